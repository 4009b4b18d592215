import Foundation
import InventoryCore
import InventoryEngine
import PostgresNIO

/// Sessions' rows in a PostgreSQL transaction (`SessionEngine` decides what to do with them). Every change to a
/// session locks its row first (`FOR UPDATE`), so additions from several stations queue for a few milliseconds
/// each and the checks they make (still open? line within range? room for a line?) hold until they commit; a
/// commit waits for additions under way and no addition slips in after it.
public struct PostgresSessionStorage: SessionStorage {
  static let sessionColumns = """
    id, kind, state, scope_category_id, scope_uncategorised, scope_search, uncounted_default, note, station,
    started_at, closed_at, closed_by, scope_location_id, scope_with_sublocations
    """

  let link: PostgresLink
  let origin: ActionOrigin
  public let source: ScanSource
  public let time: Int64

  public var station: String { origin.station }

  public func session(id: Int64, locking: Bool) throws -> StockSession? {
    try link.query(
      "SELECT \(unescaped: Self.sessionColumns) FROM stock_session WHERE id = \(id)\(unescaped: locking ? " FOR UPDATE" : "")"
    ).first.map(StockSession.init(postgresRow:))
  }

  public func insertSession(kind: StockSession.Kind, scope: SessionScope, note: String) throws -> Int64 {
    guard
      let id = try link.query(
        """
        INSERT INTO stock_session (kind, state, scope_category_id, scope_uncategorised, scope_search, note, station,
          started_at, scope_location_id, scope_with_sublocations)
        VALUES (\(kind.rawValue), 'open', \(scope.storedCategoryID), \(scope.storedUncategorised), \(scope.search),
          \(note), \(station), \(time), \(scope.locationID), \(scope.withSublocations))
        RETURNING id
        """
      ).single(Int64.self)
    else { throw PostgresStoreError(.server, "the server did not return the new session's id") }
    return id
  }

  public func close(session id: Int64, as state: StockSession.State) throws {
    try link.query(
      """
      UPDATE stock_session SET state = \(state.rawValue), closed_at = \(time), closed_by = \(station)
      WHERE id = \(id)
      """)
  }

  public func setUncountedDefault(session id: Int64, to choice: UncountedChoice) throws {
    try link.query("UPDATE stock_session SET uncounted_default = \(choice.rawValue) WHERE id = \(id)")
  }

  public func setUncountedChoice(session id: Int64, itemID: Int64, to choice: UncountedChoice) throws {
    try link.query(
      """
      INSERT INTO stock_session_choice (session_id, item_id, choice) VALUES (\(id), \(itemID), \(choice.rawValue))
      ON CONFLICT (session_id, item_id) DO UPDATE SET choice = excluded.choice
      """)
  }

  public func items(ids: [Int64]) throws -> [Int64: Item] {
    var items: [Int64: Item] = [:]
    for item in try link.query(
      "SELECT \(unescaped: Item.postgresSelection) FROM item WHERE id = ANY(\(ids.sorted())) ORDER BY id FOR UPDATE"
    ).map(Item.init(postgresRow:)) {
      if let id = item.id { items[id] = item }
    }
    return items
  }

  public func match(for code: ProductCode) throws -> CodeMatch? { try PostgresInventory.fetchMatch(link, code: code) }

  public func requireItem(id: Int64) throws -> Item { try PostgresInventory.requireItem(link, id: id) }

  public func adjust(
    itemID: Int64, by delta: Int, reason: MovementReason, keepingCountedTime: Bool, at place: SessionPlace
  )
    throws
  {
    _ = try PostgresInventory.adjust(
      link, itemID: itemID, by: delta, reason: reason, source: source, time: time, origin: origin,
      lot: place.lot, keepingCountedTime: keepingCountedTime, at: place.locationID)
  }

  public func stampCounted(itemIDs: [Int64]) throws {
    try link.query("UPDATE item SET last_counted_at = \(time) WHERE id = ANY(\(itemIDs))")
  }

  public func categoryName(id: Int64) throws -> String? {
    try link.query("SELECT name FROM category WHERE id = \(id)").single(String.self)
  }

  public func allLocations() throws -> [Location] { try PostgresItemStorage(link: link, origin: origin).allLocations() }

  public func placedQuantities(ofItem id: Int64) throws -> [Int64: Int] {
    try PostgresItemStorage(link: link, origin: origin).placedQuantities(ofItem: id)
  }

  public func lots(ofItem id: Int64, at locationID: Int64?) throws -> [Lot] {
    try PostgresItemStorage(link: link, origin: origin).lots(ofItem: id, at: locationID)
  }

  public func log(_ entry: ScanLogEntry) throws { _ = try PostgresInventory.logScan(link, entry) }
}

extension StockSession {
  init(postgresRow row: PostgresRow) throws {
    let (
      id, kind, state, categoryID, uncategorised, search, uncounted, note, station, started, closed, closedBy,
      locationID, withSublocations
    ) =
      try row.values(
        (Int64, String, String, Int64?, Bool, String, String, String, String, Int64, Int64?, String?, Int64?, Bool)
          .self)
    self = try StockSession(
      storedID: id, kind: kind, state: state, scopeCategoryID: categoryID, scopeUncategorised: uncategorised,
      scopeSearch: search, uncountedDefault: uncounted, note: note, station: station, startedAt: started,
      closedAt: closed, closedBy: closedBy, scopeLocationID: locationID, scopeWithSublocations: withSublocations)
  }
}
