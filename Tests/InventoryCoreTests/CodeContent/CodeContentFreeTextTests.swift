import Testing

@testable import InventoryCore

/// Code 128, DataMatrix and QR free text: what each holds and the limits, counted the way each code counts.
@Suite struct CodeContentFreeTextTests {
  @Test func code128KeepsASCIIAndLatin1() throws {
    let ascii = try CodeContent(.code128, text: " SHELF-7\tA/12 ")
    #expect(ascii.encoderInput == " SHELF-7\tA/12 ")
    #expect(ascii.encoderBytes == Array(" SHELF-7\tA/12 ".utf8))
    let latin1 = try CodeContent(.code128, text: "Gr\u{F6}\u{DF}e 5\r\n")
    #expect(latin1.encoderBytes == [0x47, 0x72, 0xF6, 0xDF, 0x65, 0x20, 0x35, 0x0D, 0x0A])
    #expect(latin1.scannedText == "Gr\u{F6}\u{DF}e 5\r\n")
    #expect(latin1.symbology == .code128)
  }

  @Test func code128NamesTheCharacterItCannotHold() {
    let error = #expect(throws: CodeContentError.self) { try CodeContent(.code128, text: "Price 5\u{20AC}") }
    #expect(
      error?.description == "Code 128 holds ASCII and Latin-1 characters only; '\u{20AC}' at position 8 is neither")
    // A combining accent is a character of its own here.
    #expect(throws: CodeContentError.characterNotEncodable(.code128, character: "\u{301}", position: 3)) {
      try CodeContent(.code128, text: "ne\u{301}")
    }
    #expect(throws: CodeContentError.empty(.code128)) { try CodeContent(.code128, text: "") }
  }

  @Test func code128Limit() throws {
    let limit = CodeContent.maximumCode128Characters
    #expect(try CodeContent(.code128, text: String(repeating: "\u{E9}", count: limit)).encoderBytes.count == limit)
    let error = #expect(throws: CodeContentError.self) {
      try CodeContent(.code128, text: String(repeating: "A", count: limit + 1))
    }
    #expect(error?.description == "Code 128 takes at most 80 characters here; this has 81")
  }

  @Test func dataMatrixLimitsForASCIIAndOtherText() throws {
    let asciiLimit = CodeContent.maximumDataMatrixASCIICharacters
    #expect(try CodeContent(.dataMatrix, text: String(repeating: "A", count: asciiLimit)).encoderBytes.count == 2335)
    let ascii = #expect(throws: CodeContentError.self) {
      try CodeContent(.dataMatrix, text: String(repeating: "A", count: asciiLimit + 1))
    }
    #expect(ascii?.description == "DataMatrix takes at most 2335 characters here; this has 2336")
    // 778 "é" are 1556 bytes of UTF-8: they fit; one more does not.
    let byteLimit = CodeContent.maximumDataMatrixBytes
    #expect(try CodeContent(.dataMatrix, text: String(repeating: "\u{E9}", count: 778)).encoderBytes.count == byteLimit)
    let binary = #expect(throws: CodeContentError.self) {
      try CodeContent(.dataMatrix, text: String(repeating: "\u{E9}", count: 779))
    }
    #expect(
      binary?.description == "DataMatrix takes at most 1556 bytes of text that is not all ASCII; this is 1558 in UTF-8")
    #expect(throws: CodeContentError.empty(.dataMatrix)) { try CodeContent(.dataMatrix, text: "  ") }
  }

  @Test func qrFreeTextIsAQRTextPayload() throws {
    let content = try CodeContent(.qr, text: "Bin 7 \u{2192} aisle 3")
    #expect(content.encoderInput == "Bin 7 \u{2192} aisle 3")
    #expect(content.encoderBytes == Array("Bin 7 \u{2192} aisle 3".utf8))
    let empty = #expect(throws: CodeContentError.self) { try CodeContent(.qr, text: "") }
    #expect(empty == .qr(.empty(.text)))
    #expect(empty?.description == "the text is empty")
    #expect(throws: CodeContentError.qr(.tooLong(bytes: 2954, limit: 2953))) {
      try CodeContent(.qr, text: String(repeating: "x", count: 2954))
    }
  }

  @Test func anyQRPayloadBecomesContent() throws {
    let wifi = try QRPayload.wifi(WiFiNetwork(ssid: "Store", password: "12345678"))
    let content = CodeContent(qr: wifi)
    #expect(content.kind == .qr)
    #expect(content.encoderInput == wifi.text)
    #expect(content.scannedText == wifi.text)
  }
}
