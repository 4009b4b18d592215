import Foundation
import GRDB
import InventoryCore
import TestSupport
import Testing

@testable import SQLiteStore

/// v21 copies `stock_alert` to change its CHECK: an upgraded file keeps every alert as it was (ids, states) and
/// numbers new ones after them.
@Suite struct ExpiryAlertsUpgradeTests {
  @Test func alertsRaisedBeforeTheUpgradeAreKeptAndNewOnesNumberedAfterThem() throws {
    // Given a file whose alerts table is v18's (two alerts, the first sent), v21 not applied
    let inventory = try TestInventory()
    let id = try #require(try inventory.add("Tea", quantity: 3, minimum: 2).id)
    try inventory.service.adjustQuantity(itemID: id, by: -2)
    try inventory.service.adjustQuantity(itemID: id, by: 2)
    try inventory.service.adjustQuantity(itemID: id, by: -3)
    let sent = try #require(try inventory.service.claimUnsentAlerts(limit: 1).first)
    try inventory.service.markAlertSent(id: sent.id)
    let before = try inventory.service.alerts(openOnly: false, limit: 10)
    let v18 = """
      \(WaveOneDatabase.undoV22)
      CREATE TABLE stock_alert_v18 (
        id INTEGER PRIMARY KEY AUTOINCREMENT, item_id INTEGER, item_name TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('below_minimum', 'out_of_stock')),
        quantity INTEGER NOT NULL CHECK (quantity >= 0), minimum INTEGER NOT NULL CHECK (minimum >= 0),
        raised_at INTEGER NOT NULL, station TEXT NOT NULL, ended_at INTEGER, acknowledged_at INTEGER, sent_at INTEGER,
        failed_attempts INTEGER NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0), last_failure TEXT,
        claimed_until INTEGER);
      INSERT INTO stock_alert_v18 SELECT id, item_id, item_name, kind, quantity, minimum, raised_at, station, ended_at,
        acknowledged_at, sent_at, failed_attempts, last_failure, claimed_until FROM stock_alert;
      DROP TABLE stock_alert; ALTER TABLE stock_alert_v18 RENAME TO stock_alert;
      CREATE UNIQUE INDEX stock_alert_one_open ON stock_alert(item_id, kind) WHERE ended_at IS NULL;
      CREATE INDEX stock_alert_unsent ON stock_alert(id) WHERE sent_at IS NULL;
      \(WaveOneDatabase.undoV23)
      \(WaveOneDatabase.undoV20)
      \(WaveOneDatabase.undoV19)
      \(WaveOneDatabase.undoV21)
      """
    #expect(try ProcessRunner.run("/usr/bin/sqlite3", [inventory.path, v18]).status == 0)
    // When it is opened by this version
    let upgraded = try inventory.reopened()
    // Then the alerts are the same, and the next one is numbered after them
    #expect(try upgraded.alerts(openOnly: false, limit: 10) == before)
    try upgraded.adjustQuantity(itemID: id, by: 3)
    try upgraded.adjustQuantity(itemID: id, by: -3)
    let newest = try #require(try upgraded.alerts(openOnly: false, limit: 1).first)
    #expect(newest.id > before.map(\.id).max() ?? 0)
  }
}
