import App
import ArgumentParser
import Foundation
import OfflineScans

/// The `stockroom` command. Without a subcommand it opens the terminal UI on the database.
public struct Stockroom: AsyncParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "stockroom",
    abstract: "A terminal inventory manager: scan, count, restock.",
    discussion: "Without a subcommand, stockroom opens the terminal UI (F1 or ? there lists the keys).",
    version: "0.1.0",
    subcommands: [
      ItemsCommand.self, CategoriesCommand.self, ScanCommand.self, AdjustCommand.self, UndoCommand.self,
      RedoCommand.self,
      HistoryCommand.self, ExportCommand.self, ImportCommand.self, BackupCommand.self,
      DecodeCommand.self, WatchCommand.self, CamerasCommand.self, DemoCommand.self, CodeCommand.self,
      CardsCommand.self,
      LabelsCommand.self, PrintersCommand.self, MigrateCommand.self, OfflineCommand.self, CatalogCommand.self,
      CountCommand.self, ReceiveCommand.self, RemoveCommand.self, LocationsCommand.self, MoveCommand.self,
    ]
  )

  @OptionGroup var global: GlobalOptions
  @Flag(name: .customLong("no-color"), help: "A monochrome terminal UI (as does the NO_COLOR variable).")
  var noColor = false
  @Option(
    help: ArgumentHelp(
      "The camera for the Scan screen: a V4L2 device, a .y4m video or a folder of images.", valueName: "source"))
  var camera: String?
  @OptionGroup var catalogueOptions: CatalogueOptions

  public init() {}

  /// The process entry point (the executable target only calls this). ArgumentParser lets a parent command
  /// take its options from anywhere on the line, so the terminal UI's `--camera` and `--no-color` would
  /// steal `watch --camera` and `demo --no-color`: a line that names a subcommand is parsed by
  /// `StockroomCommands`, which has the same subcommands without the terminal UI's options.
  public static func runAsMain() async {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if namesSubcommand(arguments) {
      await StockroomCommands.main(arguments)
    } else {
      await main(arguments)
    }
  }

  /// Whether the first word that is not a root option (or its value) is a subcommand's name.
  static func namesSubcommand(_ arguments: [String]) -> Bool {
    let names = Set(configuration.subcommands.map { $0._commandName })
    let optionsWithValues: Set<String> = ["--db", "--camera", "--catalog"]
    var index = 0
    while index < arguments.count {
      let word = arguments[index]
      if optionsWithValues.contains(word) {
        index += 2
      } else if word.hasPrefix("-") {
        index += 1
      } else {
        return names.contains(word)
      }
    }
    return false
  }

  /// Opens the terminal UI. Nothing is printed to stdout (curses owns it); problems before the screen
  /// is up go to stderr with an exit status, as for every other command.
  public func run() async throws {
    var status: Int32 = 0
    try reportingFailures {
      guard isatty(0) == 1, isatty(1) == 1 else {
        throw CommandFailure(
          message:
            "the terminal UI needs a terminal on stdin and stdout; scripts use the subcommands (stockroom --help)",
          status: ExitStatus.usage)
      }
      let service = try global.openInventory()
      var launch = AppEnvironment.LaunchOptions()
      // The header says within seconds when the server stops answering, not only when a scan fails; keys wait for
      // it as long as for a write before "saving…" (this thread reads them; longer for a server that proved slow).
      (service as? OfflineCapableInventory)?.watchServer()
      (service as? OfflineCapableInventory)?.answerInput(within: launch.savingShownAfter)
      launch.noColor = noColor
      launch.camera = camera
      let dataFolder = try global.address().localFolder()
      launch.errorLogPath = dataFolder + "/stockroom-tui.log"
      let environment = try AppEnvironment(
        service: service, launch: launch, catalogue: catalogueOptions, dataFolder: dataFolder)
      do {
        status = try StockroomApp.run(environment: environment)
      } catch let error as UnsupportedTerminalError {
        throw CommandFailure(message: error.description, status: ExitStatus.usage)
      }
    }
    if status != 0 { throw ExitCode(status) }
  }
}

/// `stockroom SUBCOMMAND ...`: the root command without the terminal UI's options (see `Stockroom.runAsMain`).
struct StockroomCommands: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stockroom", abstract: Stockroom.configuration.abstract, version: Stockroom.configuration.version,
    subcommands: Stockroom.configuration.subcommands)

  @OptionGroup var global: GlobalOptions
}
