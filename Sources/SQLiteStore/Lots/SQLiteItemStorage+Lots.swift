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

  public func lotsHolding(useByThrough date: String) throws -> [(lot: Lot, itemName: String)] {
    guard hasLots else { return [] }
    let columns = Self.lotColumns.split(separator: ", ").map { "lot.\($0)" }.joined(separator: ", ")
    return try Row.fetchAll(
      db,
      sql: """
        SELECT \(columns), item.name FROM lot JOIN item ON item.id = lot.item_id
        WHERE coalesce(lot.expiry, lot.best_before) <= ? AND lot.quantity > 0
        """,
      arguments: [date]
    ).compactMap { row in Self.lot(row).map { ($0, row.text(9, default: "")) } }
  }

  private static func lot(_ row: Row) -> Lot? {
    guard let id = row.integer(0), let itemID = row.integer(1) else { return nil }
    return Lot(
      id: id, itemID: itemID,
      details: LotDetails(batch: row.text(3), expiry: row.text(4), bestBefore: row.text(5), serial: row.text(6)),
      locationID: row.integer(2), receivedAt: row.integer(7) ?? 0, quantity: Int(clamping: row.integer(8) ?? 0))
  }
}

/// Lots are read and changed by the engine's rules (`LotStore`) in one SQLite transaction each.
extension SQLiteInventory: LotStore {}
