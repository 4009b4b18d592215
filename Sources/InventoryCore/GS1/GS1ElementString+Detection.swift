/// Deciding whether scanned text is GS1 at all.
extension GS1ElementString {
  /// Reads `text` as GS1 when it says it is, else returns nil (an ordinary code: EAN, UPC, plain Code 128,
  /// a web address). `.failure` is text that is GS1 by these rules but invalid (a wrong check digit, month 13).
  ///
  /// The rule, after spaces and line breaks around the text are dropped:
  /// 1. A GS1 AIM symbology identifier in front ("]C1", "]e0", "]d2", "]Q3", "]J1"): the raw element string.
  ///    Another identifier ("]C0", "]Q1") says the symbol carries no GS1 element string; after it only rules 2
  ///    and 5 apply (a Digital Link is an ordinary QR Code, "]Q1").
  /// 2. "http://" or "https://" with a Digital Link primary key in the path ("/01/..."): a Digital Link.
  ///    Other web addresses are not GS1.
  /// 3. A GS (0x1D) first, or two digits first and a GS anywhere: the raw element string.
  /// 4. With a `separator` (what a keyboard scanner sends for FNC1, such as "|" or "^]"): the same as 3 with
  ///    the separator in place of GS.
  /// 5. "(" + an AI of 2-4 digits + ")" first: the bracketed form, "(01)09506000134352(17)261231".
  ///
  /// Digits alone are never GS1, whatever they would parse as: "4006381333931" is an EAN-13, and a GS1 element
  /// string that arrives without its identifier or a separator cannot be told from a long plain code. Set the
  /// scanner to send AIM identifiers or a separator to have such labels read as GS1.
  public static func detect(
    _ text: String, separator: String? = nil, referenceYear: Int? = nil
  ) -> Result<GS1ElementString, GS1Problem>? {
    var scalars = trimmedScalars(text)
    var mayBeRaw = true
    if let identifier = aimIdentifier(scalars) {
      if gs1SymbologyIdentifiers.contains(identifier) {
        return result { () throws(GS1Problem) in
          try parse(raw: text, separator: separator, referenceYear: referenceYear)
        }
      }
      scalars.removeFirst(3)
      mayBeRaw = false
    }
    let body = string(scalars)
    if GS1DigitalLinkURI(body) != nil {
      return result { () throws(GS1Problem) in try parse(digitalLink: body, referenceYear: referenceYear) }
    }
    let substitute = separator.map { Array($0.unicodeScalars) } ?? []
    if mayBeRaw, looksRaw(scalars, separator: [groupSeparator]) || looksRaw(scalars, separator: substitute) {
      return result { () throws(GS1Problem) in
        try parse(raw: body, separator: separator, referenceYear: referenceYear)
      }
    }
    if scalars.first == "(", let close = scalars.prefix(6).firstIndex(of: ")"), (3...5).contains(close),
      scalars[1..<close].allSatisfy(isDigit)
    {
      return result { () throws(GS1Problem) in try parse(bracketed: body, referenceYear: referenceYear) }
    }
    return nil
  }

  /// Rule 3 with `separator` for GS: it comes first, or two digits come first and it comes somewhere.
  private static func looksRaw(_ scalars: [Unicode.Scalar], separator: [Unicode.Scalar]) -> Bool {
    guard !separator.isEmpty else { return false }
    if scalars.starts(with: separator) { return true }
    guard scalars.count >= 2, isDigit(scalars[0]), isDigit(scalars[1]) else { return false }
    return scalars.indices.contains { scalars[$0...].starts(with: separator) }
  }

  private static func result(
    _ parse: () throws(GS1Problem) -> GS1ElementString
  ) -> Result<GS1ElementString, GS1Problem> {
    do {
      return .success(try parse())
    } catch {
      return .failure(error)
    }
  }
}
