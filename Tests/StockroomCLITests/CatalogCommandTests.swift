import Foundation
import TestSupport
import Testing

/// `stockroom catalog` and the catalogue in `stockroom scan`, run as the built binary: the catalogue file sits
/// beside the suite's database unless `--catalog` or STOCKROOM_CATALOG says otherwise.
@Suite struct CatalogCommandTests: StockroomCLISuite {
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Catalogue")
  static let openFoodFacts = fixtures.appendingPathComponent("openfoodfacts-sample.tsv").path
  static let supplierList = fixtures.appendingPathComponent("supplier-list.csv").path

  func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test func importPrintsItsSummaryAndLookUpSaysWhatACodeIs() throws {
    let imported = try stockroom("catalog", "import", Self.openFoodFacts, "--country", "en:france", "--country", "usa")
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(imported.stdout.hasPrefix("catalogue: 2 products from \(Self.openFoodFacts) (Open Food Facts export) in "))
    #expect(
      imported.stdout.contains(
        ": 2 added, 0 updated; 14 rows read, 8 filtered out (--country en:france --country usa), 4 skipped: "
          + "1 with a wrong number of columns (line 13)"),
      "\(imported.stdout)")
    #expect(FileManager.default.fileExists(atPath: folder.path("catalog.sqlite")))
    let found = try stockroom("catalog", "look-up", "40170725")
    #expect(found.status == 0)
    #expect(
      found.stdout == """
        Haribo Goldbären
        code:       0000040170725 (EAN-13)
        brand:      Haribo
        quantity:   200 g
        category:   Gummi candies
        categories: Snacks, Sweet snacks, Confectioneries, Candies, Gummi candies

        """)
    let missing = try stockroom("catalog", "look-up", "038000138416")
    #expect(missing.status == 3)
    #expect(missing.stderr.contains("038000138416 (UPC-A) is not in the product catalogue"), "\(missing.stderr)")
    #expect(try stockroom("catalog", "look-up", "038000138417").status == 65)
  }

  @Test func lookUpAsJSONGivesEveryField() throws {
    try stockroom("catalog", "import", Self.openFoodFacts)
    let result = try stockroom("catalog", "look-up", "0038000138416", "--json")
    let product = try json(result.stdout)
    #expect(product["name"] as? String == "Pringles Original")
    #expect(product["code"] as? String == "038000138416" && product["gtin13"] as? String == "0038000138416")
    #expect(product["symbology"] as? String == "UPC-A" && product["suggested_category"] as? String == "Potato crisps")
    #expect((product["categories"] as? [String])?.count == 6)
  }

  @Test func scanningACodeNotInStockSaysWhatTheCatalogueKnowsAndStillExits3() throws {
    try stockroom("catalog", "import", Self.openFoodFacts)
    let lookUp = try stockroom("scan", "3017620422003", "--look-up")
    #expect(lookUp.status == 3)
    #expect(
      lookUp.stderr
        == "stockroom: unknown code 3017620422003 (EAN-13), in the product catalogue: Nutella, Ferrero, 400 g "
        + "(Cocoa and hazelnuts spreads): add it with stockroom items add --barcode 3017620422003 --name Nutella\n")
    let scanJSON = try stockroom("scan", "0049000006346", "--json")
    #expect(scanJSON.status == 3)
    let report = try json(scanJSON.stdout)
    #expect(report["outcome"] as? String == "unknown")
    let catalogue = try #require(report["catalogue"] as? [String: Any])
    #expect(catalogue["name"] as? String == "Coca-Cola Classic" && catalogue["brand"] as? String == "Coca-Cola")
    // Unknown to both: as before, and no catalogue object.
    let neither = try stockroom("scan", "5901234123457", "--json")
    let neitherReport = try json(neither.stdout)
    #expect(
      neither.status == 3 && neitherReport["catalogue"] == nil && neitherReport["outcome"] as? String == "unknown")
    #expect(neither.stderr.contains("--name NAME"))
    // In stock: the inventory answers, the catalogue is not consulted.
    try stockroom("items", "add", "--name", "Spread", "--barcode", "3017620422003")
    #expect(try stockroom("scan", "3017620422003", "--look-up").stdout.hasPrefix("Spread: 0 in stock"))
  }

  @Test func scanningWithoutACatalogueWorksAsBefore() throws {
    let unknown = try stockroom("scan", "3017620422003")
    #expect(unknown.status == 3)
    #expect(unknown.stderr.hasPrefix("stockroom: unknown code 3017620422003 (EAN-13): add it with"))
  }

  @Test func aFileThatIsNoCatalogueOrNoFileIsAClearFailure() throws {
    let items = folder.path("items.csv")
    try "id,barcode,quantity\n1,4006381333931,3\n".write(toFile: items, atomically: true, encoding: .utf8)
    let wrong = try stockroom("catalog", "import", items)
    #expect(wrong.status == 65)
    #expect(wrong.stderr.contains("\(items): not a catalogue file (simple CSV): the header has no \"name\" column"))
    #expect(!FileManager.default.fileExists(atPath: folder.path("catalog.sqlite")))
    let missing = try stockroom("catalog", "import", folder.path("none.tsv"))
    #expect(missing.status == 74)
    #expect(missing.stderr == "stockroom: cannot read \(folder.path("none.tsv")): no such file\n")
    let forced = try stockroom("catalog", "import", Self.supplierList, "--format", "off")
    #expect(forced.status == 65 && forced.stderr.contains("\"product_name\" column"), "\(forced.stderr)")
    let none = try stockroom("catalog", "look-up", "3017620422003")
    #expect(none.status == 74 && none.stderr.contains("there is no product catalogue at"))
    #expect(try stockroom("catalog", "info").status == 74)
  }

  @Test func infoNamesTheFileItsProductsAndTheLastImport() throws {
    try stockroom("catalog", "import", Self.openFoodFacts)
    try stockroom("catalog", "import", Self.supplierList)
    let info = try stockroom("catalog", "info")
    #expect(info.status == 0)
    #expect(info.stdout.contains("catalogue:   \(folder.path("catalog.sqlite")) ("))
    #expect(info.stdout.contains("products:    16\n"))
    #expect(info.stdout.contains("from \(Self.supplierList) (simple CSV) in "), "\(info.stdout)")
    #expect(info.stdout.contains("9 rows read, 6 kept (6 added, 0 updated), 3 skipped: "))
    let asJSON = try json(try stockroom("catalog", "info", "--json").stdout)
    #expect(asJSON["products"] as? Int == 16)
    #expect((asJSON["last_import"] as? [String: Any])?["skipped"] as? Int == 3)
  }

  @Test func theCatalogueCanLiveElsewhere() throws {
    let elsewhere = folder.path("other/products.sqlite")
    #expect(try stockroom("catalog", "import", Self.supplierList, "--catalog", elsewhere).status == 0)
    #expect(FileManager.default.fileExists(atPath: elsewhere))
    let byOption = try stockroom("catalog", "look-up", "HX-2231", "--catalog", elsewhere)
    #expect(byOption.stdout.hasPrefix("Hex bolt M8 x 40, zinc plated\n"))
    let byEnvironment = try ProcessRunner.stockroom(
      ["scan", "HX-2231"], database: database, environment: ["STOCKROOM_CATALOG": elsewhere])
    #expect(byEnvironment.status == 3 && byEnvironment.stderr.contains("in the product catalogue: Hex bolt"))
  }

  @Test func aPipeCanBeImportedAndACompressedFileIsExplained() throws {
    let text = try String(contentsOfFile: Self.supplierList, encoding: .utf8)
    let piped = try stockroom("catalog", "import", "-", stdin: text)
    #expect(piped.status == 0 && piped.stdout.contains("6 products from - (simple CSV)"), "\(piped.stderr)")
    let gzip = folder.path("products.csv.gz")
    try Data([0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x0A]).write(to: URL(fileURLWithPath: gzip))
    let compressed = try stockroom("catalog", "import", gzip)
    #expect(compressed.status == 65 && compressed.stderr.contains("gzip-compressed: unpack it first"))
  }
}
