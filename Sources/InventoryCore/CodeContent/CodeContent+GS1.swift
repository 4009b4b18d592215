/// GS1-128 and GS1 DataMatrix content from the bracketed form printed under GS1 codes.
extension CodeContent {
  /// The most data characters in a GS1-128: 48, counting AIs, data and the FNC1 separators between fields but
  /// not the leading FNC1 (GS1 General Specifications 5.4.1).
  public static let maximumGS1Code128Characters = 48
  /// For GS1 DataMatrix the plain DataMatrix bound (`maximumDataMatrixASCIICharacters`), counted the same way.
  public static let maximumGS1DataMatrixCharacters = maximumDataMatrixASCIICharacters

  /// Parses "(01)09506000134352(17)261231(10)ABC" (see `GS1ElementString.parse(bracketed:)`).
  static func gs1(_ kind: CodeKind, bracketed text: String, referenceYear: Int?) throws(CodeContentError) -> CodeContent
  {
    let elements: GS1ElementString
    do throws(GS1Problem) {
      elements = try GS1ElementString.parse(bracketed: text, referenceYear: referenceYear)
    } catch {
      throw .gs1(error)
    }
    let raw = rawForm(of: elements)
    let limit = kind == .gs1Code128 ? maximumGS1Code128Characters : maximumGS1DataMatrixCharacters
    let count = raw.unicodeScalars.count
    guard count <= limit else { throw .gs1TooLong(kind, count: count, limit: limit) }
    return CodeContent(
      kind: kind, encoderInput: zintForm(of: elements), humanReadable: elements.humanReadable, scannedText: raw)
  }

  /// "[01]09506000134352[17]261231[10]ABC": zint's GS1 input, AIs in square brackets. GS1 data never holds a square
  /// bracket (none of character sets 82, 39 and 64 has one), so no escaping is needed; round brackets in data
  /// stay as they are.
  static func zintForm(of elements: GS1ElementString) -> String {
    elements.elements.map { "[\($0.ai)]\($0.value)" }.joined()
  }

  /// The element string as a decoder returns it: AIs and data run together, a GS (FNC1) after each field that is
  /// not of a predefined length, except the last.
  static func rawForm(of elements: GS1ElementString) -> String {
    var raw = ""
    for (index, element) in elements.elements.enumerated() {
      raw += element.ai + element.value
      if index < elements.elements.count - 1, !element.identifier.isPredefinedLength {
        raw.unicodeScalars.append(GS1ElementString.groupSeparator)
      }
    }
    return raw
  }
}
