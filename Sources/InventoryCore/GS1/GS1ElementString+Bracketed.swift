/// The human-readable form printed under GS1 barcodes: "(01)09506000134352(17)261231(10)ABC".
extension GS1ElementString {
  /// Parses the bracketed form. Each element is "(AI)" and its data; the data runs to the next "(" that
  /// opens an AI ("(" with 2-4 digits and ")"), so "(" and ")" may appear in data (set 82 allows them); write
  /// "\(" for a "(" in data that would otherwise read as the start of an AI. Separators are not written in
  /// this form, so every length is checked as given.
  public static func parse(bracketed text: String, referenceYear: Int? = nil) throws(GS1Problem) -> GS1ElementString {
    try checkSize(text)
    let scalars = trimmedScalars(text)
    let year = resolvedReferenceYear(referenceYear)
    guard scalars.first == "(" else { throw .malformedBracketed("it should start with \"(\"") }
    var elements: [GS1Element] = []
    var index = 0
    while index < scalars.count {
      guard let close = scalars[index...].firstIndex(of: ")") else {
        throw .malformedBracketed("\"(\" without \")\"")
      }
      let code = string(scalars[(index + 1)..<close])
      guard (2...4).contains(close - index - 1), code.unicodeScalars.allSatisfy(isDigit) else {
        throw .malformedBracketed("\"(\(code))\" is not an AI")
      }
      guard let identifier = GS1ApplicationIdentifier.lookup(code) else { throw .unknownAI(code) }
      var value: [Unicode.Scalar] = []
      index = close + 1
      while index < scalars.count, !opensAI(scalars, at: index) {
        if scalars[index] == "\\", index + 1 < scalars.count, scalars[index + 1] == "(" {
          index += 1
        }
        value.append(scalars[index])
        index += 1
      }
      try append(GS1Element(identifier, value: string(value), referenceYear: year), to: &elements)
    }
    return try finished(elements)
  }

  /// True when `scalars[index]` is "(" followed by 2-4 digits and ")".
  private static func opensAI(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
    guard scalars[index] == "(" else { return false }
    var digits = 0
    var next = index + 1
    while next < scalars.count, isDigit(scalars[next]), digits < 4 {
      digits += 1
      next += 1
    }
    return digits >= 2 && next < scalars.count && scalars[next] == ")"
  }

  static func isDigit(_ scalar: Unicode.Scalar) -> Bool { (0x30...0x39).contains(scalar.value) }
}
