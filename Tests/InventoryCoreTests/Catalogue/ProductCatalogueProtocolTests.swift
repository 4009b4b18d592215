import Testing

@testable import InventoryCore

/// The in-memory catalogue finds a product as the stored one does (every reading of a code, its main key
/// first), and a product reads as one line for people.
@Suite struct ProductCatalogueProtocolTests {
  func product(_ code: String, _ name: String) throws -> CatalogueProduct {
    CatalogueProduct(code: code, productCode: try ProductCode(code), name: name)
  }

  @Test func everyReadingOfACodeFindsTheProductAndALaterOneReplacesAnEarlier() throws {
    let catalogue = InMemoryProductCatalogue([
      try product("036000291452", "Tissues"), try product("9780306406157", "Book"),
      try product("0036000291452", "Tissues, 3-ply"),
    ])
    #expect(catalogue.productCount == 2)
    for code in ["036000291452", "0036000291452", "00036000291452"] {
      #expect(try catalogue.product(for: try ProductCode(code))?.name == "Tissues, 3-ply")
    }
    #expect(try catalogue.product(for: try ProductCode("0306406152"))?.name == "Book")
    #expect(try catalogue.product(for: try ProductCode("96385074")) == nil)
  }

  @Test func anEightDigitCodeIsFoundByItsAlternativeReading() throws {
    // 01234565 reads as a UPC-E; a catalogue that holds its EAN-8 reading still finds it, as the inventory does.
    let ean8 = try ProductCode("01234565", symbology: .ean8)
    let catalogue = InMemoryProductCatalogue([CatalogueProduct(code: "01234565", productCode: ean8, name: "Mints")])
    #expect(try catalogue.product(for: try ProductCode("01234565"))?.name == "Mints")
  }

  @Test(
    arguments: [
      ["Nutella", "Ferrero", "400 g", "Spreads", "Nutella, Ferrero, 400 g (Spreads)"],
      ["Glue stick", "", "", "", "Glue stick"],
      ["Tape", "", "50 m", "", "Tape, 50 m"],
    ])
  func theSummaryNamesWhatIsKnown(fields: [String]) throws {
    let (name, brand, quantity, category, summary) = (fields[0], fields[1], fields[2], fields[3], fields[4])
    let product = CatalogueProduct(
      code: "4006381333931", productCode: try ProductCode("4006381333931"), name: name, brand: brand,
      quantity: quantity, categories: category.isEmpty ? [] : [category],
      suggestedCategory: category.isEmpty ? nil : category)
    #expect(product.summary == summary)
  }
}
