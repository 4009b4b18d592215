import Foundation

/// The one rule for a field's values, used by the item editor as it is typed, the CLI and CSV import.
extension CustomFieldKind {
  /// The value as stored: `12.50` → `12.5`, `Y` → `yes`, a choice in its listed spelling; the problem in words
  /// when `text` is not a value of this kind.
  public func canonicalValue(of text: String) -> Result<String, FieldProblem> {
    switch CustomFieldLimits.singleLine(text, maximum: CustomFieldLimits.maximumValueLength) {
    case .failure(let problem): return .failure(problem)
    case .success(let trimmed):
      switch self {
      case .text: return .success(trimmed)
      case .number(_, let minimum, let maximum): return Self.number(trimmed, minimum: minimum, maximum: maximum)
      case .date: return Self.date(trimmed)
      case .yesNo: return Self.yesNo(trimmed)
      case .choice(let choices):
        let key = CustomField.nameKey(for: trimmed)
        if let choice = choices.first(where: { CustomField.nameKey(for: $0) == key }) { return .success(choice) }
        return .failure(FieldProblem("choose one of \(choices.joined(separator: ", "))"))
      }
    }
  }

  /// Whether values of this kind compare as numbers (a number field) rather than as text, where canonical
  /// dates compare as days: how the stores filter and sort by a field.
  public var comparesAsNumbers: Bool {
    if case .number = self { return true }
    return false
  }

  /// A decimal written with digits and at most one `.` (a leading `-` or `+` allowed), in canonical form.
  public static func canonicalNumber(_ text: String) -> String? {
    var rest = Substring(text)
    var negative = false
    if let sign = rest.first, sign == "-" || sign == "+" {
      negative = sign == "-"
      rest = rest.dropFirst()
    }
    let parts = rest.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    guard let whole = parts.first, parts.count <= 2, !rest.isEmpty, rest != "." else { return nil }
    let fraction = parts.count == 2 ? parts[1] : ""
    guard (whole + fraction).allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    var integer = String(whole.drop(while: { $0 == "0" }))
    let decimals = String(fraction.reversed().drop(while: { $0 == "0" }).reversed())
    if integer.isEmpty { integer = "0" }
    let significant = (integer == "0" ? "" : integer) + decimals
    guard significant.drop(while: { $0 == "0" }).count <= CustomFieldLimits.maximumDigits else { return nil }
    let body = decimals.isEmpty ? integer : "\(integer).\(decimals)"
    return negative && body != "0" ? "-" + body : body
  }

  private static func number(_ text: String, minimum: String?, maximum: String?) -> Result<String, FieldProblem> {
    guard let value = canonicalNumber(text), let number = Double(value) else {
      return .failure(
        FieldProblem(
          "a number is digits with at most one \".\" (up to \(CustomFieldLimits.maximumDigits) digits), like 12.5"))
    }
    if let minimum, let low = Double(minimum), number < low {
      return .failure(FieldProblem("it is below the minimum, \(minimum)"))
    }
    if let maximum, let high = Double(maximum), number > high {
      return .failure(FieldProblem("it is above the maximum, \(maximum)"))
    }
    return .success(value)
  }

  private static func date(_ text: String) -> Result<String, FieldProblem> {
    guard let day = CalendarDay.parts(of: text) else {
      return .failure(FieldProblem("a date is written YYYY-MM-DD, like 2026-12-01"))
    }
    guard CalendarDay.exists(year: day.year, month: day.month, day: day.day) else {
      return .failure(FieldProblem("there is no such day"))
    }
    return .success(text)
  }

  private static func yesNo(_ text: String) -> Result<String, FieldProblem> {
    switch text.lowercased() {
    case "yes", "y", "true", "1": .success("yes")
    case "no", "n", "false", "0": .success("no")
    default: .failure(FieldProblem("answer yes or no"))
    }
  }
}
