import ArgumentParser
import InventoryCore
import Logging
import OfflineScans
import PostgresStore
import SQLiteStore

/// Options every subcommand takes.
struct GlobalOptions: ParsableArguments {
  @Option(
    name: .customLong("db"),
    help: ArgumentHelp(
      "The database: a SQLite file, or a PostgreSQL server shared by several stations "
        + "(postgresql://USER@HOST:PORT/DATABASE?sslmode=require; the password from ~/.pgpass or PGPASSWORD).",
      discussion: "Default: $STOCKROOM_DB, else $XDG_DATA_HOME/stockroom/stockroom.sqlite.",
      valueName: "path|url"))
  var databasePath: String?

  @Flag(name: .long, help: "Log what stockroom does to stderr.")
  var verbose = false

  /// The file or server `--db`/`STOCKROOM_DB` name; a malformed server URL is a usage error that says why.
  func address() throws -> InventoryAddress {
    do { return try InventoryAddress.resolve(explicit: databasePath) } catch {
      throw CommandFailure(message: error.description, status: ExitStatus.usage)
    }
  }

  /// Opens the inventory, turning any problem with the file or the server into a clear message and exit
  /// status. Commands that only read pass `.reading`: on a file they work read-only and write nothing.
  /// `scanning`: on a server, a scan while it is away is kept in this station's journal (`stockroom scan`).
  func openInventory(for purpose: AppDatabase.Purpose = .writing, scanning: Bool = false) throws -> any Inventory {
    Diagnostics.bootstrap(verbose: verbose)
    switch try address() {
    case .file(let path):
      Diagnostics.logger.debug("opening database", metadata: ["path": "\(path)"])
      do { return SQLiteInventory(database: try AppDatabase.open(path: path, for: purpose)) } catch {
        throw CommandFailure(error)
      }
    case .server(let settings):
      Diagnostics.logger.debug("connecting", metadata: ["server": "\(settings)"])
      let inventory: any Inventory
      do {
        inventory = try StationInventory.open(settings, folder: try address().localFolder(), scanning: scanning)
      } catch {
        throw CommandFailure(error)
      }
      guard let station = inventory as? OfflineCapableInventory else { return inventory }
      // A journal that cannot be used only stops scans being kept offline: said, and the command runs.
      do {
        if let lost = try station.journal.verify() { printError("stockroom: warning: \(lost)") }
      } catch {
        printError("stockroom: warning: \(CommandFailure(error).message)")
        return station
      }
      // Scans this station kept while the server was away go first (a short command would end before the
      // background sender got to them).
      if station.offlineStatus.waiting > 0 {
        let result: (sent: Int, refused: Int)
        do { result = try station.sendWaitingScans() } catch let error as OfflineJournalError {
          printError("stockroom: warning: \(error.description)")
          return station
        } catch {
          // Still away: the terminal UI keeps trying in the background.
          station.startSendingInBackground()
          return station
        }
        printError(
          "stockroom: sent \(result.sent) offline scan(s)"
            + (result.refused > 0 ? ", \(result.refused) refused (stockroom offline lists them)" : ""))
      }
      return inventory
    }
  }
}
