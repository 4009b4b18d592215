import GRDB
import InventoryCore
import InventoryEngine

/// Locations and the stock at them in a SQLite transaction (`LocationEditor` and `StockLedger` decide).
extension SQLiteItemStorage: LocationStorage {
  public func placedQuantities(ofItem id: Int64) throws -> [Int64: Int] {
    guard hasLocations else { return [:] }
    var quantities: [Int64: Int] = [:]
    let rows = try Row.fetchCursor(
      db.cachedStatement(sql: "SELECT location_id, quantity FROM location_stock WHERE item_id = ? AND quantity > 0"),
      arguments: [id])
    while let row = try rows.next() {
      if let location = row.integer(0), let quantity = row.integer(1) { quantities[location] = Int(quantity) }
    }
    return quantities
  }

  /// A file not yet at v16 (read-only) has no label codes: `*` reads them where they are.
  public func allLocations() throws -> [Location] {
    guard hasLocations else { return [] }
    return try Row.fetchAll(db, sql: "SELECT id, name, code, notes, parent_id, is_default, * FROM location")
      .compactMap { row in
        guard let id = row.integer(0) else { return nil }
        return Location(
          id: id, name: row.text(1, default: ""), code: row.text(2), labelCode: row["label_code"],
          notes: row.text(3, default: ""), parentID: row.integer(4), isDefault: row.integer(5) == 1)
      }
  }

  public func insertLocation(name: String, code: String?, notes: String, parentID: Int64?) throws -> Int64 {
    try db.execute(
      sql: "INSERT INTO location (name, name_key, code, notes, parent_id) VALUES (?, ?, ?, ?, ?)",
      arguments: [name, Location.nameKey(for: name), code, notes, parentID])
    return db.lastInsertedRowID
  }

  public func writeLocation(_ location: Location) throws {
    try db.execute(
      sql: """
        UPDATE location SET name = ?, name_key = ?, code = ?, label_code = ?, notes = ?, parent_id = ? WHERE id = ?
        """,
      arguments: [
        location.name, Location.nameKey(for: location.name), location.code, location.labelCode, location.notes,
        location.parentID, location.id,
      ])
  }

  public func stockHeld(atLocation id: Int64) throws -> (items: Int, units: Int) {
    let row = try Row.fetchOne(
      db, sql: "SELECT count(*), coalesce(sum(quantity), 0) FROM location_stock WHERE location_id = ? AND quantity > 0",
      arguments: [id])
    return (Int(row?.integer(0) ?? 0), Int(row?.integer(1) ?? 0))
  }

  public func deleteLocation(id: Int64) throws {
    try db.execute(sql: "DELETE FROM location_stock WHERE location_id = ? AND quantity = 0", arguments: [id])
    try db.execute(sql: "DELETE FROM location WHERE id = ?", arguments: [id])
  }
}

/// Locations are changed by the engine's rules (`LocationStore`) in one SQLite transaction each.
extension SQLiteInventory: LocationStore {
  public func readLocations<T>(_ body: (SQLiteItemStorage) throws -> T) throws -> T {
    try database.read { db in
      try body(
        SQLiteItemStorage(
          db: db, origin: origin, hasLocations: try db.tableExists("location"), hasLots: try db.tableExists("lot")))
    }
  }

  /// SQLite has one writer: the editor's checks of names and codes are the last word on them.
  public func writeLocations<T>(_ body: (SQLiteItemStorage) throws -> T) throws -> T {
    try database.write { db in try body(itemStorage(db)) }
  }
}
