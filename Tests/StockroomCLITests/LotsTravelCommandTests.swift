import Foundation
import InventoryCore
import TestSupport
import Testing

/// Lots travel with undo from the command line: `undo` after `move` moves the units back into their lots, and
/// `undo` after `items remove` restores the item with its lots.
@Suite struct LotsTravelCommandTests: StockroomCLISuite {
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  @Test func undoMovesAMoveBackAndRestoresADeletedItemsLots() throws {
    try stockroom("items", "add", "--name", "Aspirin", "--quantity", "1")
    try stockroom("adjust", "Aspirin", "+2", "--lot", "JAN", "--expiry", "2027-01-31")
    try stockroom("locations", "add", "Shelf")
    #expect(
      try stockroom("move", "Aspirin", "--from", "Default", "--to", "Shelf", "--quantity", "2").stdout
        == "moved 2 \"Aspirin\" from Default (1 left) to Shelf (2 there)\n")
    #expect(try stockroom("items", "show", "Aspirin").stdout.contains("lot JAN, expiry 2027-01-31 @ Shelf  2\n"))
    // Undo moves the lot's units back where they came from
    #expect(
      try stockroom("undo").stdout == "undone: move 2 \"Aspirin\" from Default to Shelf: moved back\n")
    let back = try stockroom("items", "show", "Aspirin").stdout
    #expect(back.contains("\nlots:\n  lot JAN, expiry 2027-01-31 @ Default  2\n"), "\(back)")
    #expect(back.contains("quantity  3"))
    // A removed item restored by undo has its lot again
    try stockroom("move", "Aspirin", "--from", "Default", "--to", "Shelf", "--quantity", "2")
    #expect(try stockroom("items", "remove", "Aspirin").status == 0)
    let undone = try stockroom("undo").stdout
    #expect(undone.hasPrefix("undone: delete \"Aspirin\": restored with its "), "\(undone)")
    #expect(undone.hasSuffix(" and 1 lot\n"), "\(undone)")
    let restored = try stockroom("items", "show", "Aspirin").stdout
    #expect(restored.contains("\nlots:\n  lot JAN, expiry 2027-01-31 @ Shelf  2\n"), "\(restored)")
    #expect(restored.contains("quantity  3"))
  }
}
