import Foundation
import Testing

@testable import InventoryCore

/// A supplier's `code,name,brand,category` list: quoted fields, a name over two lines, any code the inventory
/// accepts (a SKU as written), bad rows skipped and counted.
@Suite struct SimpleCatalogueReaderTests {
  @Test func theSupplierListGivesItsProductsAndCountsWhatItSkips() throws {
    let read = try CatalogueFixture.read(try CatalogueFixture.supplierList())
    #expect(read.format == .simpleCSV)
    #expect(
      read.products.map(\.summary) == [
        "Data Structures, 2nd edition, Addison-Wesley (Books)", "Hex bolt M8 x 40, zinc plated, Würth (Hardware)",
        "Tissues, 3-ply, Kleenex (Household)", "Highlighter \"Boss\" yellow, Stabilo (Office)",
        "Notebook A5 squared, 96 pages, Oxford (Office)", "Glue stick (Office)",
      ])
    #expect(read.products.map { $0.productCode.symbology } == [.isbn13, .other, .upcA, .ean13, .ean13, .ean13])
    #expect(read.products[1].key == "HX-2231")
    #expect(read.counts.read == 9 && read.counts.kept == 6)
    #expect(read.counts.skippedLines == [.invalidCode: [8], .wrongColumnCount: [9], .missingCode: [10]])
  }

  @Test func columnsAreFoundByNameAndSemicolonsWorkAsASpreadsheetSavesThem() throws {
    let read = try CatalogueFixture.read("Category;Notes;Name;Barcode\nBooks;x;\"Dune; a novel\";9780441013593\n")
    #expect(read.products.map(\.name) == ["Dune; a novel"])
    #expect(read.products.first?.suggestedCategory == "Books")
    #expect(read.products.first?.brand == "")
  }

  @Test func theCategoryFilterReadsTheCategoryColumnAndACountryFilterIsRefused() throws {
    let office = try CatalogueFixture.read(
      try CatalogueFixture.supplierList(), filter: CatalogueFilter(categories: ["office"]))
    #expect(office.products.map(\.code) == ["4006381333931", "5901234123457", "4003994155486"])
    #expect(office.counts.filteredOut == 3)
    #expect(throws: CatalogueFileError.filterWithoutColumn(option: "--country", column: "country", .simpleCSV)) {
      try CatalogueFixture.read(try CatalogueFixture.supplierList(), filter: CatalogueFilter(countries: ["france"]))
    }
  }

  @Test func aCommandCardsCodeIsNoProduct() throws {
    let read = try CatalogueFixture.read("code,name\n%SR:REMOVE,Card\n")
    #expect(read.products.isEmpty && read.counts.skipped == [.invalidCode: 1])
  }

  @Test func longTextIsCutAndControlCharactersBecomeOneSpace() throws {
    let name = String(repeating: "ab", count: 300)
    let read = try CatalogueFixture.read("code,name,brand\n4006381333931,\(name),\"Esc\u{1B}[2J\tape\"\n")
    let product = try #require(read.products.first)
    #expect(product.name.count == CatalogueLimits.nameLength && product.name.hasSuffix("…"))
    #expect(product.brand == "Esc [2J ape")
  }
}
