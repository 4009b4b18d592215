import Foundation
import InventoryCore
import TestSupport
import Testing

/// An item's own expiry window from the command line: set by `items add`/`edit --expiry-window`, shown by
/// `items show` (and --json), used by `expiring` unless --within gives one window for every item.
@Suite struct ItemExpiryWindowCommandTests: StockroomCLISuite {
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  @Test func anItemsOwnWindowIsSetShownAndUsedByExpiringUnlessWithinIsGiven() throws {
    try stockroom("items", "add", "--name", "Aspirin", "--expiry-window", "30d")
    try stockroom("items", "add", "--name", "Milk")
    let in20Days = ExpiryWindow(days: 20).through
    try stockroom("adjust", "Aspirin", "+2", "--lot", "A20", "--expiry", in20Days)
    try stockroom("adjust", "Milk", "+3", "--lot", "M20", "--expiry", in20Days)
    // Aspirin's 30 days reach its lot; Milk's by the global 14 do not.
    #expect(
      try stockroom("expiring").stdout == "due \(in20Days)  Aspirin × 2 · lot A20, expiry \(in20Days) @ Default\n")
    // --within gives one window for every item, as before.
    #expect(try stockroom("expiring", "--within", "14d").stdout == "nothing expires within 14 days\n")
    #expect(try stockroom("expiring", "--within", "3w").stdout.components(separatedBy: "\n").count == 3)
    // Shown by items show, in words and in JSON.
    #expect(try stockroom("items", "show", "Aspirin").stdout.contains("expiry    due 30 days before (its own window)"))
    let json = try stockroom("items", "show", "Aspirin", "--json").stdout
    let item = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    #expect(item?["expiry_window_days"] as? Int == 30)
    // Milk warns 3 weeks before: its lot is due now; none takes Aspirin back to the global window.
    #expect(try stockroom("items", "edit", "Milk", "--expiry-window", "3w").status == 0)
    #expect(try stockroom("items", "edit", "Aspirin", "--expiry-window", "none").status == 0)
    #expect(try stockroom("expiring").stdout == "due \(in20Days)  Milk × 3 · lot M20, expiry \(in20Days) @ Default\n")
    #expect(try stockroom("items", "show", "Aspirin").stdout.contains("expiry    -  (the global window)"))
  }

  @Test func aWindowOverTheLimitIsRefusedBeforeAnythingIsSaved() throws {
    try stockroom("items", "add", "--name", "Milk")
    let refused = try stockroom("items", "edit", "Milk", "--name", "Oat milk", "--expiry-window", "3651d")
    #expect(refused.status != 0)
    #expect(refused.stderr.contains("\"3651d\" is not an expiry window"), "\(refused.stderr)")
    #expect(refused.stderr.contains("0 to 3650 days"))
    #expect(try stockroom("items", "show", "Milk").status == 0, "not renamed")
    #expect(try stockroom("items", "add", "--name", "Tea", "--expiry-window", "soon").status != 0)
    #expect(try stockroom("items", "show", "Tea").status != 0, "not added")
  }
}
