import Foundation

@testable import InventoryCore

/// The catalogue fixtures (Tests/Fixtures/Catalogue) and a reader run over bytes in chunks of a given size.
enum CatalogueFixture {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/Catalogue")

  /// Open Food Facts' export layout (208 columns), 14 rows: 10 products, 4 rows to skip.
  static func openFoodFacts() throws -> [UInt8] { try bytes("openfoodfacts-sample.tsv") }
  /// `code,name,brand,category` with CRLF line ends, quoted fields and a name over two lines.
  static func supplierList() throws -> [UInt8] { try bytes("supplier-list.csv") }

  static func bytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: folder.appendingPathComponent(name)))
  }

  struct Read {
    var products: [CatalogueProduct]
    var counts: CatalogueReadCounts
    var format: CatalogueFormat?
  }

  /// Reads `bytes` fed `chunkSize` bytes at a time.
  static func read(
    _ bytes: [UInt8], chunkSize: Int = 1 << 20, format: CatalogueFormat? = nil,
    filter: CatalogueFilter = CatalogueFilter()
  ) throws -> Read {
    var reader = CatalogueReader(format: format, filter: filter)
    var products: [CatalogueProduct] = []
    var offset = 0
    while offset < bytes.count {
      let end = min(bytes.count, offset + chunkSize)
      try reader.read(Array(bytes[offset..<end])) { products.append($0) }
      offset = end
    }
    try reader.finish { products.append($0) }
    return Read(products: products, counts: reader.counts, format: reader.format)
  }

  static func read(_ text: String, chunkSize: Int = 1 << 20, filter: CatalogueFilter = CatalogueFilter()) throws
    -> Read
  {
    try read(Array(text.utf8), chunkSize: chunkSize, filter: filter)
  }

  /// The fixture's header line and its rows, to build variations of the file.
  static func openFoodFactsLines() throws -> (header: [String], rows: [[String]]) {
    let lines = String(decoding: try openFoodFacts(), as: UTF8.self).split(separator: "\n").map(String.init)
    let split = lines.map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    return (split[0], Array(split.dropFirst()))
  }
}
