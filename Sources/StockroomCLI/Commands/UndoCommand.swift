import ArgumentParser
import InventoryCore

/// Whose actions `undo` and `redo` consider: this station's (every stockroom process on this machine, or
/// with the same STOCKROOM_STATION), or everyone's.
struct UndoScopeOptions: ParsableArguments {
  @Flag(help: "Consider every station's actions, not only this station's (STOCKROOM_STATION, else the host name).")
  var anyStation = false
  @Flag(help: "Only say what would be undone or redone; change nothing.") var dryRun = false

  var scope: UndoScope { anyStation ? .anyStation : .station }
}

struct UndoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "undo",
    abstract: "Undo this station's last actions: stock changes, items added, edited or deleted.",
    discussion: """
      A stock change is undone by a compensating movement; an added item is deleted; an edit's fields are put \
      back (fields changed since are kept); a deleted item is restored with its id and history. Each line \
      printed says exactly what was reversed. `stockroom redo` does it again.
      """)
  @OptionGroup var global: GlobalOptions
  @OptionGroup var options: UndoScopeOptions
  @Argument(help: "How many actions to undo, newest first.") var count = 1

  func validate() throws {
    guard count > 0 else { throw ValidationError("the count must be 1 or more") }
  }

  func run() throws {
    try reportingFailures {
      try UndoRunner(service: try global.openInventory(), options: options, redo: false).run(count: count)
    }
  }
}

struct RedoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "redo", abstract: "Do again what this station's last undo reversed (until a new action is made).")
  @OptionGroup var global: GlobalOptions
  @OptionGroup var options: UndoScopeOptions
  @Argument(help: "How many undone actions to do again.") var count = 1

  func validate() throws {
    guard count > 0 else { throw ValidationError("the count must be 1 or more") }
  }

  func run() throws {
    try reportingFailures {
      try UndoRunner(service: try global.openInventory(), options: options, redo: true).run(count: count)
    }
  }
}

/// The loop shared by `undo` and `redo`: one line per action, in the words of the journal.
private struct UndoRunner {
  var service: any Inventory
  var options: UndoScopeOptions
  var redo: Bool

  func run(count: Int) throws {
    let verb = redo ? "redo" : "undo"
    var done = 0
    while done < count {
      do {
        if options.dryRun {
          // Without changing anything only the next step can be known.
          let next = redo ? try service.nextRedo(scope: options.scope) : try service.nextUndo(scope: options.scope)
          guard let next else { break }
          print("would \(verb): \(next.description.terminalSafe)")
          return
        }
        let step =
          redo
          ? try service.redo(scope: options.scope, source: .cli) : try service.undo(scope: options.scope, source: .cli)
        guard let step else { break }
        print("\(redo ? "redone" : "undone"): \(step.description.terminalSafe)")
        done += 1
      } catch let error as UndoError {
        throw CommandFailure(message: error.description, status: ExitStatus.invalidInput)
      }
    }
    if done == 0 {
      let whose = options.anyStation ? "" : " on station \"\(service.origin.station)\" (try --any-station)"
      throw CommandFailure(message: "nothing to \(verb)\(whose.terminalSafe)", status: ExitStatus.notFound)
    }
    if done < count { print("nothing more to \(verb)") }
  }
}
