import Testing

@testable import InventoryCore

/// GS1-128 and GS1 DataMatrix content: checked with the GS1 parser, handed to zint in square brackets, read back
/// as the raw element string.
@Suite struct CodeContentGS1Tests {
  private let year = 2025

  @Test(arguments: [CodeKind.gs1Code128, .gs1DataMatrix])
  func bracketedFormBecomesZintInput(kind: CodeKind) throws {
    let content = try CodeContent(kind, text: "(01)09506000134352(17)261231(10)ABC", referenceYear: year)
    #expect(content.encoderInput == "[01]09506000134352[17]261231[10]ABC")
    #expect(content.humanReadable == "(01)09506000134352(17)261231(10)ABC")
    // 01 and 17 have predefined lengths: no separator after them; 10 is last.
    #expect(content.scannedText == "01095060001343521726123110ABC")
    #expect(content.kind.isGS1)
  }

  @Test func variableLengthFieldsAreSeparatedInTheScannedText() throws {
    let content = try CodeContent(.gs1Code128, text: "(10)LOT-7(17)261231(21)S\\(1)", referenceYear: year)
    #expect(content.encoderInput == "[10]LOT-7[17]261231[21]S(1)")
    #expect(content.scannedText == "10LOT-7\u{1D}1726123121S(1)")
  }

  @Test(
    "the scanned text parses back to the same elements",
    arguments: [
      "(01)09506000134352(17)261231(10)ABC", "(00)106141412345678908(02)10614141000019(37)48",
      "(10)A1(21)B2(3103)000250(11)250101", "(01)09506000134352(8008)2601011200",
    ])
  func roundTrip(bracketed: String) throws {
    let content = try CodeContent(.gs1DataMatrix, text: bracketed, referenceYear: year)
    let expected = try GS1ElementString.parse(bracketed: bracketed, referenceYear: year)
    #expect(try GS1ElementString.parse(raw: content.scannedText, referenceYear: year) == expected)
    #expect(content.humanReadable == expected.humanReadable)
  }

  @Test(
    "GS1 problems are passed on",
    arguments: [
      ("(01)09506000134353", "GS1 data: AI 01: check digit should be 2, not 3"),
      ("0109506000134352", "GS1 data: bracketed GS1 text: it should start with \"(\""),
      ("(17)261331", "GS1 data: AI 17: month 13"),
      ("(99)", "GS1 data: AI 99: no data"),
      ("", "GS1 data: no GS1 data"),
    ])
  func refusals(text: String, message: String) {
    let error = #expect(throws: CodeContentError.self) { try CodeContent(.gs1Code128, text: text, referenceYear: year) }
    #expect(error?.description == message)
  }

  @Test func gs1128HoldsAtMost48DataCharacters() throws {
    // 16 for (01), 2 + 20 for (10), a separator, 2 + 7 for (21): 48.
    let lot = String(repeating: "L", count: 20)
    let fits = "(01)09506000134352(10)\(lot)(21)1234567"
    #expect(try CodeContent(.gs1Code128, text: fits, referenceYear: year).scannedText.unicodeScalars.count == 48)
    let tooLong = fits + "8"
    let error = #expect(throws: CodeContentError.self) {
      try CodeContent(.gs1Code128, text: tooLong, referenceYear: year)
    }
    #expect(error == .gs1TooLong(.gs1Code128, count: 49, limit: 48))
    #expect(error?.description == "GS1-128 holds at most 48 data characters (AIs, data and separators); this has 49")
    // A GS1 DataMatrix holds far more.
    #expect(throws: Never.self) { try CodeContent(.gs1DataMatrix, text: tooLong, referenceYear: year) }
  }
}
