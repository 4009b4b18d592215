/// The checks every store makes, inside its transaction, before it writes a session's entry: the numbers
/// that enter (one scan's quantity, a line's total) and the texts (note, search).
public enum SessionEntryRule {
  /// One scan or keyed number: 1 to `StockLimits.maximumQuantity`.
  public static func checkAdded(_ quantity: Int) throws {
    guard (1...StockLimits.maximumQuantity).contains(quantity) else {
      throw InventoryError.countOutOfRange(what: "the quantity", value: quantity, minimum: 1)
    }
  }

  /// A line's total as set at review: 0 to `StockLimits.maximumQuantity`.
  public static func checkTotal(_ total: Int) throws {
    guard StockLimits.isQuantity(total) else {
      throw InventoryError.countOutOfRange(what: "the line's total", value: total, minimum: 0)
    }
  }

  /// The line's total after adding `quantity` to `current` (the stored sum), or `lineOutOfRange`.
  public static func total(_ current: Int64, adding quantity: Int, name: String) throws -> Int {
    let total = Int128(current) + Int128(quantity)
    guard total >= 0, total <= Int128(StockLimits.maximumQuantity) else {
      throw StockSessionError.lineOutOfRange(name: name, total: total)
    }
    return Int(total)
  }

  /// The entry that takes a line from `current` (the stored sum) to `total`: their difference, within
  /// `StockLimits` since both are (a stored sum outside them is refused as `lineOutOfRange`).
  public static func correction(from current: Int64, to total: Int, name: String) throws -> Int {
    try checkTotal(total)
    guard (0...Int64(StockLimits.maximumQuantity)).contains(current) else {
      throw StockSessionError.lineOutOfRange(name: name, total: Int128(current))
    }
    return total - Int(current)
  }

  /// The note as stored (trimmed), or why it cannot be: single-line text of at most
  /// `StockSessionLimits.maximumNoteBytes`.
  public static func checkedNote(_ note: String) throws -> String {
    try checkedText(note, what: "the note", limit: StockSessionLimits.maximumNoteBytes)
  }

  /// The scope as stored (its search trimmed), or why it cannot be.
  public static func checkedScope(_ scope: SessionScope, kind: StockSession.Kind) throws -> SessionScope {
    guard kind == .count || (scope.isEverything && scope.locationID == nil) else {
      throw StockSessionError.invalidText(
        what: "the scope",
        problem: "only a count covers a category, a search or a location; a \(kind.rawValue) takes any item")
    }
    var checked = scope
    checked.search = try checkedText(scope.search, what: "the search", limit: StockSessionLimits.maximumSearchBytes)
    return checked
  }

  private static func checkedText(_ text: String, what: String, limit: Int) throws -> String {
    let trimmed = text.trimmingWhitespaceAndNewlines()
    if let problem = TextPolicy.problem(inName: trimmed) {
      throw StockSessionError.invalidText(what: what, problem: problem)
    }
    guard trimmed.utf8.count <= limit else { throw InventoryError.textTooLong(what: what, limit: limit) }
    return trimmed
  }
}
