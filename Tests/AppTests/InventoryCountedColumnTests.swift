import Foundation
import InventoryCore
import Testing

@testable import App

/// The Inventory list and stocktakes: when each item was last counted (a column on a wide terminal), and the
/// sort that puts the items never counted first.
@Suite(.serialized) struct InventoryCountedColumnTests {
  /// Today as the column writes it, in local time.
  static var today: String {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd"
    return formatter.string(from: Date())
  }

  /// Counts the tea (12, as expected) and commits, as another station would.
  static func countTea(_ harness: AppHarness) throws {
    let service = harness.service
    let session = try service.startSession(kind: .count)
    try service.addToSession(id: session.id, itemID: try #require(try service.findItem(Codes.tea).id), quantity: 12)
    try service.commitSession(id: session.id)
    harness.wait(.milliseconds(100))
  }

  @Test("a wide list has a Counted column: the date of the last count, or never")
  func countedColumnWhenWide() throws {
    let harness = try AppHarness(columns: 120, setUp: sampleInventory)
    let header = try #require(harness.line("Name▲"), "\(harness.dump)")
    #expect(header.hasSuffix("Counted"), "\(header)")
    #expect(harness.line("Café crème")?.hasSuffix("never") == true, "\(harness.dump)")
    try Self.countTea(harness)
    #expect(harness.line("日本茶 green tea")?.hasSuffix(Self.today) == true, "\(harness.dump)")
    #expect(harness.line("Tea cup")?.hasSuffix("never") == true, "\(harness.dump)")
  }

  @Test("an 80-column list has no Counted column")
  func noCountedColumnWhenNarrow() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    #expect(harness.line("Name▲")?.contains("Counted") == false, "\(harness.dump)")
    #expect(!harness.contains("never"), "\(harness.dump)")
  }

  @Test("s reaches last counted: the never counted first, by name; the column title or the filter line says so")
  func sortCycleIncludesLastCounted() throws {
    let harness = try AppHarness(columns: 120, setUp: sampleInventory)
    try Self.countTea(harness)
    for _ in 0..<6 { harness.press(.char("s")) }
    let header = try #require(harness.line("Name"), "\(harness.dump)")
    #expect(header.hasSuffix("Counted▲"), "\(header)")
    let names = harness.screen.compactMap { line in
      ["Café crème", "Tea cup", "日本茶"].first { line.dropFirst(2).hasPrefix($0) }
    }
    #expect(names == ["Café crème", "Tea cup", "日本茶"], "\(harness.dump)")
    harness.press(.char("S"))
    #expect(harness.line("Name")?.hasSuffix("Counted▼") == true, "\(harness.dump)")
    #expect(
      harness.screen.first { $0.dropFirst(2).hasPrefix("日本茶") || $0.dropFirst(2).hasPrefix("Café") }?
        .contains("日本茶") == true, "newest count first:\n\(harness.dump)")
    // Narrow, the order is said on the filter line (its column is not shown).
    let narrow = try AppHarness(setUp: sampleInventory)
    for _ in 0..<6 { narrow.press(.char("s")) }
    #expect(narrow.line("Category: all · order: last counted▲") != nil, "\(narrow.dump)")
    // Once more: back to the name.
    narrow.press(.char("s"))
    #expect(narrow.line("Name▲") != nil, "\(narrow.dump)")
  }
}
