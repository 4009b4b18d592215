import ArgumentParser
import Foundation
import InventoryCore
import ProductCatalogue

/// `stockroom catalog`: the local product catalogue, which says what a code is when it is not in stock. Built
/// from a file the user has (Open Food Facts' export, a supplier's list); nothing is ever fetched.
struct CatalogCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "catalog", abstract: "The local product catalogue: what a code is when it is not in stock.",
    discussion: """
      Built from a file you have: Open Food Facts' CSV export (tab-separated; download it from \
      world.openfoodfacts.org/data) or a CSV with the header code,name,brand,category. Kept in its own file \
      (catalog.sqlite beside the database); stockroom never makes a network request for it.
      """,
    subcommands: [CatalogImportCommand.self, CatalogLookUpCommand.self, CatalogInfoCommand.self])
}

struct CatalogImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import", abstract: "Build or update the catalogue from a file.",
    discussion: """
      Products already in the catalogue are updated, new ones added (--replace starts from an empty catalogue). \
      Rows with a bad code, no name or a wrong number of columns are skipped and counted, with their lines. The \
      catalogue in use stays whole until the import is complete. Exit status: 0 done, 65 not a catalogue file, \
      74 the file or the catalogue cannot be used.
      """)
  @OptionGroup var global: GlobalOptions
  @OptionGroup var catalogue: CatalogueOptions
  @Argument(help: "The file: an Open Food Facts export or a code,name,brand,category CSV; - reads stdin.")
  var file: String
  @Option(help: "off (Open Food Facts export) or csv (code,name,brand,category); default: from the header.")
  var format: CatalogueFormat?
  @Option(
    name: .customLong("country"),
    help: "Keep products sold in this country (france, en:france, \"United Kingdom\"); repeat for several.")
  var countries: [String] = []
  @Option(
    name: .customLong("category"),
    help: "Keep products in this category (en:beverages, Beverages; a CSV's category column); repeat for several.")
  var categories: [String] = []
  @Flag(help: "Start from an empty catalogue: products not in the file are removed.") var replace = false

  func run() throws {
    try reportingFailures {
      let path = try catalogue.location(global)
      let options = CatalogueImporter.Options(
        format: format, filter: CatalogueFilter(countries: countries, categories: categories), replace: replace)
      let bar = ProgressBar(label: "importing")
      defer { bar.finish() }
      let summary = try withCatalogueErrors(source: file) {
        try CatalogueImporter.importFile(try CatalogueSource(path: file), into: path, options: options) {
          bar.update($0)
        }
      }
      bar.finish()
      print(summary.text.terminalSafe)
    }
  }
}

struct CatalogLookUpCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "look-up", abstract: "Say what a code is, from the catalogue.",
    discussion: """
      Any form of a code finds the product: UPC-A or its EAN-13, a GTIN-14 with leading zeros, ISBN-10 or -13. \
      Exit status: 0 found, 3 not in the catalogue, 65 invalid code, 74 no catalogue or an unusable one.
      """)
  @OptionGroup var global: GlobalOptions
  @OptionGroup var catalogue: CatalogueOptions
  @Argument(help: "The code.") var code: String
  @Flag(help: "Print the product as JSON.") var json = false

  func run() throws {
    try reportingFailures {
      let productCode = try ProductCode(code)
      let path = try catalogue.location(global)
      let (found, count) = try withCatalogueErrors {
        let opened = try SQLiteProductCatalogue.open(path: path)
        return (try opened.product(for: productCode), try opened.productCount)
      }
      guard let found else {
        throw CommandFailure(
          message: "\(productCode.text) (\(productCode.symbology.rawValue)) is not in the product catalogue "
            + "(\(path), \(count) product\(count == 1 ? "" : "s"))",
          status: ExitStatus.notFound)
      }
      if json {
        try JSONOutput.print(CatalogueJSON(found))
      } else {
        print(Self.describe(found).terminalSafe(keeping: .lineBreaks))
      }
    }
  }

  /// The product's name, then one aligned line per known field.
  static func describe(_ product: CatalogueProduct) -> String {
    let gtin = product.productCode.gtin13.map { $0 == product.code ? "" : ", GTIN \($0)" } ?? ""
    var lines = [product.name, "code:       \(product.code) (\(product.productCode.symbology.rawValue)\(gtin))"]
    if !product.brand.isEmpty { lines.append("brand:      \(product.brand)") }
    if !product.quantity.isEmpty { lines.append("quantity:   \(product.quantity)") }
    if let category = product.suggestedCategory { lines.append("category:   \(category)") }
    if product.categories.count > 1 { lines.append("categories: \(product.categories.joined(separator: ", "))") }
    return lines.joined(separator: "\n")
  }
}

struct CatalogInfoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "info", abstract: "Where the catalogue is, how many products it has, and its last import.",
    discussion: "Exit status: 0, or 74 when there is no catalogue yet or it cannot be used.")
  @OptionGroup var global: GlobalOptions
  @OptionGroup var catalogue: CatalogueOptions
  @Flag(help: "Print as JSON.") var json = false

  struct JSONInfo: Encodable {
    var file: String
    var bytes: Int?
    var products: Int
    var lastImport: LastImport?
  }

  struct LastImport: Encodable {
    var source: String
    var format: String?
    var filter: String
    var finished: String
    var seconds: Double
    var read, kept, filteredOut, skipped, added, updated: Int
    var skippedDetail: String
    var replaced: Bool
  }

  func run() throws {
    try reportingFailures {
      let path = try catalogue.location(global)
      let (count, last) = try withCatalogueErrors {
        let opened = try SQLiteProductCatalogue.open(path: path)
        return (try opened.productCount, try opened.lastImport())
      }
      let bytes = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int
      if json {
        try JSONOutput.print(JSONInfo(file: path, bytes: bytes, products: count, lastImport: last.map(Self.json)))
        return
      }
      let size = bytes.map { String(format: " (%.1f MB)", Double($0) / 1_000_000) } ?? ""
      var lines = ["catalogue:   \(path)\(size)", "products:    \(count)"]
      if let last { lines.append("last import: \(Self.describe(last))") }
      print(lines.joined(separator: "\n").terminalSafe(keeping: .lineBreaks))
    }
  }

  static func json(_ record: CatalogueImportRecord) -> LastImport {
    LastImport(
      source: record.source, format: record.format?.rawValue, filter: record.filter,
      finished: Timestamps.iso8601(record.finishedAt), seconds: (record.seconds * 1000).rounded() / 1000,
      read: record.read, kept: record.kept, filteredOut: record.filteredOut, skipped: record.skipped,
      added: record.added, updated: record.updated, skippedDetail: record.skippedDetail, replaced: record.replaced)
  }

  /// `2026-11-25T10:00:00.000+0100 from off.csv (Open Food Facts export, --country france) in 1.20 s: ...`.
  static func describe(_ record: CatalogueImportRecord) -> String {
    let how = [record.format?.title, record.filter.isEmpty ? nil : record.filter, record.replaced ? "--replace" : nil]
      .compactMap { $0 }.joined(separator: ", ")
    var text =
      "\(Timestamps.iso8601(record.finishedAt)) from \(record.source) (\(how)) in "
      + String(format: "%.2f s", record.seconds)
      + ": \(record.read) rows read, \(record.kept) kept (\(record.added) added, \(record.updated) updated)"
    if !record.filter.isEmpty { text += ", \(record.filteredOut) filtered out" }
    if record.skipped > 0 { text += ", \(record.skipped) skipped: \(record.skippedDetail)" }
    return text
  }
}
