import Testing

@testable import InventoryCore

/// Check digits and normalisation, with GS1's and ISBN's published examples.
@Suite struct ProductCodeTests {
  @Test(
    "valid GTIN-family codes are recognised",
    arguments: [
      ("6291041500213", Symbology.ean13),  // GS1 check digit calculator example
      ("4006381333931", .ean13),
      ("5901234123457", .ean13),
      ("96385074", .ean8),  // GS1 EAN-8 example
      ("73513537", .ean8),
      ("036000291452", .upcA),  // GS1 US UPC-A example
      ("10614141000019", .gtin14),
      ("00012345600012", .gtin14),
      ("9780306406157", .isbn13),
      ("9781861972712", .isbn13),
      ("0306406152", .isbn10),
      ("080442957X", .isbn10),
      ("01234565", .upcE),  // valid as UPC-E and as EAN-8: read as UPC-E
      ("04252614", .upcE),
      ("20123451", .ean8),  // prefix 2: only EAN-8
    ])
  func recognisesValidCodes(text: String, symbology: Symbology) throws {
    let code = try ProductCode(text)
    #expect(code.symbology == symbology)
    #expect(code.key.count == 14)
    #expect(code.text == text)
  }

  @Test(
    "every form of one product shares one key",
    arguments: [
      ["036000291452", "0036000291452", "00036000291452"],
      ["0306406152", "9780306406157", "09780306406157"],
      ["01234565", "012345000065", "0012345000065"],
      ["04252614", "042100005264"],  // UPC-E with last digit 4
      ["96385074", "0000096385074"],
    ])
  func formsShareKey(forms: [String]) throws {
    let keys = try Set(forms.map { try ProductCode($0).key })
    #expect(keys.count == 1)
  }

  @Test func wrongCheckDigitSaysWhichDigitWasExpected() {
    #expect(throws: ProductCodeError.wrongCheckDigit(.ean13, expected: "3", found: "7")) {
      try ProductCode("6291041500217")
    }
    let error = #expect(throws: ProductCodeError.self) { try ProductCode("4006381333937") }
    #expect(error?.description == "EAN-13 check digit should be 1, found 7: probably a misread digit")
  }

  @Test(
    "each GTIN length names its own symbology when its check digit is wrong",
    arguments: [
      ("036000291453", Symbology.upcA, Character("2")),
      ("96385075", .ean8, "4"),
      ("10614141000018", .gtin14, "9"),
      ("0306406153", .isbn10, "2"),
      ("9780306406158", .isbn13, "7"),
    ])
  func wrongCheckDigitPerSymbology(text: String, symbology: Symbology, expected: Character) {
    #expect(throws: ProductCodeError.wrongCheckDigit(symbology, expected: expected, found: text.last!)) {
      try ProductCode(text)
    }
  }

  @Test func isbn10CanExpectX() {
    #expect(throws: ProductCodeError.wrongCheckDigit(.isbn10, expected: "X", found: "1")) {
      try ProductCode("0804429571")
    }
    #expect((try? ProductCode("080442957x"))?.symbology == .isbn10)
  }

  @Test func otherSymbologiesAreKeptVerbatim() throws {
    let code128 = try ProductCode("ABC-123 x", symbology: .code128)
    #expect(code128.key == "ABC-123 x")
    // Digits under a non-retail symbology are not check-digit validated.
    #expect(try ProductCode("6291041500217", symbology: .code128).key == "6291041500217")
    #expect(try ProductCode("SHELF-A7").symbology == .other)
    #expect(try ProductCode("12345").key == "12345")
  }

  @Test func ambiguousEightDigitCodesKeepTheEAN8ReadingAsAnAlternative() throws {
    let code = try ProductCode("01234565")
    #expect(code.key == "00012345000065")
    #expect(code.alternativeKeys == ["00000001234565"])
    #expect(try ProductCode("04252614").alternativeKeys == [])  // not a valid EAN-8
  }

  @Test func decoderReportsUPCAsEAN13() throws {
    let fromDecoder = try ProductCode("0036000291452", symbology: .ean13)
    #expect(fromDecoder.key == (try ProductCode("036000291452").key))
  }

  @Test func upcESymbologyFromDecoderIsNotReadAsEAN8() throws {
    let code = try ProductCode("01234565", symbology: .upcE)
    #expect(code.key == "00012345000065")
    #expect(throws: ProductCodeError.wrongCheckDigit(.upcE, expected: "5", found: "4")) {
      try ProductCode("01234564", symbology: .upcE)
    }
  }

  @Test func trimsScannerWhitespaceAndRefusesEmptyOrControlCharacters() throws {
    #expect(try ProductCode("  036000291452\r\n").text == "036000291452")
    #expect(throws: ProductCodeError.empty) { try ProductCode("   ") }
    #expect(throws: ProductCodeError.controlCharacters) { try ProductCode("12\u{1B}34") }
  }

  @Test func nonDigitsInARetailSymbologyAreRefused() {
    #expect(throws: ProductCodeError.invalidCharacters(.ean13)) { try ProductCode("12345A7890128", symbology: .ean13) }
    #expect(throws: ProductCodeError.wrongLength(.ean8, expected: 8, found: 9)) {
      try ProductCode("123456789", symbology: .ean8)
    }
  }

  @Test func upcEExpansionRules() {
    // One example per rule of the last middle digit (0-2, 3, 4, 5-9).
    #expect(CheckDigit.text(ProductCode.expandUPCE(numberSystem: 0, middle: [1, 2, 3, 4, 5, 0])) == "01200000345")
    #expect(CheckDigit.text(ProductCode.expandUPCE(numberSystem: 0, middle: [1, 2, 3, 4, 5, 3])) == "01230000045")
    #expect(CheckDigit.text(ProductCode.expandUPCE(numberSystem: 0, middle: [1, 2, 3, 4, 5, 4])) == "01234000005")
    #expect(CheckDigit.text(ProductCode.expandUPCE(numberSystem: 1, middle: [1, 2, 3, 4, 5, 7])) == "11234500007")
  }

  @Test func symbologyNamesFromDecodersAreUnderstood() {
    #expect(Symbology(name: "EAN-13") == .ean13)
    #expect(Symbology(name: "QR-Code") == .qr)
    #expect(Symbology(name: "I2/5") == .itf)
    #expect(Symbology(name: "code128") == .code128)
    #expect(Symbology(name: "PDF417") == .pdf417)
    #expect(Symbology(name: "DataMatrix") == .dataMatrix)
    #expect(Symbology(name: "Aztec") == .aztec)
    #expect(Symbology(name: "MaxiCode") == nil)
  }
}
