import Foundation
import InventoryCore
import InventoryEngine
import PostgresNIO

/// Undo and redo's rows in a PostgreSQL transaction (`UndoEngine` decides what to do with them). Items are
/// locked (`FOR UPDATE`) where the engine asks, so another station cannot change one midway.
public struct PostgresUndoStorage: UndoStorage {
  let link: PostgresLink
  let origin: ActionOrigin

  public func item(id: Int64, locking: Bool) throws -> Item? {
    try PostgresInventory.fetchItem(link, id: id, locking: locking)
  }

  public func snapshot(ofItem id: Int64) throws -> ItemSnapshot? { try ItemSnapshot.fetch(link, id: id) }

  public func action(id: Int64) throws -> JournalAction? {
    try link.query("SELECT \(unescaped: JournalAction.postgresSelection()) FROM action WHERE id = \(id)")
      .first.map(JournalAction.init(postgresRow:))
  }

  public func newestEntry(about target: JournalAction) throws -> JournalAction {
    try link.query(
      """
      SELECT \(unescaped: JournalAction.postgresSelection()) FROM action
      WHERE id = \(target.id) OR target_id = \(target.id) ORDER BY id DESC LIMIT 1
      """
    ).first.map(JournalAction.init(postgresRow:)) ?? target
  }

  public func storedMovement(id: Int64) throws -> StoredMovement? {
    guard
      let row = try link.query("SELECT delta, reason, location_id, lot_id FROM stock_movement WHERE id = \(id)").first
    else { return nil }
    let (delta, reason, location, lot) = try row.values((Int64, String, Int64?, Int64?).self)
    return StoredMovement(delta: delta, reason: reason, locationID: location, lotID: lot)
  }

  public func movementParts(of id: Int64) throws -> [(id: Int64, stored: StoredMovement)] {
    try link.query(
      "SELECT id, delta, reason, location_id, lot_id FROM stock_movement WHERE part_of_id = \(id) ORDER BY id"
    ).map { row in
      let (id, delta, reason, location, lot) = try row.values((Int64, Int64, String, Int64?, Int64?).self)
      return (id, StoredMovement(delta: delta, reason: reason, locationID: location, lotID: lot))
    }
  }

  public func newestUncancelledMovement() throws -> (
    id: Int64, itemID: Int64, stored: StoredMovement, itemName: String
  )? {
    guard
      let row = try link.query(
        """
        SELECT m.id, m.item_id, m.delta, m.item_name, m.location_id, m.lot_id FROM stock_movement m
        WHERE m.reason <> 'undo' AND m.item_id IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM stock_movement u WHERE u.undoes_id = m.id)
        ORDER BY m.id DESC LIMIT 1
        """
      ).first
    else { return nil }
    let (id, itemID, delta, name, location, lot) = try row.values((Int64, Int64, Int64, String, Int64?, Int64?).self)
    return (id, itemID, StoredMovement(delta: delta, reason: nil, locationID: location, lotID: lot), name)
  }

  public func isCancelled(movement id: Int64) throws -> Bool {
    try !link.query("SELECT 1 FROM stock_movement WHERE undoes_id = \(id)").isEmpty
  }

  public func movementCount(itemID: Int64, deleted: Bool) throws -> Int {
    let count =
      deleted
      ? try link.query("SELECT count(*) FROM stock_movement WHERE deleted_item_id = \(itemID)").single(Int64.self)
      : try link.query("SELECT count(*) FROM stock_movement WHERE item_id = \(itemID)").single(Int64.self)
    return Int(clamping: count ?? 0)
  }

  public func categoryExists(id: Int64) throws -> Bool {
    try !link.query("SELECT 1 FROM category WHERE id = \(id)").isEmpty
  }

  public func owner(ofBarcodeKey key: String) throws -> CodeMatch? { try PostgresInventory.fetchOwner(link, key: key) }

  public func removeItem(id: Int64) throws -> Int { try PostgresInventory.removeItem(link, id: id) }

  public func reinsert(_ item: ItemSnapshot, categoryID: Int64?, time: Int64) throws -> Int {
    try PostgresInventory.reinsertItem(link, item, categoryID: categoryID, time: time)
  }

  public func customFieldExists(id: Int64) throws -> Bool {
    try !link.query("SELECT 1 FROM custom_field WHERE id = \(id)").isEmpty
  }

  public func writeFieldValue(itemID: Int64, fieldID: Int64, value: String?) throws {
    try PostgresInventory.writeFieldValue(link, itemID: itemID, fieldID: fieldID, value: value)
  }

  public func writeFields(_ fields: ItemSnapshot, itemID: Int64, time: Int64) throws {
    try link.execute(
      """
      UPDATE item SET name = \(fields.name), sort_key = \(Item.sortKey(for: fields.name)),
        barcode = \(fields.barcode), barcode_key = \(fields.barcodeKey), price_minor = \(fields.priceMinor),
        category_id = \(fields.categoryID), minimum_quantity = \(fields.minimumQuantity),
        target_quantity = \(fields.targetQuantity), notes = \(fields.notes),
        own_words = array_to_tsvector(\(SearchWords.ofSnapshot(fields))), updated_at = \(time)
      WHERE id = \(itemID)
      """)
  }

  public func appendMovement(
    itemID: Int64, itemName: String, delta: Int, reason: MovementReason, source: ScanSource, time: Int64,
    at locationID: Int64?, lot lotID: Int64?, partOf: Int64?, cancelling movementID: Int64?, current: Item
  ) throws -> Int64 {
    try PostgresInventory.insertMovement(
      link, itemID: itemID, itemName: itemName, delta: delta, reason: reason, source: source, origin: origin,
      time: time, undoes: movementID, locationID: locationID, lotID: lotID, partOf: partOf, current: current)
  }

  /// A deleted item's lots, kept in its snapshot and made again by a restore: the stock storage's rows.
  public func lots(ofItem id: Int64, at locationID: Int64?) throws -> [Lot] {
    try PostgresItemStorage(link: link, origin: origin).lots(ofItem: id, at: locationID)
  }

  public func insertLot(itemID: Int64, details: LotDetails, at locationID: Int64?, receivedAt: Int64) throws -> Int64 {
    try PostgresItemStorage(link: link, origin: origin).insertLot(
      itemID: itemID, details: details, at: locationID, receivedAt: receivedAt)
  }

  public func placedQuantities(ofItem id: Int64) throws -> [Int64: Int] {
    try PostgresItemStorage(link: link, origin: origin).placedQuantities(ofItem: id)
  }

  public func allLocations() throws -> [Location] { try PostgresItemStorage(link: link, origin: origin).allLocations() }

  public func setLastCounted(itemID: Int64, to time: Int64?) throws {
    try link.execute("UPDATE item SET last_counted_at = \(time) WHERE id = \(itemID)")
  }

  public func record(_ entry: JournalEntry, time: Int64) throws {
    try PostgresInventory.record(link, entry, origin: origin, time: time)
  }

  public func setUndone(actionID: Int64, _ undone: Bool) throws {
    try link.execute("UPDATE action SET undone = \(undone) WHERE id = \(actionID)")
  }
}
