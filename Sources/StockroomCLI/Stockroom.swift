import ArgumentParser

/// The `stockroom` command: its subcommands, the terminal UI (`ui`) when none is named.
public struct Stockroom: AsyncParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "stockroom",
    abstract: "A terminal inventory manager: scan, count, restock.",
    discussion: "Without a subcommand, stockroom opens the terminal UI (stockroom ui; F1 or ? there lists the keys).",
    version: "0.1.0",
    subcommands: [
      TerminalUICommand.self, ItemsCommand.self, CategoriesCommand.self, ScanCommand.self, AdjustCommand.self,
      UndoCommand.self, RedoCommand.self,
      HistoryCommand.self, ExportCommand.self, ImportCommand.self, BackupCommand.self,
      DecodeCommand.self, WatchCommand.self, CamerasCommand.self, DemoCommand.self, CodeCommand.self,
      CardsCommand.self,
      LabelsCommand.self, PrintersCommand.self, MigrateCommand.self, OfflineCommand.self, CatalogCommand.self,
      CountCommand.self, ReceiveCommand.self, RemoveCommand.self, LocationsCommand.self, MoveCommand.self,
      ExpiringCommand.self, AlertsCommand.self, FieldsCommand.self,
    ],
    defaultSubcommand: TerminalUICommand.self
  )

  /// Options a line may give before the subcommand's name (`stockroom --db FILE items list`): each subcommand
  /// reads them again through its own option groups.
  @OptionGroup var global: GlobalOptions
  @OptionGroup var catalogueOptions: CatalogueOptions

  public init() {}

  /// The process entry point (the executable target only calls this): in top-level code `main()` would be
  /// ParsableCommand's synchronous one, which cannot run an async subcommand.
  public static func runAsMain() async {
    await main(Array(CommandLine.arguments.dropFirst()))
  }
}
