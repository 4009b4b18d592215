import ArgumentParser

/// The `stockroom` command. Without a subcommand it will open the terminal UI; until that lands it
/// prints help.
public struct Stockroom: AsyncParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "stockroom",
    abstract: "A terminal inventory manager: scan, count, restock.",
    version: "0.1.0",
    subcommands: [
      ItemsCommand.self, CategoriesCommand.self, ScanCommand.self, AdjustCommand.self, UndoCommand.self,
      HistoryCommand.self, ExportCommand.self, ImportCommand.self, BackupCommand.self,
      DecodeCommand.self, WatchCommand.self, CamerasCommand.self,
    ]
  )

  public init() {}

  /// The process entry point (the executable target only calls this).
  public static func runAsMain() async {
    await main()
  }

  public func run() async throws {
    print(Self.helpMessage())
  }
}
