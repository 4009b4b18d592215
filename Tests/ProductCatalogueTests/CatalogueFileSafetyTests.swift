import Foundation
import InventoryCore
import SQLiteStore
import TestSupport
import Testing

@testable import ProductCatalogue

/// An import replaces the catalogue only when complete; anything else leaves the catalogue as it was and no
/// file behind. Files that are not catalogues are refused, never overwritten.
@Suite struct CatalogueFileSafetyTests {
  let folder: TemporaryDirectory
  var path: String { folder.path("catalog.sqlite") }

  init() throws {
    folder = try TemporaryDirectory("catalogue-safety")
  }

  func importFile(_ file: String, replace: Bool = false) throws -> CatalogueImportSummary {
    try CatalogueImporter.importFile(try CatalogueSource(path: file), into: path, options: .init(replace: replace))
  }

  func write(_ text: String, _ name: String) throws -> String {
    try text.write(toFile: folder.path(name), atomically: true, encoding: .utf8)
    return folder.path(name)
  }

  func leftovers() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.contains(".partial-") }
  }

  @Test func aFileThatIsNoCatalogueLeavesTheCatalogueAsItWas() throws {
    _ = try importFile(CatalogueImportTests.openFoodFacts)
    let items = try write("id,barcode,quantity\n1,4006381333931,3\n", "items.csv")
    #expect(throws: CatalogueFileError.self) { try importFile(items, replace: true) }
    #expect(try SQLiteProductCatalogue.open(path: path).productCount == 10)
    #expect(try leftovers().isEmpty)
  }

  @Test func aMissingOrUnreadableSourceIsNamed() throws {
    #expect(throws: CatalogueStoreError.cannotReadSource(path: folder.path("nope.tsv"), reason: "no such file")) {
      try CatalogueSource(path: folder.path("nope.tsv"))
    }
    #expect(
      throws: CatalogueStoreError.cannotReadSource(
        path: folder.url.path, reason: "it is a folder; give the path of the file inside it")
    ) {
      try CatalogueSource(path: folder.url.path)
    }
  }

  @Test func aKilledImportsCopyIsRemovedByTheNextImport() throws {
    let abandoned = path + ".partial-12345-abcd"
    try Data("half a catalogue".utf8).write(to: URL(fileURLWithPath: abandoned))
    _ = try importFile(CatalogueImportTests.supplierList)
    #expect(try leftovers().isEmpty)
  }

  @Test func anImportWhileAnotherRunsIsRefused() throws {
    do {
      let running = try CatalogueImportLock(catalogue: path)
      #expect(throws: CatalogueStoreError.importRunning(path: path)) {
        try importFile(CatalogueImportTests.supplierList)
      }
      withExtendedLifetime(running) {}
    }
    #expect(try importFile(CatalogueImportTests.supplierList).added == 6, "the lock goes with its holder")
  }

  @Test func anInventoryOrAnotherFileIsNeverTakenForACatalogue() throws {
    let inventory = folder.path("stockroom.sqlite")
    _ = try AppDatabase.open(path: inventory)
    let before = try Data(contentsOf: URL(fileURLWithPath: inventory))
    #expect(throws: CatalogueStoreError.notACatalogue(path: inventory)) {
      try SQLiteProductCatalogue.open(path: inventory)
    }
    #expect(throws: CatalogueStoreError.notACatalogue(path: inventory)) {
      try CatalogueImporter.importFile(try CatalogueSource(path: CatalogueImportTests.supplierList), into: inventory)
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: inventory)) == before)
    let text = try write("not a database at all", "text.sqlite")
    #expect(throws: CatalogueStoreError.notACatalogue(path: text)) { try SQLiteProductCatalogue.open(path: text) }
    #expect(try SQLiteProductCatalogue.openIfPresent(path: folder.path("none.sqlite")) == nil)
    #expect(throws: CatalogueStoreError.noCatalogue(path: folder.path("none.sqlite"))) {
      try SQLiteProductCatalogue.open(path: folder.path("none.sqlite"))
    }
  }

  @Test func anOpenCatalogueKeepsAnsweringAndKnowsWhenAnImportReplacedIt() throws {
    _ = try importFile(CatalogueImportTests.openFoodFacts)
    let open = try SQLiteProductCatalogue.open(path: path)
    #expect(!open.isReplacedOnDisk)
    _ = try importFile(CatalogueImportTests.supplierList, replace: true)
    #expect(open.isReplacedOnDisk)
    #expect(try open.product(for: try ProductCode("3017620422003"))?.name == "Nutella", "the file it opened")
    #expect(try SQLiteProductCatalogue.open(path: path).product(for: try ProductCode("3017620422003")) == nil)
  }

  @Test(.enabled(if: TinyFileSystem.isAvailable, "needs root and permission to mount a tmpfs"))
  func aFullDiskLeavesTheCatalogueAsItWas() throws {
    let disk = try TinyFileSystem(kilobytes: 400)
    let catalogue = disk.path("catalog.sqlite")
    _ = try CatalogueImporter.importFile(try CatalogueSource(path: CatalogueImportTests.supplierList), into: catalogue)
    var rows = "code,name\n"
    for index in 0..<20_000 { rows += "SKU-\(index),A product with a rather long name number \(index)\n" }
    let big = try write(rows, "big.csv")
    #expect(throws: CatalogueStoreError.self) {
      try CatalogueImporter.importFile(try CatalogueSource(path: big), into: catalogue)
    }
    #expect(try SQLiteProductCatalogue.open(path: catalogue).productCount == 6)
    let names = try FileManager.default.contentsOfDirectory(atPath: disk.folder.url.path)
    #expect(names.filter { $0.contains(".partial-") }.isEmpty, "\(names)")
  }
}
