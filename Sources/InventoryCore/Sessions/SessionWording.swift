/// The words for sessions that the command line and the terminal UI share: a session's scope, a count's totals,
/// what a commit did to an item. Names are as stored: a front end that prints to a terminal escapes the result
/// (`terminalSafe`).
public enum SessionWording {
  /// "everything", "category Tea", "uncategorised", "search \"cof\"", or a category and a search.
  /// A count of a location adds "at Shop › Shelf 3" (and "and below"); `locationPath` is its path.
  public static func scope(_ scope: SessionScope, categoryName: String?, locationPath: String? = nil) -> String {
    var parts: [String] = []
    switch scope.category {
    case .any: break
    case .uncategorised: parts.append("uncategorised")
    case .category(let id): parts.append("category \(categoryName ?? "#\(id)")")
    }
    if !scope.search.isEmpty { parts.append("search \"\(scope.search)\"") }
    let at = scope.locationID.map { id in
      "at " + (locationPath ?? "location #\(id)") + (scope.withSublocations ? " and below" : "")
    }
    guard let at else { return parts.isEmpty ? "everything" : parts.joined(separator: ", ") }
    return parts.isEmpty ? "everything " + at : parts.joined(separator: ", ") + " " + at
  }

  /// A session scan as History words it: "into count #3: Tea +1, counted 4 so far", "into receive #4: unknown
  /// code, kept to resolve (2 so far)".
  public static func scanDetail(_ addition: SessionAddition, session: StockSession) -> String {
    let into = "into \(session.kind.rawValue) #\(session.id)"
    switch addition.match {
    case .item(let item):
      return "\(into): \(item.name) +\(addition.quantity), \(session.kind.quantityWord) \(addition.lineTotal) so far"
    case .unknownCode:
      return "\(into): unknown code, kept to resolve (\(addition.lineTotal) so far)"
    case .keptOffline(let scan, let waiting):
      return "\(into): " + keptOffline(scan, waiting: waiting)
    }
  }

  /// "kept offline (+1), 3 scans waiting for the server": a session entry the server was away for.
  public static func keptOffline(_ scan: OfflineScan, waiting: Int) -> String {
    "kept offline (+\(scan.quantity)), \(waiting) scan\(waiting == 1 ? "" : "s") waiting for the server"
  }

  /// A scan a session did not take, as History words it: "not added to count #3: …".
  public static func refusedScanDetail(session: StockSession, reason: String) -> String {
    "not added to \(session.kind.rawValue) #\(session.id): \(reason)"
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
