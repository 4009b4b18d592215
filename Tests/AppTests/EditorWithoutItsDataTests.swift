import GRDB
import InventoryCore
import TerminalUI
import Testing

@testable import App

/// An editor that could not read part of its item (here a table another program renamed away or replaced: the cheapest
/// real failing read) says which part and why in its place, says it is incomplete, and writes none of it back.
@Suite struct EditorWithoutItsDataTests {
  @Test func aCategoryThatCannotBeReadIsSaidSoAndASaveKeepsTheStoredOne() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    let drinks = try #require(try harness.service.category(named: "Drinks")?.id)
    try openEditor(of: tea, in: harness)
    #expect(harness.contains("Drinks ▾"), "\(harness.dump)")

    try rename("category", to: "category_away", in: harness)
    harness.press(.down)
    #expect(harness.contains("could not read: "), "\(harness.dump)")
    #expect(harness.contains("Incomplete: the category could not be read"), "\(harness.dump)")
    #expect(!harness.contains("(none) ▾"), "never a category of none for an item that has one:\n\(harness.dump)")

    // A save meanwhile never writes "no category": here the store cannot check the category either and refuses.
    harness.press(.up, .end)
    harness.type(" bio")
    harness.press(.f(2))
    #expect(harness.contains("not saved"), "\(harness.dump)")
    try rename("category_away", to: "category", in: harness)
    #expect(try harness.service.findItem(tea).categoryID == drinks)
    // Readable again: the next frame shows it, and the save keeps it.
    harness.press(.down)
    #expect(harness.contains("Drinks ▾") && !harness.contains("Incomplete"), "\(harness.dump)")
    harness.press(.f(2))
    #expect(harness.contains("saved \(tea) bio"), "\(harness.dump)")
    #expect(try harness.service.findItem(tea + " bio").categoryID == drinks)
  }

  @Test func otherBarcodesThatCannotBeReadAreSaidSoAndNoneIsTakenOff() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    let item = try harness.service.findItem(tea)
    try harness.service.addBarcode(
      try ProductCode(Codes.soup), unitsPerScan: 6, label: "case", toItem: try #require(item.id))
    // Gone, the table would read as no barcodes (an old file has none): one that is there but unreadable fails.
    try rename("item_barcode", to: "item_barcode_away", in: harness)
    try execute("CREATE TABLE item_barcode (unreadable)", in: harness)
    try openEditor(of: tea, in: harness)
    #expect(harness.contains("Other barcodes: could not read: "), "\(harness.dump)")
    #expect(harness.contains("Incomplete: the other barcodes could not be read"), "\(harness.dump)")

    try execute("DROP TABLE item_barcode", in: harness)
    try rename("item_barcode_away", to: "item_barcode", in: harness)
    harness.press(.f(8))
    #expect(harness.contains("none taken off: the other barcodes could not be read"), "\(harness.dump)")
    #expect(try harness.service.barcodes(ofItem: try #require(item.id)).count == 1)
  }

  private let tea = "日本茶 green tea"

  private func openEditor(of name: String, in harness: AppHarness) throws {
    harness.press(.char("2"), .home)
    for _ in 0..<3 where !harness.terminalCursorLine.contains(name) { harness.press(.down) }
    harness.press(.enter)
    #expect(harness.screen[0].contains("Edit: \(name)"), "\(harness.dump)")
  }

  /// Another program renames a table: every read of it fails ("no such table") until it is renamed back.
  private func rename(_ table: String, to name: String, in harness: AppHarness) throws {
    try execute("ALTER TABLE \(table) RENAME TO \(name)", in: harness)
  }

  private func execute(_ sql: String, in harness: AppHarness) throws {
    let other = try DatabaseQueue(path: harness.inventory.path)
    try other.write { try $0.execute(sql: sql) }
  }
}

extension AppHarness {
  /// The screen line the terminal's cursor is on (the selected row of a list).
  fileprivate var terminalCursorLine: String {
    guard let row = terminal.cursor?.row, screen.indices.contains(row) else { return "" }
    return screen[row]
  }
}
