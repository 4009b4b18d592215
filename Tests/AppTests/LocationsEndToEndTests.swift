import Foundation
import InventoryCore
import SQLiteStore
import TestSupport
import Testing

@testable import App

/// The real `stockroom` binary in tmux, a keyboard-wedge scanner reading location labels: the header says
/// where the scans go, items scanned after a label are received there, a move goes from one label to the next,
/// and the Locations screen (W) adds, renames and deletes. Policy auto, no camera.
@Suite("locations in tmux", .serialized)
struct LocationsEndToEndTests {
  static let tea = "4006381333931"

  static func start() throws -> (TestInventory, TmuxSession, shelf: Location, bin: Location) {
    let inventory = try TestInventory()
    try inventory.add("Green tea", barcode: tea, quantity: 12, minimum: 3)
    let shelf = try inventory.service.addLocation(named: "Shelf 3", code: nil, notes: "", under: nil)
    let bin = try inventory.service.addLocation(named: "Bin", code: nil, notes: "", under: "Shelf 3")
    return (inventory, try stockroomScanningAuto(inventory, columns: 110), shelf, bin)
  }

  static func placement(_ inventory: TestInventory) throws -> [String: Int] {
    let service = try inventory.reopened()
    let id = try #require(try service.item(for: ProductCode(tea))?.id)
    return Dictionary(uniqueKeysWithValues: try service.stock(ofItem: id).map { ($0.path, $0.quantity) })
  }

  @Test("a location's label, then items: received there; T, items, another label: moved, the total unchanged")
  func scanALocationThenItemsThenMove() throws {
    let (inventory, session, shelf, bin) = try Self.start()
    defer { session.kill() }
    try session.scan(shelf.labelCode)
    try session.waitFor("Scan: add stock @ Shelf 3")
    try session.scan(Self.tea)
    try session.waitFor("Green tea 12 -> 13 @ Shelf 3")
    try session.scan(Self.tea)
    try session.waitFor("Green tea 13 -> 14 @ Shelf 3")
    #expect(try Self.placement(inventory) == ["Default": 12, "Shelf 3": 2])
    // Move: T from here, one item, the bin's label
    try session.press("T")
    try session.waitFor("→ moving 0 items (0 units) from Shelf 3")
    try session.scan(Self.tea)
    try session.waitFor("→ moving 1 item (1 unit) from Shelf 3")
    try session.scan(bin.labelCode)
    try session.waitFor("moved 1 \"Green tea\" from Shelf 3 (1 left) to Shelf 3 › Bin (1 there)")
    #expect(try Self.placement(inventory) == ["Default": 12, "Shelf 3": 1, "Shelf 3 › Bin": 1])
    #expect(try inventory.reopened().item(for: ProductCode(Self.tea))?.quantity == 14)
    // T again stops moving; here stays the bin
    try session.press("T")
    try session.waitFor("Scan: add stock @ Shelf 3 › Bin")
    let scans = try inventory.reopened().scans()
    #expect(scans.map(\.code) == [Self.tea, Self.tea], "labels and items to move are not product scans")
  }

  @Test("the Locations screen: W opens the tree, a adds inside, r renames, d deletes an empty one, Esc goes back")
  func locationsScreen() throws {
    let (inventory, session, _, _) = try Self.start()
    defer { session.kill() }
    try session.press("W")
    try session.waitFor("  Bin")
    try session.press("Down", "Down")  // Default, Shelf 3, Bin: on Bin
    try session.press("a")
    try session.waitFor("New location in Shelf 3 › Bin")
    try session.type("Box A", interval: .milliseconds(120))
    try session.press("Enter")
    try session.waitFor("added Shelf 3 › Bin › Box A")
    try session.waitFor("    Box A ")
    // Deleting a location that holds something is refused in words
    try session.press("Up")
    try session.press("d")
    try session.waitFor("Delete Shelf 3?")
    try session.press("Enter")
    try session.waitFor("still holds 1 sub-location")
    try session.press("Down", "Down")
    try session.press("r")
    try session.waitFor("Rename Shelf 3 › Bin › Box A")
    try session.press("C-u")
    try session.type("Box B", interval: .milliseconds(120))
    try session.press("Enter")
    try session.waitFor("renamed Shelf 3 › Bin › Box A to Box B")
    try session.press("d")
    try session.waitFor("Delete Shelf 3 › Bin › Box B?")
    try session.press("Enter")
    try session.waitFor("deleted Shelf 3 › Bin › Box B")
    #expect(try inventory.reopened().locationTree().locations.map(\.name).sorted() == ["Bin", "Default", "Shelf 3"])
    try session.press("Escape")
    try session.waitFor("› Inventory")
  }
}
