/// The raw element string: AIs and data run together, variable-length data ended by GS (FNC1) or the end.
extension GS1ElementString {
  /// AIM symbology identifiers of symbols that carry GS1 data: GS1-128, GS1 DataBar, GS1 DataMatrix, GS1 QR
  /// Code and GS1 DotCode (ISO/IEC 15424; the GS1 General Specifications 5.1.2).
  public static let gs1SymbologyIdentifiers: Set<String> = ["]C1", "]e0", "]d2", "]Q3", "]J1"]

  /// Parses data as a decoder or scanner returns it, with GS (0x1D) after each variable-length field that is
  /// not last: "010950600013435210ABC" + GS + "17261231". Accepted around that: a leading GS (the first FNC1,
  /// which decoders usually drop), a leading GS1 AIM symbology identifier ("]C1", "]e0", "]d2", "]Q3", "]J1"),
  /// a GS after a predefined-length field, and surrounding spaces or line breaks (a keyboard scanner's Enter).
  ///
  /// - Parameters:
  ///   - separator: text that stands for GS, for a USB keyboard scanner set up to send e.g. "|", "~" or "^]"
  ///     for FNC1 (a keyboard cannot type 0x1D). Choose text outside GS1 character set 82, or it may be taken
  ///     from the data.
  ///   - referenceYear: the year the century of YYMMDD dates is chosen around (default: this year).
  public static func parse(
    raw text: String, separator: String? = nil, referenceYear: Int? = nil
  ) throws(GS1Problem) -> GS1ElementString {
    try checkSize(text)
    var scalars = trimmedScalars(text)
    if let identifier = aimIdentifier(scalars) {
      guard gs1SymbologyIdentifiers.contains(identifier) else { throw .notGS1Symbology(identifier: identifier) }
      scalars.removeFirst(3)
    }
    if let separator, !separator.isEmpty {
      scalars = replacing(Array(separator.unicodeScalars), with: groupSeparator, in: scalars)
    }
    return try parseElements(scalars, referenceYear: resolvedReferenceYear(referenceYear))
  }

  /// The fields of `scalars` (no symbology identifier in front).
  static func parseElements(_ scalars: [Unicode.Scalar], referenceYear: Int) throws(GS1Problem) -> GS1ElementString {
    var elements: [GS1Element] = []
    var index = 0
    while index < scalars.count {
      if scalars[index] == groupSeparator {
        index += 1
        continue
      }
      let rest = scalars[index...]
      guard let identifier = GS1ApplicationIdentifier.prefixing(rest) else { throw noAI(at: rest) }
      let start = index + identifier.code.unicodeScalars.count
      let nextSeparator = scalars[start...].firstIndex(of: groupSeparator) ?? scalars.count
      var end = nextSeparator
      if identifier.isPredefinedLength, let length = identifier.fixedLength {
        // Predefined lengths need no separator: the data ends after its length (or short, at a GS or the end).
        end = min(start + length, nextSeparator)
      }
      let value = string(scalars[start..<end])
      try append(GS1Element(identifier, value: value, referenceYear: referenceYear), to: &elements)
      index = end
    }
    return try finished(elements)
  }

  /// The problem where no AI starts `rest`: digits that are no AI, or something that is not an AI at all.
  private static func noAI(at rest: ArraySlice<Unicode.Scalar>) -> GS1Problem {
    let digits = rest.prefix(4).prefix { (0x30...0x39).contains($0.value) }
    if digits.count >= 2 { return .unknownAI(string(digits)) }
    return .expectedAI(found: string(rest.prefix(8)))
  }

  /// The three-character AIM identifier ("]C1") at the start of `scalars`, if there is one.
  static func aimIdentifier(_ scalars: [Unicode.Scalar]) -> String? {
    guard scalars.count >= 3, scalars[0] == "]", isLetter(scalars[1]),
      isLetter(scalars[2]) || (0x30...0x39).contains(scalars[2].value)
    else { return nil }
    return string(scalars.prefix(3))
  }

  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value)
  }

  /// `text` without spaces, tabs and line breaks at either end.
  static func trimmedScalars(_ text: String) -> [Unicode.Scalar] {
    let blank: Set<Unicode.Scalar> = [" ", "\t", "\r", "\n"]
    let scalars = Array(text.unicodeScalars)
    guard let first = scalars.firstIndex(where: { !blank.contains($0) }),
      let last = scalars.lastIndex(where: { !blank.contains($0) })
    else { return [] }
    return Array(scalars[first...last])
  }

  /// `scalars` with every occurrence of `pattern` replaced by `replacement`.
  static func replacing(
    _ pattern: [Unicode.Scalar], with replacement: Unicode.Scalar, in scalars: [Unicode.Scalar]
  ) -> [Unicode.Scalar] {
    guard !pattern.isEmpty else { return scalars }
    var result: [Unicode.Scalar] = []
    result.reserveCapacity(scalars.count)
    var index = 0
    while index < scalars.count {
      if scalars[index...].starts(with: pattern) {
        result.append(replacement)
        index += pattern.count
      } else {
        result.append(scalars[index])
        index += 1
      }
    }
    return result
  }

  static func string(_ scalars: some Sequence<Unicode.Scalar>) -> String {
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars)
    return text
  }
}
