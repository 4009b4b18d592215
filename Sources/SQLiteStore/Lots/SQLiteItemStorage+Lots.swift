import GRDB
import InventoryCore
import InventoryEngine

/// Lots in a SQLite transaction (`StockLedger` decides what goes in and out of them).
extension SQLiteItemStorage: LotStorage {
  static let lotColumns = "id, item_id, location_id, batch, expiry, best_before, serial, received_at, quantity"

  public func lots(ofItem id: Int64, at locationID: Int64?) throws -> [Lot] {
    guard hasLots else { return [] }
    return try Row.fetchAll(
      db.cachedStatement(sql: "SELECT \(Self.lotColumns) FROM lot WHERE item_id = ? AND location_id IS ?"),
      arguments: [id, locationID]
    ).compactMap(Self.lot)
  }

  public func insertLot(itemID: Int64, details: LotDetails, at locationID: Int64?, receivedAt: Int64) throws -> Int64 {
    try db.execute(
      sql: """
        INSERT INTO lot (item_id, location_id, batch, expiry, best_before, serial, received_at)
        VALUES (?, ?, ?, ?, ?, ?, ?)
        """,
      arguments: [
        itemID, locationID, details.batch, details.expiry, details.bestBefore, details.serial, receivedAt,
      ])
    return db.lastInsertedRowID
  }

  public func lotsHolding(ofItem id: Int64) throws -> [Lot] {
    guard hasLots else { return [] }
    return try Row.fetchAll(
      db, sql: "SELECT \(Self.lotColumns) FROM lot WHERE item_id = ? AND quantity > 0", arguments: [id]
    ).compactMap(Self.lot)
  }

  public func lotsHolding(useByThrough date: String) throws -> [(lot: Lot, itemName: String, itemWindow: Int?)] {
    guard hasLots else { return [] }
    let columns = Self.lotColumns.split(separator: ", ").map { "lot.\($0)" }.joined(separator: ", ")
    let window = try SQLiteInventory.hasItemExpiryWindows(db) ? "item.expiry_window_days" : "NULL"
    return try Row.fetchAll(
      db,
      sql: """
        SELECT \(columns), item.name, \(window) FROM lot JOIN item ON item.id = lot.item_id
        WHERE coalesce(lot.expiry, lot.best_before) <= ? AND lot.quantity > 0
        """,
      arguments: [date]
    ).compactMap { row in
      Self.lot(row).map { ($0, row.text(9, default: ""), SQLiteInventory.itemWindow(row.integer(10))) }
    }
  }

  public func widestItemExpiryWindow() throws -> Int? { try SQLiteInventory.widestItemExpiryWindow(db) }

  public func itemExpiryWindow(ofItem id: Int64) throws -> Int?? {
    let window = try SQLiteInventory.hasItemExpiryWindows(db) ? "expiry_window_days" : "NULL"
    guard let row = try Row.fetchOne(db, sql: "SELECT \(window) FROM item WHERE id = ?", arguments: [id]) else {
      return .none
    }
    return .some(SQLiteInventory.itemWindow(row.integer(0)))
  }

  public func setItemExpiryWindow(ofItem id: Int64, days: Int?, time: Int64) throws -> Bool {
    try db.execute(
      sql: "UPDATE item SET expiry_window_days = ?, updated_at = ? WHERE id = ?", arguments: [days, time, id])
    return db.changesCount > 0
  }

  private static func lot(_ row: Row) -> Lot? {
    guard let id = row.integer(0), let itemID = row.integer(1) else { return nil }
    return Lot(
      id: id, itemID: itemID,
      details: LotDetails(batch: row.text(3), expiry: row.text(4), bestBefore: row.text(5), serial: row.text(6)),
      locationID: row.integer(2), receivedAt: row.integer(7) ?? 0, quantity: Int(clamping: row.integer(8) ?? 0))
  }
}

extension SQLiteInventory {
  /// False on a file opened for reading before v23 gave items their own expiry windows: none has one.
  static func hasItemExpiryWindows(_ db: Database) throws -> Bool {
    try db.columns(in: "item").contains { $0.name == "expiry_window_days" }
  }

  /// The widest window an item sets for itself, from the partial index `item_by_expiry_window`.
  static func widestItemExpiryWindow(_ db: Database) throws -> Int? {
    guard try hasItemExpiryWindows(db) else { return nil }
    return itemWindow(
      try Int64.fetchOne(
        db, sql: "SELECT max(expiry_window_days) FROM item WHERE expiry_window_days IS NOT NULL"))
  }

  /// A stored window within the limits (the CHECK keeps it so; a value outside reads as none).
  static func itemWindow(_ stored: Int64?) -> Int? {
    stored.flatMap { Int(exactly: $0) }.flatMap { (0...ExpiryWindow.maximumItemDays).contains($0) ? $0 : nil }
  }
}

/// Lots are read and changed by the engine's rules (`LotStore`) in one SQLite transaction each.
extension SQLiteInventory: LotStore {}
