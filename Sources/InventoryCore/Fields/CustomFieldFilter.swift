/// A condition on a custom field that the inventory list keeps items by (`items list --where`, the TUI's field
/// filter): `Colour=red`, `Weight>2`, `Expires<2027-01-01`. Parsed and checked here once; each store spells it
/// in SQL (`ItemQuery.fieldFilters`).
///
/// It compares the value an item shows: its own value, or the field's default when it has none, and nothing for
/// an item of another category than the field's. An item showing no value matches no condition. Numbers compare
/// as numbers and dates as days; the other kinds take `=` only, the value written as the editor takes it (a
/// choice or yes/no in any case, text exactly).
public struct CustomFieldFilter: Sendable, Hashable {
  public enum Comparison: String, Sendable, CaseIterable {
    case equal = "="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="

    /// The operator as SQL spells it on both stores.
    public var sql: String { rawValue }
  }

  public var field: CustomField
  public var comparison: Comparison
  /// The operand, canonical for the field's kind (`2.50` → `2.5`).
  public var operand: String

  public init(field: CustomField, comparison: Comparison, operand: String) {
    self.field = field
    self.comparison = comparison
    self.operand = operand
  }

  /// Whether the stores compare the values as numbers (a number field) rather than as text (canonical dates
  /// compare as days when compared as text).
  public var comparesNumbers: Bool { field.kind.comparesAsNumbers }

  /// `Weight>2`, as typed back.
  public var described: String { "\(field.name)\(comparison.rawValue)\(operand)" }

  /// Whether an item showing `value` (canonical; nil: none) is kept: the rule the stores' SQL follows.
  public func keeps(_ value: String?) -> Bool {
    guard let value else { return false }
    guard comparesNumbers else { return Self.holds(comparison, value < operand, value == operand) }
    guard let left = Double(value), let right = Double(operand) else { return false }
    return Self.holds(comparison, left < right, left == right)
  }

  private static func holds(_ comparison: Comparison, _ less: Bool, _ equal: Bool) -> Bool {
    switch comparison {
    case .equal: equal
    case .less: less
    case .lessOrEqual: less || equal
    case .greater: !less && !equal
    case .greaterOrEqual: !less
    }
  }

  /// Reads `Field=value` (or `<`, `<=`, `>`, `>=` for a number or date field) against the fields in use; the
  /// field named ignoring case.
  public static func parse(_ text: String, fields: [CustomField]) throws(CustomFieldError) -> CustomFieldFilter {
    guard let mark = text.firstIndex(where: { $0 == "=" || $0 == "<" || $0 == ">" }) else {
      throw .invalidFilter(text, problem: "write it Field=value, or Field>value for a number or date")
    }
    let name = text[..<mark].trimmingCharacters(in: .whitespaces)
    var rest = text[mark...]
    let comparison: Comparison
    if rest.hasPrefix("<=") || rest.hasPrefix(">=") {
      comparison = rest.hasPrefix("<") ? .lessOrEqual : .greaterOrEqual
      rest = rest.dropFirst(2)
    } else {
      comparison = Comparison(rawValue: String(rest.prefix(1))) ?? .equal
      rest = rest.dropFirst()
    }
    let key = CustomField.nameKey(for: name)
    guard let field = fields.first(where: { CustomField.nameKey(for: $0.name) == key }) else {
      throw .notFound(name)
    }
    let typed = rest.trimmingCharacters(in: .whitespaces)
    let operand: String
    switch field.kind {
    case .number:
      // A bound need not be within the field's range (`Weight<1000` of a field up to 100 keeps them all).
      guard let number = CustomFieldKind.canonicalNumber(typed) else {
        throw .invalidValue(field: field.name, value: typed, problem: "compare it with a number, like 12.5")
      }
      operand = number
    case .date:
      operand = try canonical(typed, of: field)
    case .text, .yesNo, .choice:
      guard comparison == .equal else {
        throw .invalidFilter(text, problem: "\(field.name) is \(field.kind.name): only = compares it")
      }
      operand = try canonical(typed, of: field)
    }
    return CustomFieldFilter(field: field, comparison: comparison, operand: operand)
  }

  private static func canonical(_ typed: String, of field: CustomField) throws(CustomFieldError) -> String {
    switch field.kind.canonicalValue(of: typed) {
    case .success(let value): return value
    case .failure(let problem): throw .invalidValue(field: field.name, value: typed, problem: problem.words)
    }
  }
}
