import Foundation
import Testing

@testable import InventoryCore

/// Open Food Facts' export read as a catalogue: columns by name, codes keyed as the inventory keys them,
/// bad rows skipped and counted with their lines.
@Suite struct OpenFoodFactsReaderTests {
  @Test func theSampleGivesItsProductsAndCountsEveryRowItSkips() throws {
    let read = try CatalogueFixture.read(try CatalogueFixture.openFoodFacts())
    #expect(read.format == .openFoodFacts)
    #expect(
      read.products.map(\.code) == [
        "3017620422003", "038000138416", "0049000006346", "40111216", "10038000138413", "0000040170725",
        "7613039350508", "5000159407120", "5410000234216", "8410076472885",
      ])
    #expect(read.counts.read == 14 && read.counts.kept == 10 && read.counts.filteredOut == 0)
    #expect(read.counts.skipped == [.missingName: 1, .invalidCode: 1, .wrongColumnCount: 1, .notAProductCode: 1])
    #expect(
      read.counts.skippedLines == [
        .missingName: [9], .invalidCode: [12], .wrongColumnCount: [13], .notAProductCode: [14],
      ])
    #expect(
      read.counts.skippedText
        == "1 with a wrong number of columns (line 13), 1 with an invalid code (line 12), 1 whose code is no GTIN, "
        + "EAN, UPC or ISBN (line 14), 1 without a product name (line 9)")
  }

  @Test func aProductCarriesItsNameBrandQuantityAndCategories() throws {
    let read = try CatalogueFixture.read(try CatalogueFixture.openFoodFacts())
    let nutella = try #require(read.products.first)
    #expect(nutella.name == "Nutella" && nutella.brand == "Ferrero" && nutella.quantity == "400 g")
    #expect(
      nutella.categories == [
        "Breakfasts", "Spreads", "Sweet spreads", "Hazelnut spreads", "Cocoa and hazelnuts spreads",
      ])
    #expect(nutella.suggestedCategory == "Cocoa and hazelnuts spreads")
    #expect(nutella.productCode.symbology == .ean13 && nutella.key == "03017620422003")
    #expect(nutella.summary == "Nutella, Ferrero, 400 g (Cocoa and hazelnuts spreads)")
  }

  @Test(
    "every code form is keyed as the inventory keys it",
    arguments: [
      ("038000138416", Symbology.upcA, "00038000138416"),
      ("0049000006346", .ean13, "00049000006346"),
      ("40111216", .ean8, "00000040111216"),
      ("10038000138413", .gtin14, "10038000138413"),
      ("0000040170725", .ean13, "00000040170725"),
    ])
  func codesAreKeyedLikeInventoryBarcodes(code: String, symbology: Symbology, key: String) throws {
    let read = try CatalogueFixture.read(try CatalogueFixture.openFoodFacts())
    let product = try #require(read.products.first { $0.code == code })
    #expect(product.productCode.symbology == symbology)
    #expect(product.key == key)
    #expect(product.key == (try ProductCode(itemBarcode: code).key))
  }

  @Test func aRowWithoutProductNameTakesItsGenericNameAndAStrayQuoteIsText() throws {
    let read = try CatalogueFixture.read(try CatalogueFixture.openFoodFacts())
    #expect(read.products.first { $0.code == "5000159407120" }?.name == "Sparkling mineral water")
    #expect(read.products.first { $0.code == "5410000234216" }?.name == "Pommes \"Golden")
  }

  @Test(
    "the suggested category is the most specific one that reads as a name",
    arguments: [
      ("3017620422003", "Cocoa and hazelnuts spreads"),  // main_category_en
      ("10038000138413", "Crisps"),  // no main_category_en: the last of categories_en
      ("7613039350508", "Cremes fraiches epaisses"),  // only an untranslated tag, made readable
      ("5000159407120", "Mineral waters"),
    ])
  func suggestedCategory(code: String, category: String) throws {
    let read = try CatalogueFixture.read(try CatalogueFixture.openFoodFacts())
    #expect(read.products.first { $0.code == code }?.suggestedCategory == category)
  }

  @Test func columnsAreFoundByNameWhereverTheyAre() throws {
    let (header, rows) = try CatalogueFixture.openFoodFactsLines()
    let order = Array(header.indices.reversed())
    // The short row stays short (reversed as it is), so it is still skipped.
    let reordered = ([header] + rows).map { fields in
      (fields.count == header.count ? order.map { fields[$0] } : fields.reversed()).joined(separator: "\t")
    }
    let original = try CatalogueFixture.read(try CatalogueFixture.openFoodFacts())
    let read = try CatalogueFixture.read(reordered.joined(separator: "\n") + "\n")
    #expect(read.products == original.products)
    #expect(read.counts == original.counts)
  }

  @Test(
    "a country or category filter matches OFF tags and names, any case, with or without the language",
    arguments: [
      (CatalogueFilter(countries: ["france"]), ["3017620422003", "0000040170725"]),
      (CatalogueFilter(countries: ["en:France"]), ["3017620422003", "0000040170725"]),
      (CatalogueFilter(countries: ["GERMANY"]), ["3017620422003", "40111216"]),
      (CatalogueFilter(countries: ["United Kingdom"]), ["5000159407120"]),
      (CatalogueFilter(countries: ["united-kingdom"]), ["5000159407120"]),
      (CatalogueFilter(countries: ["España"]), ["8410076472885"]),  // as a contributor typed it
      (CatalogueFilter(countries: ["belgium", "switzerland"]), ["0000040170725", "7613039350508", "5410000234216"]),
      (CatalogueFilter(categories: ["en:crisps"]), ["038000138416", "10038000138413"]),
      (CatalogueFilter(categories: ["Sodas"]), ["0049000006346"]),
      (CatalogueFilter(countries: ["united states"], categories: ["potato crisps"]), ["038000138416"]),
    ])
  func filters(filter: CatalogueFilter, codes: [String]) throws {
    let read = try CatalogueFixture.read(try CatalogueFixture.openFoodFacts(), filter: filter)
    #expect(read.products.map(\.code) == codes)
    #expect(read.counts.filteredOut == 10 - codes.count)
    #expect(read.counts.skippedCount == 4, "bad rows are skipped whatever the filter")
  }

  @Test func aFilterOnAColumnTheFileLacksIsRefused() throws {
    let text = "code\tproduct_name\tquantity\n3017620422003\tNutella\t400 g\n"
    #expect(
      throws: CatalogueFileError.filterWithoutColumn(option: "--country", column: "countries_tags", .openFoodFacts)
    ) {
      try CatalogueFixture.read(text, filter: CatalogueFilter(countries: ["france"]))
    }
    // Without a filter, the mobile app's cut-down export is a catalogue.
    #expect(try CatalogueFixture.read(text).products.map(\.summary) == ["Nutella, 400 g"])
  }
}
