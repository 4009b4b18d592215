/// Why a code was refused. The descriptions are written for the person holding the product.
public enum ProductCodeError: Error, Sendable, Equatable, CustomStringConvertible {
  case empty
  case wrongCheckDigit(Symbology, expected: Character, found: Character)
  case wrongLength(Symbology, expected: Int, found: Int)
  case invalidCharacters(Symbology)
  case controlCharacters
  /// A `%SR:` text: the space of stockroom's command cards, never an item's barcode.
  case commandCardCode
  /// A GS1 code whose element strings are wrong ("AI 17: month 13").
  case gs1(GS1Problem)

  public var description: String {
    switch self {
    case .empty:
      "the code is empty"
    case .wrongCheckDigit(let symbology, let expected, let found):
      "\(symbology.rawValue) check digit should be \(expected), found \(found): probably a misread digit"
    case .wrongLength(let symbology, let expected, let found):
      "\(symbology.rawValue) codes have \(expected) digits, this one has \(found)"
    case .invalidCharacters(let symbology):
      symbology == .isbn10
        ? "ISBN-10 codes are nine digits followed by a digit or X"
        : "\(symbology.rawValue) codes contain digits only"
    case .controlCharacters:
      "the code contains control characters (a scanner set-up problem?)"
    case .commandCardCode:
      "codes starting with \(CommandCard.prefix) are stockroom's command cards, not product barcodes"
    case .gs1(let problem):
      "GS1 data: \(problem)"
    }
  }
}
