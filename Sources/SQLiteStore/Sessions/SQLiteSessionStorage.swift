import Foundation
import GRDB
import InventoryCore
import InventoryEngine

/// Sessions' rows in a SQLite transaction (`SessionEngine` decides what to do with them). SQLite runs one writer
/// at a time, so the checks a session makes (still open? line within range?) hold until it commits, whichever
/// process adds at the same moment: nothing is locked row by row.
public struct SQLiteSessionStorage: SessionStorage {
  static let sessionColumns = """
    id, kind, state, scope_category_id, scope_uncategorised, scope_search, uncounted_default, note, station,
    started_at, closed_at, closed_by
    """

  /// `sessionColumns` and v22's location scope (none on a file still waiting for v22, opened for reading).
  static func sessionColumns(_ db: Database) throws -> String {
    sessionColumns
      + (try Schema.hasSessionPlaces(db)
        ? ", scope_location_id, scope_with_sublocations" : ", NULL AS scope_location_id, 0 AS scope_with_sublocations")
  }

  let db: Database
  let origin: ActionOrigin
  public let source: ScanSource
  public let time: Int64

  public var station: String { origin.station }

  /// False on a file still waiting for v9, opened for reading where it cannot be upgraded: no sessions yet.
  static func hasSessions(_ db: Database) throws -> Bool { try db.tableExists("stock_session") }

  public func session(id: Int64, locking: Bool) throws -> StockSession? {
    guard try Self.hasSessions(db) else { return nil }
    return try Row.fetchOne(
      db.cachedStatement(sql: "SELECT \(try Self.sessionColumns(db)) FROM stock_session WHERE id = ?"), arguments: [id]
    ).map(StockSession.init(row:))
  }

  public func insertSession(kind: StockSession.Kind, scope: SessionScope, note: String) throws -> Int64 {
    try db.execute(
      sql: """
        INSERT INTO stock_session (kind, state, scope_category_id, scope_uncategorised, scope_search, note, station,
          started_at, scope_location_id, scope_with_sublocations)
        VALUES (?, 'open', ?, ?, ?, ?, ?, ?, ?, ?)
        """,
      arguments: [
        kind.rawValue, scope.storedCategoryID, scope.storedUncategorised ? 1 : 0, scope.search, note, station,
        time, scope.locationID, scope.withSublocations ? 1 : 0,
      ])
    return db.lastInsertedRowID
  }

  public func close(session id: Int64, as state: StockSession.State) throws {
    try db.execute(
      sql: "UPDATE stock_session SET state = ?, closed_at = ?, closed_by = ? WHERE id = ?",
      arguments: [state.rawValue, time, station, id])
  }

  public func setUncountedDefault(session id: Int64, to choice: UncountedChoice) throws {
    try db.execute(
      sql: "UPDATE stock_session SET uncounted_default = ? WHERE id = ?", arguments: [choice.rawValue, id])
  }

  public func setUncountedChoice(session id: Int64, itemID: Int64, to choice: UncountedChoice) throws {
    try db.execute(
      sql: """
        INSERT INTO stock_session_choice (session_id, item_id, choice) VALUES (?, ?, ?)
        ON CONFLICT (session_id, item_id) DO UPDATE SET choice = excluded.choice
        """, arguments: [id, itemID, choice.rawValue])
  }

  public func items(ids: [Int64]) throws -> [Int64: Item] {
    var items: [Int64: Item] = [:]
    for id in ids { items[id] = try SQLiteInventory.fetchItem(db, id: id) }
    return items
  }

  public func match(for code: ProductCode) throws -> CodeMatch? { try SQLiteInventory.fetchMatch(db, code: code) }

  public func requireItem(id: Int64) throws -> Item { try SQLiteInventory.requireItem(db, id: id) }

  public func adjust(
    itemID: Int64, by delta: Int, reason: MovementReason, keepingCountedTime: Bool, at place: SessionPlace
  )
    throws
  {
    _ = try SQLiteInventory.adjust(
      db, itemID: itemID, by: delta, reason: reason, source: source, time: time, station: station,
      origin: origin, lot: place.lot, keepingCountedTime: keepingCountedTime, at: place.locationID)
  }

  public func stampCounted(itemIDs: [Int64]) throws {
    let stamp = try db.cachedStatement(sql: "UPDATE item SET last_counted_at = ? WHERE id = ?")
    for id in itemIDs { try stamp.execute(arguments: [time, id]) }
  }

  public func categoryName(id: Int64) throws -> String? {
    try String.fetchOne(db.cachedStatement(sql: "SELECT name FROM category WHERE id = ?"), arguments: [id])
  }

  public func allLocations() throws -> [Location] { try SQLiteItemStorage(db: db, origin: origin).allLocations() }

  public func placedQuantities(ofItem id: Int64) throws -> [Int64: Int] {
    try SQLiteItemStorage(db: db, origin: origin).placedQuantities(ofItem: id)
  }

  public func lots(ofItem id: Int64, at locationID: Int64?) throws -> [Lot] {
    try SQLiteItemStorage(db: db, origin: origin).lots(ofItem: id, at: locationID)
  }

  public func log(_ entry: ScanLogEntry) throws { _ = try SQLiteInventory.logScan(db, entry) }
}

extension StockSession {
  init(row: Row) throws {
    let id = row.integer(0) ?? 0
    self = try StockSession(
      storedID: id, kind: row.text(1, default: ""), state: row.text(2, default: ""), scopeCategoryID: row.integer(3),
      scopeUncategorised: row.integer(4) == 1, scopeSearch: row.text(5, default: ""),
      uncountedDefault: row.text(6, default: ""), note: row.text(7, default: ""), station: row.text(8, default: ""),
      startedAt: row.integer(9) ?? 0, closedAt: row.integer(10), closedBy: row.text(11),
      scopeLocationID: row.integer(12), scopeWithSublocations: row.integer(13) == 1)
  }
}
