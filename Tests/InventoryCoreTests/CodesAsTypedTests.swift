import Testing

@testable import InventoryCore

/// Retail codes typed as printed (with spaces and dashes) are the same product as the scanned code;
/// other codes keep their separators; suggested commands are quoted for a shell.
@Suite struct CodesAsTypedTests {
  @Test(
    "spaces and dashes inside a retail code are dropped",
    arguments: [
      ("4 006381 333931", "4006381333931", Symbology.ean13),
      ("4-006381-333931", "4006381333931", .ean13),
      ("978-0-306-40615-7", "9780306406157", .isbn13),
      ("0-306-40615-2", "0306406152", .isbn10),
      ("0-8044-2957-X", "080442957X", .isbn10),
      ("0 36000 29145 2", "036000291452", .upcA),
      ("9638 5074", "96385074", .ean8),
      ("1 06 14141 00001 9", "10614141000019", .gtin14),
    ])
  func dropsSeparatorsInRetailCodes(typed: String, compact: String, symbology: Symbology) throws {
    let typedCode = try ProductCode(typed)
    let plain = try ProductCode(compact)
    #expect(typedCode.text == compact)
    #expect(typedCode.symbology == symbology)
    #expect(typedCode.key == plain.key)
  }

  @Test(
    "codes that are not retail codes keep their spaces and dashes",
    arguments: ["SHELF-7", "A 12", "12-34", "2024-0101", "BOX 4006381333931", "123-456-789", "-4006381333931"])
  func keepsOtherCodesVerbatim(text: String) throws {
    let code = try ProductCode(text)
    #expect(code.text == text)
    #expect(code.symbology == .other)
    #expect(code.key == text)
  }

  @Test("a separated 13-digit code with a wrong check digit is refused, not stored as a new code")
  func refusesMistypedSeparatedCodes() {
    #expect(throws: ProductCodeError.wrongCheckDigit(.ean13, expected: "1", found: "2")) {
      try ProductCode("4-006381-333932")
    }
    #expect(throws: ProductCodeError.wrongCheckDigit(.isbn10, expected: "2", found: "X")) {
      try ProductCode("0-306-40615-X")
    }
  }

  @Test("a code from a decoder that names a non-retail symbology is never changed")
  func decodedCode128StaysVerbatim() throws {
    let code = try ProductCode("4 006381 333931", symbology: .code128)
    #expect(code.text == "4 006381 333931")
    #expect(code.key == "4 006381 333931")
  }

  @Test("a draft with a separated barcode validates to the compact code")
  func draftsAcceptSeparatedCodes() throws {
    let valid = try ItemDraft(name: "Pens", barcode: "4 006381 333931").validated()
    #expect(valid.barcode?.text == "4006381333931")
  }

  @Test(
    "shell words are quoted only when they need it",
    arguments: [
      ("4006381333931", "4006381333931"),
      ("4 006381 333931", "'4 006381 333931'"),
      ("it's", #"'it'\''s'"#),
      ("", "''"),
      ("$(rm -rf ~)", "'$(rm -rf ~)'"),
      ("SHELF-7", "SHELF-7"),
      ("Café", "'Café'"),
    ])
  func quotesShellWords(word: String, quoted: String) {
    #expect(ShellQuoting.quoted(word) == quoted)
  }

  @Test("a suggested command line quotes each word on its own")
  func quotesCommandLines() {
    #expect(
      ShellQuoting.command(["stockroom", "items", "add", "--barcode", "A 12", "--name", "NAME"])
        == "stockroom items add --barcode 'A 12' --name NAME")
  }
}
