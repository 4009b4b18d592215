/// A kind as the stores keep it, in columns: its name, a number's unit and range, a choice's list (one choice a
/// line). Both stores read and write it through these, so they agree on the spelling.
extension CustomFieldKind {
  public var storedUnit: String? {
    if case .number(let unit, _, _) = self { return unit }
    return nil
  }

  public var storedMinimum: String? {
    if case .number(_, let minimum, _) = self { return minimum }
    return nil
  }

  public var storedMaximum: String? {
    if case .number(_, _, let maximum) = self { return maximum }
    return nil
  }

  public var storedChoices: String {
    if case .choice(let choices) = self { return choices.joined(separator: "\n") }
    return ""
  }

  /// The kind from its columns; nil for a name no version writes (another program wrote the row).
  public init?(stored name: String, unit: String?, minimum: String?, maximum: String?, choices: String) {
    switch name {
    case "text": self = .text
    case "number": self = .number(unit: unit, minimum: minimum, maximum: maximum)
    case "date": self = .date
    case "yesno": self = .yesNo
    case "choice": self = .choice(choices.split(separator: "\n").map(String.init))
    default: return nil
    }
  }
}
