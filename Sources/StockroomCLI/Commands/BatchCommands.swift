import ArgumentParser
import InventoryCore

/// `stockroom receive ...` and `stockroom remove ...`: a batch of goods in or out. Scan as fast as the scanner
/// goes (no question per scan), review the lines (fix quantities, drop lines, resolve unknown codes), then
/// commit them all in one transaction or discard them.
struct ReceiveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "receive", abstract: "Receive a batch of goods: scan them all, review, commit at once.",
    discussion: BatchCommandText.discussion, subcommands: BatchCommandText.subcommands(ReceiveKind.self))
}

struct RemoveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "remove", abstract: "Take out a batch of goods (picking): scan them all, review, commit at once.",
    discussion: BatchCommandText.discussion + " A commit that would take more than the stock holds changes nothing.",
    subcommands: BatchCommandText.subcommands(RemoveKind.self))
}

/// `stockroom receive|remove start`.
struct BatchStartCommand<Kind: SessionKindName>: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "start", abstract: "Start a \(Kind.kind.rawValue) session.")
  }

  @OptionGroup var global: GlobalOptions
  @Option(help: "A note (the supplier, the order).") var note = ""

  func run() throws {
    try reportingFailures {
      let session = try global.openInventory().startSession(kind: Kind.kind, scope: .everything, note: note)
      print("started " + SessionOutput.summaryLine(session))
    }
  }
}

enum BatchCommandText {
  static let discussion = """
    A session is saved as it goes (a crash or quit loses nothing) and several stations may scan into it. Unknown \
    codes wait as lines of their own: create the item (stockroom items add --barcode CODE --name NAME) or pick one, \
    then resolve CODE ITEM; a commit refuses while any is left.
    """

  static func subcommands<Kind: SessionKindName>(_ kind: Kind.Type) -> [any ParsableCommand.Type] {
    [
      BatchStartCommand<Kind>.self, SessionScanCommand<Kind>.self, SessionAddCommand<Kind>.self,
      SessionSetCommand<Kind>.self, SessionDropCommand<Kind>.self, SessionResolveCommand<Kind>.self,
      SessionStatusCommand<Kind>.self, SessionListCommand<Kind>.self, SessionCommitCommand<Kind>.self,
      SessionDiscardCommand<Kind>.self,
    ]
  }
}
