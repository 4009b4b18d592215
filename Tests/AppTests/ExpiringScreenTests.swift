import Foundation
import InventoryCore
import TestSupport
import Testing

@testable import App

@Suite("Expiring lots")
struct ExpiringScreenTests {
  @Test("E on Low & out lists expired and due lots with quantity, lot and location; the header counts them")
  func expiringFromLowStock() throws {
    let due = ExpiryWindow(days: 3).through
    let harness = try AppHarness { inventory in
      let milk = try #require(try inventory.add("Milk", quantity: 0).id)
      for (batch, expiry, quantity) in [("OLD", "2001-01-01", 2), ("SOON", due, 3), ("LATER", "2199-12-31", 4)] {
        try inventory.service.adjustQuantity(
          itemID: milk, by: quantity, lot: LotDetails(batch: batch, expiry: expiry), reason: .manual, source: .cli)
      }
    }
    #expect(harness.screen[0].hasSuffix("✓ stock ok · ! 2 expiring"), "\(harness.dump)")
    harness.press(.char("3"), .char("E"))
    #expect(harness.contains("Expiring"), "\(harness.dump)")
    let expired = try #require(harness.line("OLD"))
    #expect(expired.hasPrefix("✗ 2001-01-01") && expired.contains("Milk") && expired.contains("Default"))
    #expect(expired.contains("     2 "), "its quantity: \(expired)")
    #expect(harness.line("SOON")?.hasPrefix("! \(due)") == true, "\(harness.dump)")
    #expect(harness.line("LATER") == nil, "beyond the window")
    #expect(harness.contains("1 expired · 1 due within 14 days"))
    // Esc goes back to Low & out
    harness.press(.escape)
    #expect(harness.contains("units to order"), "\(harness.dump)")
  }
}
