import Foundation
import InventoryCore
import SQLiteStore
import Testing

/// `stockroom migrate` and backups carry everything: a SQLite inventory with locations, lots, custom fields and
/// alerts goes to PostgreSQL and back into a new file, and the copy reads back equal and answers as the original.
@Suite("Inventory conformance: archive round trip")
struct ArchiveRoundTripConformanceTests {
  /// Locations (a parent made after its child, a deleted one, codes), lots moved and taken across lots, a field
  /// with values (and a removed one), an alert raised and another ended, an expiry alert about a lot.
  static func filled(_ store: Store) throws -> [Int64] {
    let places = try store.lots()
    try places.addLocation(named: "Shelf 3", code: "S3", notes: "by the door", under: nil)
    try places.addLocation(named: "Back room", code: nil, notes: "", under: nil)
    try places.moveLocation("Shelf 3", under: "Back room")
    try places.addLocation(named: "Spare", code: nil, notes: "", under: nil)
    try places.deleteLocation("Spare")
    let id = try #require(try store.add("Aspirin", quantity: 2, minimum: 3).id)
    try places.adjustQuantity(itemID: id, by: 4, lot: LotConformanceTests.march, reason: .manual, source: .cli)
    try places.adjustQuantity(
      itemID: id, by: 3, lot: LotDetails(batch: "JAN", expiry: "2027-01-31", serial: "S1"), reason: .manual,
      source: .cli)
    try places.adjustQuantity(
      itemID: id, by: 2, lot: LotDetails(bestBefore: "2027-02-28"), reason: .manual, source: .cli)
    try places.moveStock(itemID: id, quantity: 5, from: "Default", to: "Shelf 3", source: .cli)
    try places.setItemExpiryWindow(ofItem: id, days: 400)
    try store.inventory.adjustQuantity(itemID: id, by: -6)
    let other = try #require(try store.add("Tea", quantity: 5, minimum: 2).id)
    try store.inventory.adjustQuantity(itemID: other, by: -4)
    try store.inventory.adjustQuantity(itemID: other, by: 3)
    let fields = try store.fields()
    try fields.addCustomField(CustomFieldDraft(name: "Weight", kind: .number(unit: "g", minimum: "0", maximum: nil)))
    try fields.addCustomField(CustomFieldDraft(name: "Colour", kind: .choice(["Red", "Blue"])))
    try fields.setFieldValue(itemID: id, field: "Weight", to: "250")
    try fields.setFieldValue(itemID: other, field: "Colour", to: "Blue")
    try fields.setFieldValue(itemID: id, field: "Colour", to: "Red")
    _ = try fields.removeCustomField("Colour")
    // An expiry alert about a lot (its lot's id, batch and use-by date travel with it).
    #expect(try store.alerts().raiseExpiryAlerts(within: ExpiryWindow(today: "2026-11-28", through: "2027-01-31")) > 0)
    return [id, other]
  }

  /// What a user sees of the places, lots, fields and alerts of `items`.
  static func view(of inventory: any Inventory, items: [Int64]) throws -> [String] {
    let places = try #require(inventory as? any LotInventory & LocationInventory & CustomFieldInventory)
    let alerts = try #require(inventory as? any AlertInventory)
    let tree = try places.locationTree()
    var lines =
      try places.locationSummaries().map { "\($0)" } + tree.locations.map { "\(tree.path(of: $0.id))" }.sorted()
    for id in items {
      lines += try places.stock(ofItem: id).map { "\(id) \($0.path) \($0.quantity)" }
      lines += try places.lots(ofItem: id).map { "\(id) \($0)" }
      lines.append("\(id) expiry window \(try places.itemExpiryWindow(ofItem: id).map(String.init) ?? "none")")
      lines += try places.fieldValues(ofItem: id).map { "\(id) \($0.field.name) \($0.shown)" }
    }
    lines += try alerts.alerts(openOnly: false, limit: 100).map { "\($0)" }
    lines += try places.customFields().map { "\($0)" }
    return lines
  }

  @Test func anInventoryWithPlacesLotsFieldsAndAlertsGoesToPostgreSQLAndBackUnchanged() throws {
    // Given a SQLite inventory with locations, lots, fields and alerts
    let original = try Backend.sqlite.open()
    let items = try Self.filled(original)
    let source = try #require(original.inventory as? SQLiteInventory)
    let server = try Backend.postgresql.open()
    let destination = try #require(server.inventory as? any ArchiveSource & ArchiveDestination)

    // When it is migrated to PostgreSQL and from there into a new file
    let there = try source.database.copyArchive(to: destination, batchSize: 2)
    let backPath = original.folder.path("back.sqlite")
    try destination.copyArchive(to: SQLiteArchiveFile(path: backPath), batchSize: 3)

    // Then every table read back equal, locations, lots, fields and alerts included
    #expect(there.count(of: .locations) == 3 && there.count(of: .lots) == 5)
    #expect(there.count(of: .customFields) == 2 && there.count(of: .fieldValues) == 3)
    #expect(there.count(of: .alerts) > 0)
    let back = try AppDatabase.open(path: backPath)
    let summary = try source.database.withArchiveReader { original in
      try back.withArchiveReader { copy in try ArchiveComparison.compare(original, with: copy) }
    }
    #expect(summary == there)
    // And the copies answer as the original does
    let expected = try Self.view(of: source, items: items)
    #expect(expected.contains("\(items[0]) Back room › Shelf 3 5"))
    #expect(expected.contains("\(items[0]) expiry window 400") && expected.contains("\(items[1]) expiry window none"))
    let onServer = try Self.view(of: server.inventory, items: items)
    let inFile = try Self.view(of: SQLiteInventory(database: back), items: items)
    #expect(onServer == expected)
    #expect(inFile == expected)
    #expect(try server.inventory.integrityProblems().isEmpty)
  }

  @Test func aLocationMovedUnderALaterOneAndTheDefaultsNewNameArrive() throws {
    // Given a renamed default location and a tree whose parents come after their children
    let original = try Backend.postgresql.open()
    let places = try original.locations()
    try places.renameLocation("Default", to: "Shop")
    try places.addLocation(named: "Bin", code: nil, notes: "", under: nil)
    try places.addLocation(named: "Shelf", code: nil, notes: "", under: nil)
    try places.addLocation(named: "Bin", code: nil, notes: "", under: "Shelf")
    try places.addLocation(named: "Aisle", code: nil, notes: "", under: nil)
    try places.moveLocation("Shelf", under: "Aisle")
    let source = try #require(original.inventory as? any ArchiveSource)

    // When it is backed up into a new file
    let path = original.folder.path("backup.sqlite")
    try source.copyArchive(to: SQLiteArchiveFile(path: path), batchSize: 1)

    // Then the file has the same tree, the default location renamed
    func paths(_ tree: LocationTree) -> [String] {
      tree.locations.map { "\($0.id) \(tree.path(of: $0.id)) \($0.labelCode)" }.sorted()
    }
    let tree = try SQLiteInventory(database: try AppDatabase.open(path: path)).locationTree()
    let there = try places.locationTree()
    #expect(paths(tree) == paths(there))
    #expect(tree.defaultLocation?.name == "Shop")
    #expect(
      Set(tree.locations.map { tree.path(of: $0.id) }) == [
        "Shop", "Bin", "Aisle", "Aisle › Shelf", "Aisle › Shelf › Bin",
      ])
  }
}
