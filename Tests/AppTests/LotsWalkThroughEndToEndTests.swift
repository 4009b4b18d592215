import Foundation
import InventoryCore
import SQLiteStore
import TestSupport
import Testing

@testable import App

/// Issue 23's walk-through in the real `stockroom` binary in tmux, a keyboard-wedge scanner sending GS1 codes
/// with GS (0x1D): a location's label sets "here", GS1 codes with batch and expiry are received into lots there,
/// the Expiring view lists them, a removal takes the first-expiring lot and says which, the rest is moved to
/// another location, and undo moves it back, every unit in its own lot. Policy auto, no camera.
@Suite("lots and locations walk-through in tmux", .serialized)
struct LotsWalkThroughEndToEndTests {
  /// A GS1 code for Aspirin (GS1Codes.ean) with `batch` and expiry `date` ("YYYY-MM-DD"), as a scanner types it.
  static func typed(batch: String, expiry date: String) -> [UInt8] {
    let yymmdd = date.replacingOccurrences(of: "-", with: "").dropFirst(2)
    let text = "0109506000134352" + "10\(batch)\u{1D}17" + String(yymmdd)
    return Array(text.utf8) + [0x0D]
  }

  static func lots(_ inventory: TestInventory) throws -> [String] {
    let service = try inventory.reopened()
    let id = try #require(try service.item(for: ProductCode(GS1Codes.ean))?.id)
    let tree = try service.locationTree()
    return try service.lots(ofItem: id).map {
      "\($0.details.batch ?? "?") \($0.locationID.map { tree.path(of: $0) } ?? "Default") \($0.quantity)"
    }
  }

  @Test("scan a shelf's label, receive GS1 lots there, see them under Expiring, take one FEFO, move the rest, undo")
  func walkThrough() throws {
    let inventory = try TestInventory()
    try inventory.add("Aspirin", barcode: GS1Codes.ean, quantity: 0)
    let shelf = try inventory.service.addLocation(named: "Shelf 3", code: nil, notes: "", under: nil)
    let fridge = try inventory.service.addLocation(named: "Fridge", code: nil, notes: "", under: nil)
    let soon = ExpiryWindow(days: 3).through
    let later = ExpiryWindow(days: 10).through
    let session = try stockroomScanningAuto(inventory, columns: 120)
    defer { session.kill() }

    // A location's label: the scans go there
    try session.scan(shelf.labelCode)
    try session.waitFor("Scan: add stock @ Shelf 3")
    // GS1 codes with batch and expiry: received into their lots on the shelf
    try session.sendBytes(Self.typed(batch: "LATER", expiry: later))
    try session.waitFor("Aspirin 0 -> 1")
    try session.sendBytes(Self.typed(batch: "LATER", expiry: later))
    try session.waitFor("Aspirin 1 -> 2")
    try session.sendBytes(Self.typed(batch: "SOON", expiry: soon))
    try session.waitFor("Aspirin 2 -> 3")
    #expect(try Self.lots(inventory) == ["SOON Shelf 3 1", "LATER Shelf 3 2"])

    // The Expiring view lists both lots with where they are
    try session.press("3")
    try session.waitFor("units to order")
    try session.press("E")
    let expiring = try session.waitFor("LATER")
    let soonLine = try #require(expiring.first { $0.contains("SOON") }, "\(expiring.joined(separator: "\n"))")
    #expect(soonLine.contains(soon) && soonLine.contains("Aspirin") && soonLine.contains("Shelf 3"), "\(soonLine)")
    #expect(expiring.contains { $0.contains("LATER") && $0.contains(later) && $0.contains("Shelf 3") })

    // A removal takes the first-expiring lot, and says which
    try session.press("Escape")
    try session.waitFor("units to order")
    try session.press("1")
    try session.waitFor("no camera found")
    try session.press("r")
    try session.waitFor("Scan: remove stock @ Shelf 3")
    try session.scan(GS1Codes.ean)
    try session.waitFor("Aspirin 3 -> 2")
    try session.waitFor("lot SOON, expiry \(soon)")
    #expect(try Self.lots(inventory) == ["LATER Shelf 3 2"])

    // Move the rest to the fridge: T, the item twice, the fridge's label
    try session.press("T")
    try session.waitFor("→ moving 0 items (0 units) from Shelf 3")
    try session.scan(GS1Codes.ean)
    try session.scan(GS1Codes.ean)
    try session.waitFor("→ moving 1 item (2 units) from Shelf 3")
    try session.scan(fridge.labelCode)
    try session.waitFor("moved 2 \"Aspirin\" from Shelf 3 (0 left) to Fridge (2 there)")
    #expect(try Self.lots(inventory) == ["LATER Fridge 2"])

    // Undo on the Inventory screen says what it will do, and moves the lot back to the shelf
    try session.press("2")
    try session.waitFor("› Inventory")
    try session.press("u")
    try session.waitFor("Undo: move 2 \"Aspirin\" from Shelf 3 to Fridge (moves the")
    try session.press("Enter")
    try session.waitFor("undone: move 2 \"Aspirin\" from Shelf 3 to Fridge: moved back")
    #expect(try Self.lots(inventory) == ["LATER Shelf 3 2"])
    #expect(try inventory.reopened().item(for: ProductCode(GS1Codes.ean))?.quantity == 2)
  }
}
