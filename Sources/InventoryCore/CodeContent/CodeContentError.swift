/// Why text cannot be the content of a code of some kind. Each description is one sentence that names the code
/// and says what it takes: "EAN-13 takes 12 digits (the check digit is added) or 13 with the right check digit;
/// this has 11". Positions count characters from 1.
public enum CodeContentError: Error, Sendable, Equatable, CustomStringConvertible {
  case unknownKind(String)
  case empty(CodeKind)
  /// A retail code with neither the length without its check digit nor the length with it.
  case wrongDigitCount(CodeKind, found: Int)
  case notADigit(CodeKind, character: Character, position: Int)
  /// The last digit of a full-length retail code is not the check digit of the others.
  case wrongCheckDigit(CodeKind, expected: Int, found: Int)
  case upcENumberSystem(found: Int)
  /// A UPC-E whose six digits are not the standard short form of the UPC-A they expand to.
  case upcENotShortForm(given: String, upcA: String, shortForm: String)
  /// A character the code cannot hold (Code 128: anything past Latin-1).
  case characterNotEncodable(CodeKind, character: Character, position: Int)
  case tooManyCharacters(CodeKind, count: Int, limit: Int)
  /// Over a byte limit, for text that is not all ASCII (DataMatrix binary mode).
  case tooManyBytes(CodeKind, bytes: Int, limit: Int)
  /// GS1 data over the code's limit of data characters (AIs, data and separators).
  case gs1TooLong(CodeKind, count: Int, limit: Int)
  case gs1(GS1Problem)
  case qr(QRPayloadError)

  public var description: String {
    switch self {
    case .unknownKind(let name):
      "no code kind is called '\(QRPayloadError.shown(name))'; choose one of "
        + CodeKind.allCases.map(\.cliName).joined(separator: ", ")
    case .empty(let kind): "the \(kind.displayName) content is empty"
    case .wrongDigitCount(let kind, let found):
      "\(kind.displayName) takes \(RetailContent.payloadLength(kind)) digits (the check digit is added) or "
        + "\(RetailContent.payloadLength(kind) + 1) with the right check digit; this has \(found)"
    case .notADigit(let kind, let character, let position):
      "\(kind.displayName) takes digits only; \(QRPayloadError.shown(character)) at position \(position) is not one"
    case .wrongCheckDigit(let kind, let expected, let found):
      "\(kind.displayName) check digit should be \(expected), found \(found); leave it off to have it computed"
    case .upcENumberSystem(let found):
      "UPC-E starts with number system 0 or 1; this starts with \(found) (use UPC-A or EAN-13 instead)"
    case .upcENotShortForm(let given, let upcA, let shortForm):
      "\(given) is not a valid UPC-E: it stands for UPC-A \(upcA), whose UPC-E is \(shortForm)"
    case .characterNotEncodable(let kind, let character, let position):
      "\(kind.displayName) holds ASCII and Latin-1 characters only; \(QRPayloadError.shown(character)) "
        + "at position \(position) is neither"
    case .tooManyCharacters(let kind, let count, let limit):
      "\(kind.displayName) takes at most \(limit) characters here; this has \(count)"
    case .tooManyBytes(let kind, let bytes, let limit):
      "\(kind.displayName) takes at most \(limit) bytes of text that is not all ASCII; this is \(bytes) in UTF-8"
    case .gs1TooLong(let kind, let count, let limit):
      "\(kind.displayName) holds at most \(limit) data characters (AIs, data and separators); this has \(count)"
    case .gs1(let problem): "GS1 data: \(problem)"
    case .qr(let problem): problem.description
    }
  }
}
