import Testing
@testable import InventoryCore

@Suite struct ProductCodeTests {
  @Test func upcAAndEAN13FormsShareOneKey() throws {
    #expect(try ProductCode("036000291452").key == ProductCode("0036000291452").key)
  }
}
