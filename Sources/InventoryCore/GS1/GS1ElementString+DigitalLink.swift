/// GS1 Digital Link URIs: "https://id.gs1.org/01/09506000134352/10/ABC?17=261231".
extension GS1ElementString {
  /// Parses a GS1 Digital Link URI on any http(s) host. The path may start with the site's own segments; from
  /// the primary key on (01 GTIN, 00 SSCC, 414 GLN, 8004 GIAI... or an old short name such as "gtin") it holds
  /// `/AI/value` pairs: the key, then its qualifiers in the standard's order (01: 22, 10, 21, or 235). Query
  /// parameters whose names are AI digits ("17=261231") are elements too; others ("linkType") are ignored.
  /// Values are percent-decoded; a GTIN-8, -12 or -13 in the path becomes 14 digits with leading zeros.
  /// Throws `.notDigitalLink` for a URI without a primary key in its path.
  public static func parse(digitalLink text: String, referenceYear: Int? = nil) throws(GS1Problem)
    -> GS1ElementString
  {
    let trimmed = string(trimmedScalars(text))
    guard let uri = GS1DigitalLinkURI(trimmed) else { throw .notDigitalLink }
    try checkSize(trimmed)
    let key = uri.primaryKey.ai
    guard !uri.hasUnpairedSegment else { throw .malformedDigitalLink("a path segment after /\(key) has no value") }
    try checkQualifiers(uri.qualifiers.map(\.ai), of: key)
    let year = resolvedReferenceYear(referenceYear)
    var elements: [GS1Element] = []
    try append(element(key, encoded: uri.primaryKey.value, referenceYear: year), to: &elements)
    for qualifier in uri.qualifiers {
      try append(element(qualifier.ai, encoded: qualifier.value, referenceYear: year), to: &elements)
    }
    for parameter in uri.query {
      let name = try percentDecoded(parameter.name)
      // Only all-digit names are AIs; the standard leaves other parameters to the resolver.
      guard !name.isEmpty, name.unicodeScalars.allSatisfy(isDigit) else { continue }
      try append(element(name, encoded: parameter.value, referenceYear: year), to: &elements)
    }
    return try finished(elements)
  }

  private static func element(_ ai: String, encoded: Substring, referenceYear: Int) throws(GS1Problem) -> GS1Element {
    guard let identifier = GS1ApplicationIdentifier.lookup(ai) else { throw .unknownAI(ai) }
    var value = try percentDecoded(encoded)
    let length = value.utf8.count
    if ai == "01", [8, 12, 13].contains(length), value.unicodeScalars.allSatisfy(isDigit) {
      value = String(repeating: "0", count: 14 - length) + value
    }
    return try GS1Element(identifier, value: value, referenceYear: referenceYear)
  }

  /// The qualifiers must be one of the key's sequences with some left out, in its order.
  private static func checkQualifiers(_ qualifiers: [String], of key: String) throws(GS1Problem) {
    guard !qualifiers.isEmpty else { return }
    let sequences = GS1DigitalLinkURI.primaryKeys[key] ?? []
    if let stray = qualifiers.first(where: { qualifier in !sequences.contains { $0.contains(qualifier) } }) {
      throw .malformedDigitalLink("/\(stray) is not a key qualifier of /\(key)")
    }
    let fits = sequences.contains { sequence in
      var remaining = sequence[...]
      for qualifier in qualifiers {
        guard let found = remaining.firstIndex(of: qualifier) else { return false }
        remaining = remaining[(found + 1)...]
      }
      return true
    }
    guard fits else {
      let allowed = sequences.map { "/" + $0.joined(separator: "/") }.joined(separator: " or ")
      throw .malformedDigitalLink(
        "key qualifiers after /\(key) follow \(allowed) in that order, not /\(qualifiers.joined(separator: "/"))")
    }
  }

  /// `text` with every "%XX" replaced by its byte; the bytes must be UTF-8.
  static func percentDecoded(_ text: Substring) throws(GS1Problem) -> String {
    do { return try PercentDecoding.decoded(text) } catch {
      switch error {
      case .badEscape: throw .malformedDigitalLink("\"%\" should be followed by two hexadecimal digits")
      case .notUTF8: throw .malformedDigitalLink("percent-encoded bytes are not UTF-8")
      }
    }
  }
}
