import Foundation
import InventoryCore
import SQLiteStore
import TestSupport
import Testing

@testable import ProductCatalogue

/// The catalogue as a real SQLite file: imported from the fixtures, looked up by every form of a code,
/// updated by a re-import, and never left half-written.
@Suite struct CatalogueImportTests {
  let folder: TemporaryDirectory
  var path: String { folder.path("data/catalog.sqlite") }

  init() throws {
    folder = try TemporaryDirectory("catalogue")
  }

  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Catalogue")
  static let openFoodFacts = fixtures.appendingPathComponent("openfoodfacts-sample.tsv").path
  static let supplierList = fixtures.appendingPathComponent("supplier-list.csv").path

  @discardableResult
  func importFile(_ file: String, _ options: CatalogueImporter.Options = .init()) throws -> CatalogueImportSummary {
    try CatalogueImporter.importFile(try CatalogueSource(path: file), into: path, options: options)
  }

  func names(_ catalogue: SQLiteProductCatalogue, _ codes: [String]) throws -> [String?] {
    try codes.map { try catalogue.product(for: try ProductCode($0))?.name }
  }

  @Test func theOpenFoodFactsSampleIsImportedWithItsCounts() throws {
    var fractions: [Double] = []
    let summary = try CatalogueImporter.importFile(
      try CatalogueSource(path: Self.openFoodFacts), into: path, options: .init()
    ) { fractions.append($0) }
    #expect(summary.format == .openFoodFacts)
    #expect(summary.counts.read == 14 && summary.counts.kept == 10 && summary.added == 10 && summary.updated == 0)
    #expect(
      summary.counts.skippedLines == [
        .missingName: [9], .invalidCode: [12], .wrongColumnCount: [13], .notAProductCode: [14],
      ])
    #expect(fractions.last == 1)
    let catalogue = try SQLiteProductCatalogue.open(path: path)
    #expect(try catalogue.productCount == 10)
    let last = try #require(try catalogue.lastImport())
    #expect(last.source == Self.openFoodFacts && last.format == .openFoodFacts && last.kept == 10 && last.skipped == 4)
    #expect(last.skippedDetail == summary.counts.skippedText)
  }

  @Test(
    "every form of a code finds its product",
    arguments: [
      (["038000138416", "0038000138416", "00038000138416"], "Pringles Original"),  // UPC-A, EAN-13, GTIN-14
      (["0049000006346", "049000006346"], "Coca-Cola Classic"),  // OFF's 13 digits, the UPC-A on the can
      (["40170725", "0000040170725", "00000040170725"], "Haribo Goldbären"),  // EAN-8 with leading zeros
      (["40111216"], "Ritter Sport Vollmilch"),
      (["10038000138413"], "Pringles Original, case of 14"),
      (["3017620422003"], "Nutella"),
    ])
  func everyFormOfACodeFindsItsProduct(codes: [String], name: String) throws {
    try importFile(Self.openFoodFacts)
    let catalogue = try SQLiteProductCatalogue.open(path: path)
    #expect(try names(catalogue, codes) == codes.map { _ in name })
  }

  @Test func booksAndSuppliersCodesAreFoundAsTheInventoryFindsThem() throws {
    try importFile(Self.supplierList)
    let catalogue = try SQLiteProductCatalogue.open(path: path)
    #expect(
      try names(catalogue, ["0306406152", "9780306406157"]) == [
        "Data Structures, 2nd edition", "Data Structures, 2nd edition",
      ])
    #expect(try names(catalogue, ["HX-2231", "hx-2231"]) == ["Hex bolt M8 x 40, zinc plated", nil])
    #expect(try names(catalogue, ["0036000291452", "96385074"]) == ["Tissues, 3-ply", nil])
    let book = try #require(try catalogue.product(for: try ProductCode("0306406152")))
    #expect(book.code == "9780306406157" && book.brand == "Addison-Wesley" && book.categories == ["Books"])
  }

  @Test func aReimportUpdatesTheProductsItHasAndAddsTheOthers() throws {
    try importFile(Self.openFoodFacts)
    let update = folder.path("update.csv")
    try "code,name,brand,category\n0038000138416,Pringles Sour Cream,Pringles,Crisps\n9780306406157,A book,,Books\n"
      .write(toFile: update, atomically: true, encoding: .utf8)
    let summary = try importFile(update)
    #expect(summary.added == 1 && summary.updated == 1)
    let catalogue = try SQLiteProductCatalogue.open(path: path)
    #expect(try catalogue.productCount == 11)
    let pringles = try #require(try catalogue.product(for: try ProductCode("038000138416")))
    #expect(pringles.name == "Pringles Sour Cream" && pringles.code == "0038000138416" && pringles.quantity == "")
    #expect(try names(catalogue, ["3017620422003"]) == ["Nutella"], "products not in the file stay")
  }

  @Test func replaceStartsFromAnEmptyCatalogue() throws {
    try importFile(Self.openFoodFacts)
    let summary = try importFile(Self.supplierList, .init(replace: true))
    #expect(summary.added == 6 && summary.replaced)
    let catalogue = try SQLiteProductCatalogue.open(path: path)
    #expect(try catalogue.productCount == 6)
    #expect(try names(catalogue, ["3017620422003"]) == [nil])
  }

  @Test func filtersKeepOnlyTheMatchingProducts() throws {
    let summary = try importFile(Self.openFoodFacts, .init(filter: CatalogueFilter(countries: ["France"])))
    #expect(summary.counts.kept == 2 && summary.counts.filteredOut == 8)
    let catalogue = try SQLiteProductCatalogue.open(path: path)
    #expect(
      try names(catalogue, ["3017620422003", "40170725", "038000138416"]) == ["Nutella", "Haribo Goldbären", nil])
    #expect(try catalogue.lastImport()?.filter == "--country France")
  }

  @Test func tinyChunksAndBatchesBuildTheSameCatalogue() throws {
    let whole = try importFile(Self.openFoodFacts)
    let small = try CatalogueImporter.importFile(
      try CatalogueSource(path: Self.openFoodFacts), into: folder.path("small.sqlite"),
      options: .init(batchSize: 3, chunkSize: 5))
    #expect(small.counts == whole.counts)
    let (a, b) = (
      try SQLiteProductCatalogue.open(path: path), try SQLiteProductCatalogue.open(path: folder.path("small.sqlite"))
    )
    let codes = ["3017620422003", "038000138416", "40111216", "0000040170725", "5000159407120", "8410076472885"]
    #expect(
      try codes.map { try a.product(for: try ProductCode($0)) } == codes.map { try b.product(for: try ProductCode($0)) }
    )
  }
}
