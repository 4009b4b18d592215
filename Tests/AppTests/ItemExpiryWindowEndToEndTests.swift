import Foundation
import InventoryCore
import TestSupport
import Testing

@testable import App

/// An item's own expiry window set in the item editor, in the real `stockroom` binary in tmux: the Expiring
/// view then lists a lot beyond the global 14 days but within the item's 30.
@Suite("an item's own expiry window in tmux", .serialized)
struct ItemExpiryWindowEndToEndTests {
  @Test func theEditorSetsAnItemsOwnWindowAndTheExpiringViewListsTheLotByIt() throws {
    let inventory = try TestInventory()
    let id = try #require(try inventory.add("Aspirin", quantity: 0).id)
    let in20Days = ExpiryWindow(days: 20).through
    try inventory.service.adjustQuantity(
      itemID: id, by: 2, lot: LotDetails(batch: "A20", expiry: in20Days), reason: .manual, source: .cli)
    #expect(try inventory.service.expiringLots(in: ExpiryWindow(days: 14)).isEmpty, "beyond the global window")
    let session = try stockroomScanningAuto(inventory, columns: 110)
    defer { session.kill() }

    try session.press("e")
    try session.waitFor("Due before")
    for _ in 0..<5 { try session.press("Tab") }  // Name, Barcode, Category, Quantity, Minimum, then Due before
    try session.type("30d", interval: .milliseconds(40))
    try session.press("F2")
    try session.waitFor("saved Aspirin")
    #expect(try inventory.reopened().itemExpiryWindow(ofItem: id) == 30)

    try session.press("3")
    try session.waitFor("units to order")
    try session.press("E")
    let expiring = try session.waitFor("A20")
    let line = try #require(expiring.first { $0.contains("A20") }, "\(expiring.joined(separator: "\n"))")
    #expect(line.contains(in20Days) && line.contains("Aspirin"), "\(line)")
    try session.press("q")
  }
}
