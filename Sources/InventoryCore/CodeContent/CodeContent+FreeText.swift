/// Code 128 and DataMatrix content: text kept exactly as given (not trimmed), within what the code holds.
extension CodeContent {
  /// The most characters accepted for Code 128. The symbology has no fixed limit, but a longer code is too wide for
  /// a label and for a hand scanner's beam. The encoder has its own, tighter limit in symbol characters: zint
  /// 2.11 stops at 60, where a pair of digits takes one symbol character, any other ASCII character one, and a
  /// Latin-1 character above 127 up to two (FNC4 and the character); it refuses what does not fit.
  public static let maximumCode128Characters = 80

  /// The most ASCII characters in a DataMatrix (144×144, the largest square symbol, in C40 or text encodation).
  /// Text that packs less well (much punctuation) fits less; the encoder refuses it.
  public static let maximumDataMatrixASCIICharacters = 2335
  /// The most bytes in a DataMatrix in base 256 (binary) encodation, which text with any non-ASCII character needs
  /// (sent as UTF-8).
  public static let maximumDataMatrixBytes = 1556

  /// Code 128 holds ASCII (0-127, control characters included) and, with FNC4, Latin-1 (128-255).
  static func code128(_ text: String) throws(CodeContentError) -> CodeContent {
    guard !text.isEmpty else { throw .empty(.code128) }
    // Counted in scalars: Code 128 holds one byte per character, so CR LF is two and "e" with a combining accent
    // is an "e" and a character it cannot hold.
    for (offset, scalar) in text.unicodeScalars.enumerated() where scalar.value > 0xFF {
      throw .characterNotEncodable(.code128, character: Character(scalar), position: offset + 1)
    }
    let count = text.unicodeScalars.count
    guard count <= maximumCode128Characters else {
      throw .tooManyCharacters(.code128, count: count, limit: maximumCode128Characters)
    }
    return CodeContent(kind: .code128, verbatim: text)
  }

  /// Free text: all-ASCII text up to `maximumDataMatrixASCIICharacters`, other text up to `maximumDataMatrixBytes`
  /// of UTF-8.
  static func dataMatrix(_ text: String) throws(CodeContentError) -> CodeContent {
    guard !PayloadText.trimmed(text).isEmpty else { throw .empty(.dataMatrix) }
    let bytes = text.utf8.count
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      guard bytes <= maximumDataMatrixASCIICharacters else {
        throw .tooManyCharacters(.dataMatrix, count: bytes, limit: maximumDataMatrixASCIICharacters)
      }
    } else {
      guard bytes <= maximumDataMatrixBytes else {
        throw .tooManyBytes(.dataMatrix, bytes: bytes, limit: maximumDataMatrixBytes)
      }
    }
    return CodeContent(kind: .dataMatrix, verbatim: text)
  }
}
