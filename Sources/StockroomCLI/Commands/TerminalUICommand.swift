import App
import ArgumentParser
import Foundation
import OfflineScans

/// `stockroom ui`, the root command's default: the terminal UI on the database. Its own options (`--camera`,
/// `--no-color`) live here, not on the root, so `watch --camera` and `demo --no-color` keep theirs.
struct TerminalUICommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "ui",
    abstract: "Open the terminal UI (what stockroom does without a subcommand).",
    discussion: "F1 or ? in the terminal UI lists its keys.")

  @OptionGroup var global: GlobalOptions
  @Flag(name: .customLong("no-color"), help: "A monochrome terminal UI (as does the NO_COLOR variable).")
  var noColor = false
  @Option(
    help: ArgumentHelp(
      "The camera for the Scan screen: a V4L2 device, a .y4m video or a folder of images.", valueName: "source"))
  var camera: String?
  @OptionGroup var catalogueOptions: CatalogueOptions

  /// Nothing is printed to stdout (curses owns it); problems before the screen is up go to stderr with an exit
  /// status, as for every other command.
  func run() async throws {
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
      // Alerts go out while the terminal UI is open, as under `stockroom alerts watch` (on its own connection).
      let options = global
      BackgroundAlertSender.start { try options.openAlerts() }
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
