/// Why text that is GS1 (or claims to be) was refused. Each description is short, names the AI it concerns and
/// says what is wrong: "AI 17: month 13", "AI 01: check digit should be 2, not 3".
public enum GS1Problem: Error, Sendable, Equatable, CustomStringConvertible {
  case empty
  case inputTooLong(bytes: Int, limit: Int)
  case tooManyElements(limit: Int)
  /// An AIM symbology identifier of a symbol that carries no GS1 data (`]C0`, `]d1`).
  case notGS1Symbology(identifier: String)
  /// Where an AI should start there is something else (`found` is the start of it).
  case expectedAI(found: String)
  case unknownAI(String)
  case missingData(ai: String)
  case wrongLength(ai: String, found: Int, expected: Int)
  case tooShort(ai: String, found: Int, minimum: Int)
  case tooLong(ai: String, found: Int, maximum: Int)
  /// A length within the limits that the field's parts cannot split into (8008 is `N6 N2 [N2] [N2]`).
  case lengthDoesNotFit(ai: String, found: Int, format: String)
  case invalidCharacter(ai: String, character: Unicode.Scalar, allowed: GS1CharacterSet)
  case wrongCheckDigit(ai: String, expected: Int, found: Int)
  case invalidMonth(ai: String, month: Int)
  /// Day 00 where the AI has no "end of month" meaning, or a day past the end of the month.
  case invalidDay(ai: String, day: Int, month: Int, year: Int)
  case conflictingValues(ai: String)
  case malformedBracketed(String)
  case malformedDigitalLink(String)
  case notDigitalLink
  /// A count (AI 30 or 37) of no units, or more than a stock movement may hold.
  case countOutOfRange(ai: String, count: Int, maximum: Int)

  public var description: String {
    switch self {
    case .countOutOfRange(let ai, let count, let maximum): "AI \(ai): count \(count), should be 1 to \(maximum)"
    case .empty: "no GS1 data"
    case .inputTooLong(let bytes, let limit): "the data is \(bytes) bytes long, at most \(limit)"
    case .tooManyElements(let limit): "more than \(limit) elements"
    case .notGS1Symbology(let identifier): "\(Self.shown(identifier)) marks a symbol without GS1 data"
    case .expectedAI(let found): "expected an AI, found \"\(Self.shown(found))\""
    case .unknownAI(let ai): "unknown AI \(Self.shown(ai))"
    case .missingData(let ai): "AI \(ai): no data"
    case .wrongLength(let ai, let found, let expected): "AI \(ai): \(found) characters, should be \(expected)"
    case .tooShort(let ai, let found, let minimum): "AI \(ai): \(found) characters, at least \(minimum)"
    case .tooLong(let ai, let found, let maximum): "AI \(ai): \(found) characters, at most \(maximum)"
    case .lengthDoesNotFit(let ai, let found, let format): "AI \(ai): \(found) characters do not fit \(format)"
    case .invalidCharacter(let ai, let character, let allowed):
      allowed == .numeric
        ? "AI \(ai): \(Self.shown(character)) is not a digit"
        : "AI \(ai): \(Self.shown(character)) is not in \(allowed.name)"
    case .wrongCheckDigit(let ai, let expected, let found): "AI \(ai): check digit should be \(expected), not \(found)"
    case .invalidMonth(let ai, let month): "AI \(ai): month \(Self.twoDigits(month))"
    case .invalidDay(let ai, let day, let month, let year):
      day == 0
        ? "AI \(ai): day 00 is not allowed"
        : "AI \(ai): day \(Self.twoDigits(day)), but \(year)-\(Self.twoDigits(month)) has "
          + "\(CalendarDay.daysIn(month: month, year: year)) days"
    case .conflictingValues(let ai): "AI \(ai) appears twice with different values"
    case .malformedBracketed(let detail): "bracketed GS1 text: \(detail)"
    case .malformedDigitalLink(let detail): "GS1 Digital Link: \(detail)"
    case .notDigitalLink: "not a GS1 Digital Link URI"
    }
  }

  /// Text from the input, safe to print: control characters (GS) escaped, like `\u{1D}`.
  private static func shown(_ text: String) -> String { TerminalSafeText.escaping(text) }

  private static func shown(_ character: Unicode.Scalar) -> String {
    if character == " " { return "a space" }
    return "'" + TerminalSafeText.escaping(String(Character(character))) + "'"
  }

  private static func twoDigits(_ number: Int) -> String { number < 10 && number >= 0 ? "0\(number)" : "\(number)" }
}
