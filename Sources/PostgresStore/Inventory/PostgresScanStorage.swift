import InventoryCore
import InventoryEngine
import PostgresNIO

/// Recording a scan's rows in a PostgreSQL transaction (`ScanRecorder` decides what they are). The stock change
/// locks the item's row, so the limits are checked against what no other station is changing.
public struct PostgresScanStorage: ScanStorage {
  let link: PostgresLink
  let origin: ActionOrigin

  public func match(for code: ProductCode) throws -> CodeMatch? { try PostgresInventory.fetchMatch(link, code: code) }

  public func log(_ entry: ScanLogEntry) throws -> Int64 { try PostgresInventory.logScan(link, entry) }

  public func adjustByScan(
    itemID: Int64, by delta: Int, lot: LotDetails?, source: ScanSource, time: Int64, at locationID: Int64?
  ) throws -> StockChange {
    try PostgresInventory.adjust(
      link, itemID: itemID, by: delta, reason: .scan, source: source, time: time, origin: origin, lot: lot,
      at: locationID)
  }

  public func allLocations() throws -> [Location] { try PostgresItemStorage(link: link, origin: origin).allLocations() }

  public func requireItem(id: Int64) throws -> Item { try PostgresInventory.requireItem(link, id: id) }

  public func rewrite(scans ids: [Int64], outcome: ScanOutcomeKind, detail: String) throws {
    guard !ids.isEmpty else { return }
    try link.execute("UPDATE scan SET outcome = \(outcome.rawValue), detail = \(detail) WHERE id = ANY(\(ids))")
  }
}
