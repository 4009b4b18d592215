import Testing

@testable import InventoryCore

/// What an inventory reads off a GS1 label, by name, and how its GTIN meets `ProductCode`.
@Suite struct GS1AccessorsTests {
  private func parse(_ text: String) throws(GS1Problem) -> GS1ElementString {
    try GS1ElementString.parse(bracketed: text, referenceYear: testYear)
  }

  @Test func namedElementsAreReadable() throws {
    let string = try parse("(01)09506000134352(17)261231(15)260900(10)LOT-7(21)SN42(30)12")
    #expect(string.gtin == "09506000134352")
    #expect(string.expiry?.description == "2026-12-31")
    #expect(string.bestBefore?.description == "2026-09-30")
    #expect(string.batch == "LOT-7")
    #expect(string.serial == "SN42")
    #expect(string.count == 12)
    #expect(
      string.elements.map(\.title) == [
        "GTIN", "USE BY or EXPIRY", "BEST BEFORE or BEST BY", "BATCH/LOT", "SERIAL", "VAR. COUNT",
      ])
  }

  @Test func absentElementsAreNil() throws {
    let string = try parse("(00)106141412345678908")
    #expect(string.gtin == nil)
    #expect(string.gtinAsRetailCode == nil)
    #expect(string.productCode == nil)
    #expect(string.expiry == nil)
    #expect(string.batch == nil)
    #expect(string.serial == nil)
    #expect(string.count == nil)
  }

  @Test func logisticUnitCountsItsContent() throws {
    let string = try parse("(00)106141412345678908(02)10614141000019(37)48")
    #expect(string.contentGTIN == "10614141000019")
    #expect(string.count == 48)
  }

  @Test(
    "a GTIN-14 becomes its shortest retail form",
    arguments: [
      ("09506000134352", "9506000134352", Symbology.ean13), ("00036000291452", "036000291452", .upcA),
      ("00000096385074", "96385074", .ean8), ("10614141000019", "10614141000019", .gtin14),
      ("09780306406157", "9780306406157", .isbn13),
    ])
  func retailFormOfTheGTIN(gtin: String, retail: String, symbology: Symbology) throws {
    let string = try parse("(01)\(gtin)")
    #expect(string.gtinAsRetailCode == retail)
    let code = try #require(string.productCode)
    #expect(code.key == gtin)
    #expect(code.symbology == symbology)
    // The same product scanned by its own retail barcode has the same key.
    #expect(try ProductCode(retail).lookupKeys.contains(gtin))
  }

  @Test func ean8ThatSpellsAUPCEKeepsItsGTIN() throws {
    // "01234565" alone reads as UPC-E; from a GTIN it is the EAN-8, and its key stays the GTIN.
    let code = try #require(try parse("(01)00000001234565").productCode)
    #expect(code.symbology == .ean8)
    #expect(code.key == "00000001234565")
  }

  @Test func elementsAreReachableByAI() throws {
    let string = try parse("(01)09506000134352(3103)000500")
    #expect(string.element("3103")?.title == "NET WEIGHT (kg)")
    #expect(string.value("3103") == "000500")
    #expect(string.element("17") == nil)
    #expect(string.description == "(01)09506000134352(3103)000500")
  }
}
