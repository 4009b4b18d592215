import Foundation
import InventoryCore
import SQLiteStore
import TestSupport
import Testing

@testable import App

/// The real `stockroom` binary in tmux, cards typed by a USB keyboard-wedge scanner (a burst and Enter):
/// the header follows the cards and the stock follows the next product scan. Policy auto, no camera.
@Suite("command cards in tmux", .serialized)
struct CommandCardEndToEndTests {
  static let tea = "4006381333931"

  static func start() throws -> (TestInventory, TmuxSession) {
    let inventory = try TestInventory()
    try inventory.add("Green tea", barcode: tea, quantity: 12, minimum: 3)
    return (inventory, try stockroomScanningAuto(inventory))
  }

  static func quantity(_ inventory: TestInventory) throws -> Int? {
    try inventory.reopened().item(for: ProductCode(tea))?.quantity
  }

  @Test("REMOVE scanned, then a product: one taken out; QUANTITY 5 then ADD, then a product: five added")
  func cardsThenProductScans() throws {
    let (inventory, session) = try Self.start()
    defer { session.kill() }
    try session.waitFor("Scan: add stock")
    try session.scan(CommandCard.remove.code)
    try session.waitFor("Scan: remove stock")
    try session.scan(Self.tea)
    try session.waitFor("Green tea 12 -> 11")
    #expect(try Self.quantity(inventory) == 11)
    try session.scan(CommandCard.quantity(5).code)
    try session.waitFor("next ×5")
    try session.scan(CommandCard.add.code)
    try session.waitFor("Scan: add stock · next ×5")
    try session.scan(Self.tea)
    try session.waitFor("Green tea 11 -> 16")
    #expect(try Self.quantity(inventory) == 16)
    try session.waitUntil("the quantity used up") { !$0.contains { $0.contains("next ×5") } }
    let scans = try inventory.reopened().scans()
    #expect(scans.map(\.code) == [Self.tea, Self.tea], "the cards are not in scan history")
  }
}
