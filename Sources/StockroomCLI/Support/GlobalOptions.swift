import ArgumentParser
import InventoryCore
import InventoryStore
import Logging

/// Options every subcommand takes.
struct GlobalOptions: ParsableArguments {
  @Option(
    name: .customLong("db"),
    help: ArgumentHelp(
      "The database file.", discussion: "Default: $STOCKROOM_DB, else $XDG_DATA_HOME/stockroom/stockroom.sqlite.",
      valueName: "path"))
  var databasePath: String?

  @Flag(name: .long, help: "Log what stockroom does to stderr.")
  var verbose = false

  var resolvedDatabasePath: String { DatabaseLocation.resolve(explicit: databasePath) }

  /// Opens the inventory, turning any problem with the file into a clear message and exit status.
  /// Commands that only read pass `.reading`: they work on a read-only file or folder and write nothing.
  func openInventory(for purpose: AppDatabase.Purpose = .writing) throws -> any Inventory {
    Diagnostics.bootstrap(verbose: verbose)
    let path = resolvedDatabasePath
    Diagnostics.logger.debug("opening database", metadata: ["path": "\(path)"])
    do { return InventoryService(database: try AppDatabase.open(path: path, for: purpose)) } catch {
      throw CommandFailure(error)
    }
  }
}
