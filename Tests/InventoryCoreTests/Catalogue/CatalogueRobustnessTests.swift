import TestPrimitives
import Testing

@testable import InventoryCore

/// Damaged catalogue files and `other_barcodes` cells never trap: a seeded generator (the same inputs on every
/// run, so a failure replays) mutates the fixtures and builds cells from pieces of valid and broken entries.
@Suite struct CatalogueRobustnessTests {
  /// Bytes a damaged or hostile file brings: separators, quotes, line ends, NUL, invalid UTF-8, digits.
  private static let nasty: [UInt8] = [9, 10, 13, 0, 34, 44, 0xFF, 0xC3, 0xE2, 0x80, 48, 57, 58, 42, 37, 32]

  private static func mutated(_ bytes: [UInt8], using generator: inout SeededGenerator) -> [UInt8] {
    var bytes = bytes
    for _ in 0..<Int.random(in: 1...40, using: &generator) where !bytes.isEmpty {
      let at = Int.random(in: 0..<bytes.count, using: &generator)
      switch Int.random(in: 0..<3, using: &generator) {
      case 0: bytes[at] = nasty.randomElement(using: &generator) ?? 0
      case 1: bytes.remove(at: at)
      default: bytes.insert(nasty.randomElement(using: &generator) ?? 0, at: at)
      }
    }
    return bytes
  }

  @Test(arguments: ["openfoodfacts-sample.tsv", "supplier-list.csv"])
  func aDamagedFileIsReadOrRefusedNeverATrapAndEveryRowIsAccountedFor(fixture: String) throws {
    let original = try CatalogueFixture.bytes(fixture)
    var generator = SeededGenerator(seed: 20_261_124)
    var readFiles = 0
    for _ in 0..<300 {
      let bytes = Self.mutated(original, using: &generator)
      let chunk = Int.random(in: 1...4096, using: &generator)
      guard let read = try? CatalogueFixture.read(bytes, chunkSize: chunk) else { continue }  // refused: fine
      readFiles += 1
      let counts = read.counts
      #expect(counts.read == counts.kept + counts.filteredOut + counts.skippedCount)
      #expect(read.products.count == counts.kept)
      for product in read.products {
        #expect(!product.name.isEmpty && product.name.count <= CatalogueLimits.nameLength)
        #expect(product.brand.count <= CatalogueLimits.brandLength)
        #expect(product.quantity.count <= CatalogueLimits.quantityLength)
        #expect(product.categories.count <= CatalogueLimits.categoryCount)
        #expect(product.code.count <= CatalogueLimits.codeLength)
        #expect(!product.name.unicodeScalars.contains { $0.properties.generalCategory == .control })
      }
    }
    #expect(readFiles > 100, "most damaged files still read (only the header's damage refuses one)")
  }

  private static let cellPieces = [
    "0012345678905", "4006381333931", "*", "*12", "*0", "*99999999999", ":", ":case", "%20", "%2A", "%3A", "%25",
    "%", "%G1", "%C3", " ", "\t", "SHELF", "é", "🍵", "\u{0}", "\u{7}", "\"", "=", "9780306406157", "0",
  ]

  @Test func anyOtherBarcodesCellParsesOrIsRefusedAndWhatParsesWritesBackTheSame() {
    var generator = SeededGenerator(seed: 12)
    var parsed = 0
    for _ in 0..<20_000 {
      let count = Int.random(in: 0...8, using: &generator)
      let cell = (0..<count).compactMap { _ in Self.cellPieces.randomElement(using: &generator) }.joined()
      guard let barcodes = try? OtherBarcodesCell.parse(cell) else { continue }
      parsed += 1
      let again = try? OtherBarcodesCell.parse(OtherBarcodesCell.text(barcodes))
      #expect(again == barcodes, "\(cell.debugDescription)")
    }
    #expect(parsed > 1_000)
  }
}
