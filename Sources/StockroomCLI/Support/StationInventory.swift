import Foundation
import InventoryCore
import OfflineScans
import PostgresStore
import SQLiteStore

/// The inventory on a server as this station uses it: PostgreSQL behind the station's offline journal, which
/// keeps scans while the server is away (`OfflineCapableInventory`).
enum StationInventory {
  /// The inventory on the server itself, able to back up into a SQLite file (this program links both stores).
  static func openServer(_ settings: PostgresSettings, connectNow: Bool = true) throws -> PostgresInventory {
    try PostgresInventory(settings: settings, connectNow: connectNow, archiveFiles: SQLiteArchiveFiles())
  }

  /// Connects (a server away at start is an error that says so: nothing is known of the stock to show), and
  /// opens the station's journal, without touching its file (it is made by the first scan kept). `scanning`
  /// (stockroom scan) connects on the first scan instead, so a scan taken while the server is away is kept like
  /// the terminal UI's.
  static func open(_ settings: PostgresSettings, folder: String, scanning: Bool = false) throws -> any Inventory {
    let server = try openServer(settings, connectNow: !scanning)
    guard let replayer = server as Any as? any ScanReplaying else { return server }
    let identity = scanning ? nil : try? server.serverIdentity()
    let journal = try journal(for: settings, folder: folder, identity: identity)
    return try OfflineCapableInventory(
      server: server, replayer: replayer, journal: journal,
      isServerAway: { ($0 as? PostgresStoreError)?.meansServerAway ?? false })
  }

  /// The station's journal for this server and database. Keyed by the server's identity
  /// (`PostgresInventory.serverIdentity`, "SYSTEM-ID/DATABASE") when it is known, so every spelling of one
  /// server (`localhost`, `127.0.0.1`, its socket) shares one journal: `identity` when connected, else the one
  /// a connected run noted beside the journal for this spelling. A server never reached from here has only
  /// its spelling: scans are kept under it, and moved into the identity's journal (`adopt`, one transaction
  /// over both files) by the first run that knows the identity.
  static func journal(for settings: PostgresSettings, folder: String, identity: String?) throws
    -> OfflineScanJournal
  {
    let spelling = spellingPath(for: settings, folder: folder)
    let noted = ServerIdentityNote(spellingJournal: spelling)
    if let identity { noted.remember(identity) }
    guard let known = identity ?? noted.identity else { return try OfflineScanJournal(path: spelling) }
    let journal = try OfflineScanJournal(path: identityPath(for: known, folder: folder))
    do { try journal.adopt(journalAt: spelling) } catch {
      // Its scans stay where they are (listed by `stockroom offline` with that spelling); this journal works.
      printError("stockroom: warning: scans kept before the server was first reached were not moved: \(error)")
    }
    return journal
  }

  /// `folder/offline/USER@HOST_PORT_DATABASE.sqlite`: the journal of a server known only by its URL.
  static func spellingPath(for settings: PostgresSettings, folder: String) -> String {
    folder + "/offline/" + fileName(settings.description) + ".sqlite"
  }

  /// `folder/offline/server-SYSTEM-ID_DATABASE.sqlite`.
  static func identityPath(for identity: String, folder: String) -> String {
    folder + "/offline/server-" + fileName(identity) + ".sqlite"
  }

  /// Letters, digits and `@.-` kept, anything else `_`, at most 120 characters.
  private static func fileName(_ text: String) -> String {
    String(
      String(
        text.unicodeScalars.map { scalar in
          scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "@.-".unicodeScalars.contains(scalar)
            ? Character(scalar) : "_"
        }
      ).prefix(120))
  }
}

/// The server identity a connected run found behind one URL spelling, in a small file beside that spelling's
/// journal (`SPELLING.sqlite.server`), so that a start while the server is away still finds the identity's
/// journal. Written only where the offline folder already exists (it is made by the first scan kept).
struct ServerIdentityNote {
  let path: String

  init(spellingJournal: String) { path = spellingJournal + ".server" }

  /// The noted identity, nil when there is none or it is not one (the file is only a hint).
  var identity: String? {
    guard let data = FileManager.default.contents(atPath: path), data.count <= 300,
      let text = String(data: data, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines)
    else { return nil }
    let parts = text.split(separator: "/", maxSplits: 1)
    guard parts.count == 2, !parts[0].isEmpty, parts[0].allSatisfy(\.isASCII), parts[0].allSatisfy(\.isNumber),
      !parts[1].isEmpty
    else { return nil }
    return text
  }

  func remember(_ identity: String) {
    let folder = (path as NSString).deletingLastPathComponent
    var isFolder: ObjCBool = false
    guard identity != self.identity, FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder),
      isFolder.boolValue
    else { return }
    try? Data((identity + "\n").utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
  }
}
