import Foundation
import Testing

@testable import InventoryCore

/// Each element's data is checked against its AI: length, character set, check digit.
@Suite struct GS1ValidationTests {
  private func parse(_ text: String) throws(GS1Problem) -> GS1ElementString {
    try GS1ElementString.parse(bracketed: text, referenceYear: testYear)
  }

  private func problem(_ text: String) -> GS1Problem? {
    gs1Problem { () throws(GS1Problem) in try parse(text) }
  }

  @Test func wrongCheckDigitNamesTheExpectedDigit() {
    #expect(problem("(01)09506000134353") == .wrongCheckDigit(ai: "01", expected: 2, found: 3))
    #expect(problem("(01)09506000134353")?.description == "AI 01: check digit should be 2, not 3")
  }

  @Test(
    "check digits are verified on every key that has one",
    arguments: [
      ("00", "106141412345678908"), ("01", "09506000134352"), ("02", "10614141000019"), ("410", "9501101020016"),
      ("411", "9501101020016"), ("414", "9501101020016"), ("417", "9501101020016"), ("8017", "123456789012345675"),
      ("8018", "123456789012345675"), ("253", "9501101020016DOC1"), ("8006", "095060001343520102"),
    ])
  func checkDigitsAreVerified(ai: String, valid: String) throws {
    #expect(try parse("(\(ai))\(valid)").value(ai) == valid)
    // Change the check digit (the last digit of the key part) and expect the right one to be named.
    let digits = Array(valid)
    let keyLength = GS1ApplicationIdentifier.lookup(ai)?.components.first?.maximumLength ?? 0
    let checkIndex = keyLength - 1
    let right = Int(String(digits[checkIndex])) ?? -1
    let wrong = (right + 5) % 10
    var broken = digits
    broken[checkIndex] = Character(String(wrong))
    #expect(problem("(\(ai))\(String(broken))") == .wrongCheckDigit(ai: ai, expected: right, found: wrong))
  }

  @Test func overLongLotSaysTheLimit() throws {
    let lot = String(repeating: "A", count: 21)
    #expect(problem("(10)\(lot)") == .tooLong(ai: "10", found: 21, maximum: 20))
    #expect(problem("(10)\(lot)")?.description == "AI 10: 21 characters, at most 20")
    #expect(try parse("(10)\(lot.dropLast())").batch?.count == 20)
  }

  @Test func fixedLengthsAreExact() {
    #expect(problem("(01)0950600013435")?.description == "AI 01: 13 characters, should be 14")
    #expect(problem("(17)26123")?.description == "AI 17: 5 characters, should be 6")
  }

  @Test func requiredPartsMakeAMinimumLength() {
    #expect(problem("(253)950110102001")?.description == "AI 253: 12 characters, at least 13")
  }

  @Test func lengthThatSplitsIntoNoPartsIsRefused() {
    // 8008 is N6 N2 [N2] [N2]: nine digits leave one for a two-digit part.
    #expect(problem("(8008)261231101")?.description == "AI 8008: 9 characters do not fit N6 N2 [N2] [N2]")
    #expect(throws: Never.self) { try parse("(8008)2612311015") }
  }

  @Test func numericFieldsTakeDigitsOnly() {
    #expect(problem("(01)0950600013435A")?.description == "AI 01: 'A' is not a digit")
    #expect(problem("(30)1O")?.description == "AI 30: 'O' is not a digit")
  }

  @Test(
    "characters outside set 82 are refused in X fields",
    arguments: [" ", "#", "~", "|", "@", "é", "\u{1D}", "\t"])
  func oddCharactersAreRefusedInSet82(character: String) throws {
    let scalar = try #require(character.unicodeScalars.first)
    #expect(problem("(10)A\(character)B") == .invalidCharacter(ai: "10", character: scalar, allowed: .set82))
  }

  @Test func set82IncludesLowercaseAndItsSymbols() throws {
    let lot = "ab!\"%&'()*+,-./:"
    let serial = ";<=>?_xyzXYZ019"
    let string = try parse("(10)\(lot)(21)\(serial)")
    #expect(string.batch == lot)
    #expect(string.serial == serial)
  }

  @Test func set39RefusesLowercase() {
    #expect(problem("(8010)AB-1/#")?.description == nil)
    #expect(problem("(8010)ab")?.description == "AI 8010: 'a' is not in GS1 character set 39")
  }

  @Test func mixedFieldsCheckEachPart() {
    // 421: ISO country code (three digits), then a postal code in set 82.
    #expect(problem("(421)528AB12") == nil)
    #expect(problem("(421)5X8AB12") == .invalidCharacter(ai: "421", character: "X", allowed: .numeric))
  }

  @Test func optionalTrailingPartsMayBeLeftOut() throws {
    #expect(try parse("(4330)001234").value("4330") == "001234")
    #expect(try parse("(4330)001234-").value("4330") == "001234-")
    #expect(try parse("(253)9501101020016").value("253") == "9501101020016")
  }

  @Test func decimalAIGivesADecimalValue() throws {
    let weight = try #require(try parse("(3103)000500").element("3103")?.decimalValue)
    #expect(weight.description == "0.500")
    #expect(weight.decimal == Decimal(sign: .plus, exponent: -1, significand: 5))
    #expect(try parse("(3922)12345").element("3922")?.decimalValue?.description == "123.45")
    #expect(try parse("(3100)000042").element("3100")?.decimalValue?.description == "42")
    #expect(try parse("(3925)42").element("3925")?.decimalValue?.description == "0.00042")
  }

  @Test func amountWithCurrencyKeepsTheCodeApart() throws {
    let price = try #require(try parse("(3932)9781999").element("3932"))
    #expect(price.currencyCode == "978")
    #expect(price.decimalValue?.description == "19.99")
  }

  @Test func longestAmountDoesNotOverflow() throws {
    let amount = try parse("(3900)999999999999999").element("3900")?.decimalValue
    #expect(amount?.significand == 999_999_999_999_999)
  }

  @Test func countsParseToWholeNumbers() throws {
    #expect(try parse("(02)10614141000019(37)48").count == 48)
    #expect(try parse("(01)09506000134352(30)00000012").count == 12)
    #expect(try parse("(37)99999999").count == 99_999_999)
    #expect(problem("(37)123456789") == .tooLong(ai: "37", found: 9, maximum: 8))
  }

  @Test func repeatedAIWithOtherDataIsRefused() throws {
    #expect(problem("(10)A(10)B")?.description == "AI 10 appears twice with different values")
    #expect(try pairs(parse("(10)A(10)A")) == [["10", "A"]])
  }
}
