import Testing

@testable import InventoryCore

@Suite struct InStoreCodeTests {
  @Test(arguments: [0, 1, 42, 9_999_999_999])
  func inStoreCodesAreValidRestrictedCirculationEAN13s(sequence: Int) throws {
    let code = InStoreCode.ean13(sequence: sequence)
    #expect(code.text.hasPrefix("20"))
    #expect(code.text.count == 13)
    // Re-parsing from text (as a scanner would send it) validates the check digit independently.
    let reparsed = try ProductCode(code.text)
    #expect(reparsed.symbology == .ean13)
    #expect(InStoreCode.sequence(of: reparsed) == sequence)
  }

  @Test func sequenceOfOtherCodesIsNil() throws {
    #expect(InStoreCode.sequence(of: try ProductCode("4006381333931")) == nil)
    #expect(InStoreCode.sequence(of: try ProductCode("20ABC", symbology: .code128)) == nil)
  }
}
