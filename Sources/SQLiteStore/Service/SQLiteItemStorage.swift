import GRDB
import InventoryCore
import InventoryEngine

/// An item's and its stock's rows in a SQLite transaction (`ItemEditor`, `StockLedger` and
/// `InStoreCodeAssigner` decide). SQLite has one writer at a time, so nothing is locked row by row.
public struct SQLiteItemStorage: ItemStorage, ItemLookupStorage, InStoreCodeStorage {
  let db: Database
  /// The station and session the writes are journalled as.
  let origin: ActionOrigin
  /// False on a file opened for reading before v14 made its locations: all its stock is at the default.
  var hasLocations = true
  /// False on a file opened for reading before v15 made its lots: it holds none.
  var hasLots = true
  /// False on a file opened for reading before v17 made its custom fields: it has none.
  var hasFields = true

  public func item(id: Int64, locking: Bool) throws -> Item? { try SQLiteInventory.fetchItem(db, id: id) }

  public func snapshot(ofItem id: Int64) throws -> ItemSnapshot? { try ItemSnapshot.fetch(db, id: id) }

  public func record(_ entry: JournalEntry, time: Int64) throws {
    try SQLiteInventory.record(db, entry, origin: origin, time: time)
  }

  public func appendMovement(
    itemID: Int64, itemName: String, delta: Int, reason: MovementReason, source: ScanSource, time: Int64,
    at locationID: Int64?, lot lotID: Int64?, partOf: Int64?, current: Item?
  ) throws -> Int64 {
    try SQLiteInventory.insertMovement(
      db, itemID: itemID, itemName: itemName, delta: delta, reason: reason, source: source, time: time,
      station: origin.station, locationID: locationID, lotID: lotID, partOf: partOf)
  }

  /// A file an older version wrote may hold quantities outside the limits: a count replaces them.
  public var repairsStoredQuantities: Bool { true }

  public func resetQuantity(itemID: Int64, time: Int64) throws {
    try db.execute(sql: "UPDATE item SET quantity = 0, updated_at = ? WHERE id = ?", arguments: [time, itemID])
    try db.execute(sql: "DELETE FROM location_stock WHERE item_id = ?", arguments: [itemID])
    try db.execute(sql: "DELETE FROM lot WHERE item_id = ?", arguments: [itemID])
  }

  public func match(for code: ProductCode) throws -> CodeMatch? { try SQLiteInventory.fetchMatch(db, code: code) }

  public func categoryExists(id: Int64) throws -> Bool {
    try Row.fetchOne(db.cachedStatement(sql: "SELECT 1 FROM category WHERE id = ?"), arguments: [id]) != nil
  }

  public func insertItem(_ valid: ItemDraft.Valid, time: Int64) throws -> Int64 {
    try SQLiteInventory.insertItemRow(db, valid, time: time)
  }

  public func updateItem(id: Int64, to valid: ItemDraft.Valid, time: Int64) throws {
    try db.execute(
      sql: """
        UPDATE item SET name = ?, sort_key = ?, barcode = ?, barcode_key = ?, price_minor = ?, category_id = ?,
          minimum_quantity = ?, target_quantity = ?, notes = ?, updated_at = ? WHERE id = ?
        """,
      arguments: [
        valid.name, Item.sortKey(for: valid.name), valid.barcode?.text, valid.barcode?.key, valid.price?.minorUnits,
        valid.categoryID, valid.minimumQuantity, valid.targetQuantity, valid.notes, time, id,
      ])
  }

  public func removeItem(id: Int64) throws -> Int { try SQLiteInventory.removeItem(db, id: id) }

  public func items(sortKey key: String, limit: Int) throws -> [Item] {
    try Row.fetchAll(
      db, sql: "SELECT \(try Item.columns(in: db)) FROM item WHERE sort_key = ? LIMIT ?", arguments: [key, limit]
    ).map(Item.init(row:))
  }

  /// SQLite's writer holds the whole file: nobody else assigns meanwhile.
  public func lockInStoreCodes() throws {}

  public func highestInStoreKey() throws -> String? {
    let extras =
      try SQLiteInventory.hasExtraBarcodes(db)
      ? " UNION ALL SELECT max(key) FROM item_barcode WHERE key >= '020' AND key < '021'" : ""
    return try String.fetchOne(
      db,
      sql: """
        SELECT max(k) FROM (SELECT max(barcode_key) AS k FROM item WHERE barcode_key >= '020' AND barcode_key < '021'
        \(extras))
        """)
  }

  public func setMainBarcode(_ code: ProductCode, itemID: Int64, time: Int64) throws {
    try db.execute(
      sql: "UPDATE item SET barcode = ?, barcode_key = ?, updated_at = ? WHERE id = ?",
      arguments: [code.text, code.key, time, itemID])
  }
}
