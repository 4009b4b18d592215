import ArgumentParser
import Foundation
import InventoryCore
import PostgresStore
import SQLiteStore

/// `stockroom migrate`: the whole inventory, ids and history included, copied into an empty one on the other
/// kind of store, then read back and compared record by record.
struct MigrateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "migrate",
    abstract: "Copy the whole inventory to PostgreSQL (or back into a SQLite file) and check the copy.",
    discussion: """
      Copies items, categories, stock movements, scans, the action journal, settings, created codes, stock \
      sessions, locations, lots, custom fields and stock alerts with their ids, into an inventory that holds nothing yet: a PostgreSQL database (its tables are created if \
      needed) or a new SQLite file. The source is read as one consistent snapshot, the copy is loaded in one \
      transaction, and before it is committed every table is read back and compared with the source: a \
      difference is an error naming the table, and leaves nothing behind. The source's records are never changed.

      --from and --to each name a SQLite file or a PostgreSQL URL, \
      postgresql://[USER@][HOST][:PORT][/DATABASE][?sslmode=MODE&...] (a password goes in ~/.pgpass or \
      PGPASSWORD, never in the URL).

      Examples:
        stockroom migrate --to postgresql://ann@db.example/shop
        stockroom migrate --from postgresql://ann@db.example/shop --to shop.sqlite
      """)

  @OptionGroup var global: GlobalOptions
  @Option(
    help: ArgumentHelp(
      "The inventory to copy: a SQLite file or a PostgreSQL URL (default: the database --db names).",
      valueName: "source"))
  var from: String?
  @Option(
    help: ArgumentHelp(
      "Where to copy it: a PostgreSQL URL (an empty database) or a SQLite file (a new one).",
      valueName: "destination"))
  var to: String

  func run() throws {
    try reportingFailures {
      Diagnostics.bootstrap(verbose: global.verbose)
      let source = try from.map(InventoryAddress.init(parsing:)) ?? global.address()
      let destination = try InventoryAddress(parsing: to)
      let started = ContinuousClock.now
      let summary: ArchiveSummary
      do {
        summary = try Self.openSource(source).copyArchive(to: try Self.openDestination(destination)) { table, loaded in
          Diagnostics.logger.debug("copied", metadata: ["table": "\(table)", "records": "\(loaded)"])
        }
      } catch { throw CommandFailure(error) }
      let elapsed = (ContinuousClock.now - started).components
      let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
      print("migrated \(source.description.terminalSafe) to \(destination.description.terminalSafe)")
      for line in summary.lines { print(line) }
      print("every record read back equal (\(String(format: "%.1f", seconds)) s)")
    }
  }

  private static func openSource(_ address: InventoryAddress) throws -> any ArchiveSource {
    switch address {
    case .file(let path):
      // Reading must not create an empty database where the user mistyped a path.
      guard FileManager.default.fileExists(atPath: path) else {
        throw CommandFailure(message: "there is no inventory at \(path)", status: ExitStatus.fileProblem)
      }
      return try AppDatabase.open(path: path, for: .reading)
    case .server(let settings):
      return try StationInventory.openServer(settings)
    }
  }

  private static func openDestination(_ address: InventoryAddress) throws -> any ArchiveDestination {
    switch address {
    case .file(let path): SQLiteArchiveFile(path: path)
    case .server(let settings): try StationInventory.openServer(settings)
    }
  }
}
