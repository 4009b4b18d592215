/// What a custom field holds. Every kind stores its value as one canonical text (see `canonicalValue`).
public enum CustomFieldKind: Sendable, Hashable {
  /// Single-line text.
  case text
  /// A decimal number, with an optional unit shown after it and an optional range (canonical decimals).
  case number(unit: String?, minimum: String?, maximum: String?)
  /// A calendar day, `YYYY-MM-DD`.
  case date
  /// `yes` or `no`.
  case yesNo
  /// One of the listed choices, spelled as listed.
  case choice([String])

  /// The name stored and typed: `text`, `number`, `date`, `yesno`, `choice`.
  public var name: String {
    switch self {
    case .text: "text"
    case .number: "number"
    case .date: "date"
    case .yesNo: "yesno"
    case .choice: "choice"
    }
  }

  public static let names = ["text", "number", "date", "yesno", "choice"]

  /// `number (kg, 0 to 100)`, `choice (red, green)`: how lists describe it.
  public var described: String {
    switch self {
    case .text, .date, .yesNo: return name
    case .number(let unit, let minimum, let maximum):
      var details: [String] = unit.map { [$0] } ?? []
      switch (minimum, maximum) {
      case (let low?, let high?): details.append("\(low) to \(high)")
      case (let low?, nil): details.append("at least \(low)")
      case (nil, let high?): details.append("at most \(high)")
      case (nil, nil): break
      }
      return details.isEmpty ? name : "number (\(details.joined(separator: ", ")))"
    case .choice(let choices): return "choice (\(choices.joined(separator: ", ")))"
    }
  }
}
