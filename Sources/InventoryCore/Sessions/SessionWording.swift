/// The words for sessions that the command line and the terminal UI share: a session's scope, a count's totals,
/// what a commit did to an item. Names are as stored: a front end that prints to a terminal escapes the result
/// (`terminalSafe`).
public enum SessionWording {
  /// "everything", "category Tea", "uncategorised", "search \"cof\"", or a category and a search.
  public static func scope(_ scope: SessionScope, categoryName: String?) -> String {
    var parts: [String] = []
    switch scope.category {
    case .any: break
    case .uncategorised: parts.append("uncategorised")
    case .category(let id): parts.append("category \(categoryName ?? "#\(id)")")
    }
    if !scope.search.isEmpty { parts.append("search \"\(scope.search)\"") }
    return parts.isEmpty ? "everything" : parts.joined(separator: ", ")
  }

  /// `12 counted, 3 with a difference (-4 units, value -12.50), 40 not counted (2 to be set to 0), 1 unknown code`.
  public static func countTotals(_ totals: CountTotals) -> String {
    var parts = ["\(totals.counted) counted"]
    parts.append(
      "\(totals.withDifference) with a difference (\(StockLimits.groupedDigits(totals.difference)) units, "
        + "value \(totals.differenceValue)"
        + (totals.differencesWithoutPrice > 0 ? ", \(totals.differencesWithoutPrice) without a price" : "") + ")")
    parts.append(
      "\(totals.notCounted) not counted"
        + (totals.settingToZero > 0 ? " (\(totals.settingToZero) to be set to 0)" : ""))
    if totals.unknownCodes > 0 {
      parts.append("\(totals.unknownCodes) unknown code\(totals.unknownCodes == 1 ? "" : "s") to resolve")
    }
    return parts.joined(separator: ", ")
  }

  /// One changed item of a commit: `Tea 10 -> 8 (count -2)`, with a note when the count was held in range.
  public static func change(_ change: SessionItemChange) -> String {
    var text =
      "\(change.itemName) \(change.from) -> \(change.to) "
      + "(\(ActionWording.verb(change.reason)) \(ActionWording.signed(change.delta)))"
    if change.cause == .zeroed { text += ", not counted: set to 0" }
    if let wanted = change.clampedFrom {
      text += ", held at \(change.to): the count asked for \(StockLimits.groupedDigits(wanted))"
    }
    return text
  }
}

extension StockSession.Kind {
  /// What a line's quantity is: "counted", "received", "removed".
  public var quantityWord: String {
    switch self {
    case .count: "counted"
    case .receive: "received"
    case .remove: "removed"
    }
  }
}
