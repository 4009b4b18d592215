import Foundation
import InventoryCore
import InventoryEngine
import PostgresNIO

/// The alert rows of a PostgreSQL transaction, for every storage whose writes may cross (items and stock, undo).
struct PostgresAlertStorage: AlertStorage {
  let link: PostgresLink
  /// The station whose change raises the alerts.
  let station: String

  func openAlert(itemID: Int64, itemName: String, kind: StockAlertKind, quantity: Int, minimum: Int, time: Int64)
    throws
  {
    // An alert of this kind already open for the item (`stock_alert_one_open`) is the same alert.
    _ = try link.execute(
      """
      INSERT INTO stock_alert (item_id, item_name, kind, quantity, minimum, raised_at, station)
      VALUES (\(itemID), \(itemName), \(kind.rawValue), \(quantity), \(minimum), \(time), \(station))
      ON CONFLICT DO NOTHING
      """)
  }

  func endAlerts(itemID: Int64, kinds: [StockAlertKind], time: Int64) throws {
    _ = try link.execute(
      """
      UPDATE stock_alert SET ended_at = \(time)
      WHERE item_id = \(itemID) AND kind = ANY(\(kinds.map(\.rawValue))) AND ended_at IS NULL
      """)
  }
}

extension PostgresItemStorage: AlertRaising {
  public var alerts: some AlertStorage { PostgresAlertStorage(link: link, station: origin.station) }
}

extension PostgresImportStorage {
  var alerts: some AlertStorage { PostgresAlertStorage(link: link, station: origin.station) }
}

extension PostgresUndoStorage: AlertRaising {
  public var alerts: some AlertStorage { PostgresAlertStorage(link: link, station: origin.station) }
}

extension StockAlert {
  static let postgresSelection = """
    id, item_id, item_name, kind, quantity, minimum, raised_at, station, ended_at, acknowledged_at, sent_at,
    failed_attempts, last_failure, lot_id, lot_batch, lot_use_by
    """

  init(postgresRow row: PostgresRow) throws {
    let (
      id, itemID, itemName, kind, quantity, minimum, raised, station, ended, acknowledged, sent, failed, failure,
      lotID, lotBatch, lotUseBy
    ) = try row.values(
      (
        Int64, Int64?, String, String, Int64, Int64, Int64, String, Int64?, Int64?, Int64?, Int32, String?, Int64?,
        String?, String?
      ).self)
    guard let kind = StockAlertKind(rawValue: kind) else {
      throw PostgresStoreError(.server, "stock alert \(id) has an unknown kind \"\(kind)\"")
    }
    self.init(
      id: id, itemID: itemID, itemName: itemName, kind: kind, quantity: Int(exactly: quantity) ?? 0,
      minimum: Int(exactly: minimum) ?? 0, raisedAt: Date(epochMilliseconds: raised), station: station,
      endedAt: ended.map(Date.init(epochMilliseconds:)),
      acknowledgedAt: acknowledged.map(Date.init(epochMilliseconds:)), sentAt: sent.map(Date.init(epochMilliseconds:)),
      failedAttempts: Int(failed), lastFailure: failure, lotID: lotID, lotBatch: lotBatch, lotUseBy: lotUseBy)
  }
}
