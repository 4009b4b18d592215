import Testing

@testable import InventoryCore

/// EAN-13, EAN-8, UPC-A and UPC-E content: check digits computed when left off and verified when given, with GS1's
/// published examples; UPC-E only in its standard short form.
@Suite struct CodeContentRetailTests {
  @Test(
    "the check digit is computed when left off and accepted when right",
    arguments: [
      (CodeKind.ean13, "629104150021", "6291041500213"),  // GS1 check digit calculator example
      (.ean13, "4 006381 33393", "4006381333931"), (.ean13, "4006381333931", "4006381333931"),
      (.ean8, "9638507", "96385074"), (.ean8, "73513537", "73513537"),
      (.upcA, "03600029145", "036000291452"), (.upcA, "0-36000-29145-2", "036000291452"),
      (.upcE, "0123456", "01234565"), (.upcE, "04252614", "04252614"), (.upcE, "1000050", "10000502"),
    ])
  func checkDigits(kind: CodeKind, input: String, expected: String) throws {
    let content = try CodeContent(kind, text: input)
    #expect(content.encoderInput == expected)
    #expect(content.humanReadable == expected)
    #expect(content.scannedText == expected)
    #expect(content.symbology == kind.symbology)
    // What is generated scans as a valid retail code of the same symbology family.
    let scanned = try ProductCode(content.scannedText, symbology: kind.symbology)
    #expect(scanned.text == expected)
  }

  @Test func wrongCheckDigitNamesTheExpectedDigit() {
    let error = #expect(throws: CodeContentError.self) { try CodeContent(.ean13, text: "4006381333937") }
    #expect(error == .wrongCheckDigit(.ean13, expected: 1, found: 7))
    #expect(error?.description == "EAN-13 check digit should be 1, found 7; leave it off to have it computed")
    #expect(throws: CodeContentError.wrongCheckDigit(.upcE, expected: 5, found: 6)) {
      try CodeContent(.upcE, text: "01234566")
    }
  }

  @Test func everySingleDigitChangeIsRefused() throws {
    let valid = Array("5901234123457")
    for position in 0..<12 {
      var changed = valid
      let digit = try #require(changed[position].wholeNumberValue)
      changed[position] = Character(String((digit + 1) % 10))
      let error = #expect(throws: CodeContentError.self) { try CodeContent(.ean13, text: String(changed)) }
      guard case .wrongCheckDigit(.ean13, let expected, let found) = error else {
        Issue.record("position \(position): \(String(describing: error))")
        continue
      }
      #expect(found == 7)
      #expect(expected != 7)
    }
  }

  @Test(
    "wrong lengths say what each code takes",
    arguments: [
      (
        CodeKind.ean13, "12345678901",
        "EAN-13 takes 12 digits (the check digit is added) or 13 with the right check digit; this has 11"
      ),
      (
        .ean8, "123456789",
        "EAN-8 takes 7 digits (the check digit is added) or 8 with the right check digit; this has 9"
      ),
      (
        .upcA, "1234567890",
        "UPC-A takes 11 digits (the check digit is added) or 12 with the right check digit; this has 10"
      ),
      (.upcE, "012345", "UPC-E takes 7 digits (the check digit is added) or 8 with the right check digit; this has 6"),
    ])
  func wrongLengths(kind: CodeKind, input: String, message: String) {
    let error = #expect(throws: CodeContentError.self) { try CodeContent(kind, text: input) }
    #expect(error?.description == message)
  }

  @Test func otherCharactersAreNamedWithTheirPosition() {
    let error = #expect(throws: CodeContentError.self) { try CodeContent(.ean13, text: "40063813339A") }
    #expect(error?.description == "EAN-13 takes digits only; 'A' at position 12 is not one")
    #expect(throws: CodeContentError.notADigit(.ean8, character: "\u{0664}", position: 1)) {
      try CodeContent(.ean8, text: "\u{0664}123456")
    }
    #expect(throws: CodeContentError.empty(.upcA)) { try CodeContent(.upcA, text: " - ") }
  }

  @Test func upcEStartsWithNumberSystemZeroOrOne() {
    let error = #expect(throws: CodeContentError.self) { try CodeContent(.upcE, text: "2123456") }
    #expect(
      error?.description == "UPC-E starts with number system 0 or 1; this starts with 2 (use UPC-A or EAN-13 instead)")
  }

  @Test func upcENotInItsStandardFormSaysWhichFormToUse() {
    let error = #expect(throws: CodeContentError.self) { try CodeContent(.upcE, text: "1000005") }
    #expect(error == .upcENotShortForm(given: "1000005", upcA: "100000000052", shortForm: "10000502"))
    #expect(
      error?.description == "1000005 is not a valid UPC-E: it stands for UPC-A 100000000052, whose UPC-E is 10000502")
  }

  /// The rules zint checks ("X3 shall not be 0, 1 or 2" and so on), stated independently of the compression.
  private static func isStandardUPCE(_ middle: [UInt8]) -> Bool {
    switch middle[5] {
    case 3: middle[2] >= 3
    case 4: middle[3] != 0
    case 5...9: middle[4] != 0
    default: true
    }
  }

  @Test func upcEIsAcceptedExactlyInItsStandardForm() throws {
    // Every 7th six-digit middle, for both number systems: about 286,000 codes.
    for numberSystem in [UInt8(0), 1] {
      for value in stride(from: 0, to: 1_000_000, by: 7) {
        let middle = (0..<6).map { UInt8((value / Self.powerOfTen(5 - $0)) % 10) }
        let payload = [numberSystem] + middle
        let upcA = ProductCode.expandUPCE(numberSystem: numberSystem, middle: middle)
        let roundTrips = UPCEShortForm.compressed(upcA) == payload
        guard roundTrips == Self.isStandardUPCE(middle) else {
          Issue.record("\(CheckDigit.text(payload)): compresses back \(roundTrips)")
          return
        }
      }
    }
  }

  @Test func upcEAndItsUPCAShareOneProduct() throws {
    let upcE = try CodeContent(.upcE, text: "0425261")
    let upcA = try CodeContent(.upcA, text: "04210000526")
    #expect(upcA.encoderInput == "042100005264")
    #expect(
      try ProductCode(upcE.scannedText, symbology: .upcE).key == ProductCode(upcA.scannedText, symbology: .upcA).key)
  }

  @Test func uncompressibleUPCAHasNoShortForm() {
    #expect(UPCEShortForm.compressed([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 1]) == nil)
    #expect(UPCEShortForm.compressed([2, 1, 2, 0, 0, 0, 0, 0, 3, 4, 5]) == nil)
    // A product number 0000n needs n of 5-9 unless the manufacturer number ends in 0.
    #expect(UPCEShortForm.compressed([0, 1, 2, 3, 4, 5, 0, 0, 0, 0, 3]) == nil)
  }

  @Test func everyShortFormExpandsBackToItsUPCA() {
    // UPC-As built from the digits 0, 3 and 5, rich in the zeros that make them compressible.
    let digits: [UInt8] = [0, 3, 5]
    var compressible = 0
    for numberSystem in [UInt8(0), 1] {
      for index in 0..<59049 {
        let body = (0..<10).map { digits[(index / Self.powerOfThree($0)) % 3] }
        let upcA = [numberSystem] + body
        guard let short = UPCEShortForm.compressed(upcA) else { continue }
        compressible += 1
        let expanded = ProductCode.expandUPCE(numberSystem: short[0], middle: Array(short[1...]))
        guard expanded == upcA else {
          Issue.record("\(CheckDigit.text(upcA)) compresses to \(CheckDigit.text(short)), which expands to \(expanded)")
          return
        }
      }
    }
    #expect(compressible > 0)
  }

  private static func powerOfThree(_ exponent: Int) -> Int { (0..<exponent).reduce(1) { value, _ in value * 3 } }

  private static func powerOfTen(_ exponent: Int) -> Int { (0..<exponent).reduce(1) { value, _ in value * 10 } }
}
