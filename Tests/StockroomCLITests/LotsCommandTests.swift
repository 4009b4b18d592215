import Foundation
import InventoryCore
import TestSupport
import Testing

/// Lots from the command line: `adjust` with lot options, removals naming their lots, and `expiring`.
@Suite struct LotsCommandTests: StockroomCLISuite {
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  @Test func adjustReceivesIntoLotsAndRemovalsNameThem() throws {
    try stockroom("items", "add", "--name", "Aspirin", "--quantity", "1")
    #expect(
      try stockroom("adjust", "Aspirin", "+3", "--lot", "LATE", "--expiry", "2027-12-31").stdout
        == "Aspirin 1 -> 4 · lot LATE, expiry 2027-12-31\n")
    #expect(
      try stockroom("adjust", "Aspirin", "+2", "--lot", "SOON", "--best-before", "2027-01-31", "--serial", "S9").stdout
        == "Aspirin 4 -> 6 · lot SOON, serial S9, best before 2027-01-31\n")
    // A removal takes the first-expiring lot first and says which
    #expect(
      try stockroom("adjust", "Aspirin", "-3").stdout
        == "Aspirin 6 -> 3 · lot SOON, serial S9, best before 2027-01-31 (-2); lot LATE, expiry 2027-12-31 (-1)\n")
    // --lot takes from that lot first
    #expect(
      try stockroom("adjust", "Aspirin", "-1", "--lot", "LATE").stdout
        == "Aspirin 3 -> 2 · lot LATE, expiry 2027-12-31\n")
    // Lot options that cannot be stored are refused before anything changes
    let badDate = try stockroom("adjust", "Aspirin", "+1", "--expiry", "2027-02-30")
    #expect(badDate.status == 64)
    #expect(badDate.stderr.contains("\"2027-02-30\" is not a usable lot expiry"))
    #expect(try stockroom("adjust", "Aspirin", "--set", "5", "--lot", "X").status == 64)
    let shown = try stockroom("items", "show", "Aspirin").stdout
    #expect(shown.contains("quantity  2"))
    #expect(shown.contains("\nlots:\n  lot LATE, expiry 2027-12-31 @ Default  1\n"), "\(shown)")
  }

  @Test func expiringListsExpiredAndDueLots() throws {
    try stockroom("items", "add", "--name", "Milk")
    let due = ExpiryWindow(days: 5).through
    try stockroom("adjust", "Milk", "+2", "--lot", "OLD", "--expiry", "2001-01-01")
    try stockroom("adjust", "Milk", "+3", "--lot", "SOON", "--expiry", due)
    try stockroom("adjust", "Milk", "+4", "--lot", "LATER", "--expiry", "2199-12-31")
    #expect(
      try stockroom("expiring").stdout
        == """
        EXPIRED 2001-01-01  Milk × 2 · lot OLD, expiry 2001-01-01 @ Default
        due \(due)  Milk × 3 · lot SOON, expiry \(due) @ Default

        """)
    #expect(try stockroom("expiring", "--within", "3d").stdout.components(separatedBy: "\n").count == 2)
    let json = try stockroom("expiring", "--within", "2w", "--json")
    let lots = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
    #expect(lots?.map { $0["status"] as? String } == ["expired", "due"])
    #expect(lots?.map { $0["quantity"] as? Int } == [2, 3])
    #expect(lots?.first?["location"] as? String == "Default")
    // A saved default is used by later runs
    try stockroom("expiring", "--within", "3d", "--save-default")
    #expect(!(try stockroom("expiring").stdout.contains("SOON")))
    #expect(try stockroom("expiring", "--within", "soon").status == 64)
  }
}
