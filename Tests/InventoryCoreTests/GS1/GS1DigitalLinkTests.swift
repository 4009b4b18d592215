import Testing

@testable import InventoryCore

/// GS1 Digital Link URIs, as GS1 QR Codes and DataMatrix carry them.
@Suite struct GS1DigitalLinkTests {
  private func parse(_ text: String) throws(GS1Problem) -> GS1ElementString {
    try GS1ElementString.parse(digitalLink: text, referenceYear: testYear)
  }

  @Test func standardExampleGivesGTINLotAndExpiry() throws {
    let string = try parse("https://id.gs1.org/01/09506000134352/10/ABC?17=261231")
    #expect(pairs(string) == [["01", "09506000134352"], ["10", "ABC"], ["17", "261231"]])
    #expect(string.expiry?.description == "2026-12-31")
  }

  @Test func anyHostAndPathPrefixWork() throws {
    let string = try parse("http://shop.example.com/p/some/where/01/09506000134352/22/V1/10/L7/21/S1")
    #expect(pairs(string) == [["01", "09506000134352"], ["22", "V1"], ["10", "L7"], ["21", "S1"]])
  }

  @Test func encodedSpaceIsStillRefusedInData() {
    let problem = gs1Problem { () throws(GS1Problem) in try parse("https://id.gs1.org/01/09506000134352/10/A%20B") }
    #expect(problem?.description == "AI 10: a space is not in GS1 character set 82")
  }

  @Test func percentEncodedValuesAreDecoded() throws {
    let string = try parse("https://example.com/01/09506000134352/10/L%2F7%25/21/A%2BB?linkType=all")
    #expect(pairs(string) == [["01", "09506000134352"], ["10", "L/7%"], ["21", "A+B"]])
  }

  @Test func queryAttributesThatAreAIsBecomeElements() throws {
    let string = try parse("https://example.com/01/09506000134352?3103=000500&17=261231&linkType=gs1:pip#top")
    #expect(pairs(string) == [["01", "09506000134352"], ["3103", "000500"], ["17", "261231"]])
    #expect(string.element("3103")?.decimalValue?.description == "0.500")
  }

  @Test(
    "short GTINs in the path are padded to 14 digits",
    arguments: [
      ("9506000134352", "09506000134352"), ("036000291452", "00036000291452"), ("96385074", "00000096385074"),
    ])
  func shortGTINsArePadded(path: String, gtin: String) throws {
    #expect(try parse("https://id.gs1.org/01/" + path).gtin == gtin)
  }

  @Test func oldShortNamesAreUnderstood() throws {
    let string = try parse("https://example.com/gtin/09506000134352/lot/ABC/ser/42")
    #expect(pairs(string) == [["01", "09506000134352"], ["10", "ABC"], ["21", "42"]])
  }

  @Test func schemeAndHostCaseDoNotMatter() throws {
    #expect(try parse("HTTPS://ID.GS1.ORG/01/09506000134352").gtin == "09506000134352")
  }

  @Test func otherPrimaryKeysAreRead() throws {
    #expect(try pairs(parse("https://id.gs1.org/00/106141412345678908")) == [["00", "106141412345678908"]])
    #expect(
      try pairs(parse("https://id.gs1.org/414/9501101020016/254/A1")) == [["414", "9501101020016"], ["254", "A1"]])
  }

  @Test func qualifiersOutOfOrderAreRefused() {
    let problem = gs1Problem { () throws(GS1Problem) in try parse("https://id.gs1.org/01/09506000134352/21/S/10/L") }
    #expect(
      problem?.description
        == "GS1 Digital Link: key qualifiers after /01 follow /22/10/21 or /235 in that order, not /21/10")
  }

  @Test func qualifierOfAnotherKeyIsRefused() {
    let problem = gs1Problem { () throws(GS1Problem) in try parse("https://id.gs1.org/01/09506000134352/254/A") }
    #expect(problem == .malformedDigitalLink("/254 is not a key qualifier of /01"))
  }

  @Test func segmentWithoutValueIsRefused() {
    let problem = gs1Problem { () throws(GS1Problem) in try parse("https://id.gs1.org/01/09506000134352/10") }
    #expect(problem == .malformedDigitalLink("a path segment after /01 has no value"))
  }

  @Test func badPercentEscapeIsRefused() {
    let problem = gs1Problem { () throws(GS1Problem) in try parse("https://id.gs1.org/01/09506000134352/10/A%G1") }
    #expect(problem == .malformedDigitalLink("\"%\" should be followed by two hexadecimal digits"))
  }

  @Test func valuesAreValidatedLikeAnyOther() {
    let badCheck = gs1Problem { () throws(GS1Problem) in try parse("https://id.gs1.org/01/09506000134353") }
    #expect(badCheck == .wrongCheckDigit(ai: "01", expected: 2, found: 3))
    let badDate = gs1Problem { () throws(GS1Problem) in try parse("https://id.gs1.org/01/09506000134352?17=261331") }
    #expect(badDate?.description == "AI 17: month 13")
    let unknown = gs1Problem { () throws(GS1Problem) in try parse("https://id.gs1.org/01/09506000134352?239=1") }
    #expect(unknown == .unknownAI("239"))
  }

  @Test(
    "web addresses without a primary key are not Digital Links",
    arguments: [
      "https://example.com/", "https://example.com/about/us", "https://example.com/01",
      "ftp://id.gs1.org/01/09506000134352",
      "https:///01/09506000134352", "https://example.com/?01=09506000134352",
    ])
  func otherAddressesAreNotDigitalLinks(text: String) {
    #expect(gs1Problem { () throws(GS1Problem) in try parse(text) } == .notDigitalLink)
    #expect(GS1ElementString.detect(text, referenceYear: testYear) == nil)
  }
}
