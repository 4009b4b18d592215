import Foundation
import InventoryCore
import InventoryStore
import OfflineScans
import PostgresStore

/// The inventory on a server as this station uses it: PostgreSQL behind the station's offline journal, which
/// keeps scans while the server is away (`OfflineCapableInventory`).
enum StationInventory {
  /// The inventory on the server itself, able to back up into a SQLite file (this program links both stores).
  static func openServer(_ settings: PostgresSettings, connectNow: Bool = true) throws -> PostgresInventory {
    try PostgresInventory(settings: settings, connectNow: connectNow, archiveFiles: SQLiteArchiveFiles())
  }

  /// `folder/offline/USER@HOST_PORT_DATABASE.sqlite`: one journal per server and database, so a station that
  /// switches servers never sends one's scans to the other.
  static func journalPath(for settings: PostgresSettings, folder: String) -> String {
    let name = String(
      settings.description.unicodeScalars.map { scalar in
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "@.-".unicodeScalars.contains(scalar)
          ? Character(scalar) : "_"
      }
    ).prefix(120)
    return folder + "/offline/" + name + ".sqlite"
  }

  /// Connects (a server away at start is an error that says so: nothing is known of the stock to show), and
  /// opens the station's journal. `scanning` (stockroom scan) connects on the first scan instead, so a scan
  /// taken while the server is away is kept like the terminal UI's.
  static func open(_ settings: PostgresSettings, folder: String, scanning: Bool = false) throws -> any Inventory {
    let server = try openServer(settings, connectNow: !scanning)
    guard let replayer = server as Any as? any ScanReplaying else { return server }
    let journal = try OfflineScanJournal(path: journalPath(for: settings, folder: folder))
    return try OfflineCapableInventory(
      server: server, replayer: replayer, journal: journal,
      isServerAway: { ($0 as? PostgresStoreError)?.meansServerAway ?? false })
  }
}
