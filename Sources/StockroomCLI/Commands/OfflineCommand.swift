import ArgumentParser
import Foundation
import InventoryCore
import OfflineScans

/// `stockroom offline`: what this station keeps for its server (scans taken while it was away, and those it
/// refused when they were sent), without needing the server; `--send` sends what waits now.
struct OfflineCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "offline",
    abstract: "List the scans this station kept while its server was away, and those the server refused.",
    discussion: """
      With a PostgreSQL server (--db postgresql://...), a scan taken while the server cannot be reached is kept \
      in this station's journal and sent, once, when the server answers again (the terminal UI sends in the \
      background; any command sends first). A kept scan the server refuses when it arrives (its item was \
      deleted, stock would go below zero, the code is unknown there) is listed here until dismissed.
      """)
  @OptionGroup var global: GlobalOptions
  @Flag(help: "Send the waiting scans now.") var send = false
  @Option(
    name: .customLong("dismiss"), help: ArgumentHelp("Forget a refused scan (its id as listed).", valueName: "id"))
  var dismiss: [String] = []
  @Flag(help: "Forget every refused scan.") var dismissAll = false

  func run() throws {
    try reportingFailures {
      guard case .server(let settings) = try global.address() else {
        print("the inventory is a file on this machine: no scan is ever kept offline")
        return
      }
      let journal = try OfflineScanJournal(
        path: StationInventory.journalPath(for: settings, folder: try global.address().localFolder()))
      if send {
        // Opening the inventory sends what waits (GlobalOptions.openInventory).
        _ = try global.openInventory()
      }
      if dismissAll {
        print("dismissed \(try journal.dismissConflicts()) refused scan(s)")
      } else if !dismiss.isEmpty {
        let ids = try dismiss.map { text in
          guard let id = UUID(uuidString: text) else {
            throw CommandFailure(
              message: "\"\(text)\" is not a scan id (see stockroom offline)", status: ExitStatus.usage)
          }
          return id
        }
        let removed = try journal.dismissConflicts(ids)
        guard removed == ids.count else {
          throw CommandFailure(
            message: "dismissed \(removed) of \(ids.count): the others are not refused scans of this station",
            status: ExitStatus.notFound)
        }
        print("dismissed \(removed) refused scan(s)")
      }
      try list(journal)
    }
  }

  private func list(_ journal: OfflineScanJournal) throws {
    let waiting = try journal.waiting(limit: 1000)
    let conflicts = try journal.conflicts()
    let time = Date.FormatStyle(date: .numeric, time: .standard)
    print("\(waiting.count) scan(s) waiting for the server")
    for entry in waiting {
      if case .scan(let scan) = entry {
        print("  \(scan.time.formatted(time))  \(scan.mode.rawValue)  ×\(scan.quantity)  \(scan.text.terminalSafe)")
      }
    }
    print("\(conflicts.count) refused when sent")
    for conflict in conflicts {
      print(
        "  \(conflict.scan.id.uuidString)  scanned \(conflict.scan.time.formatted(time))  "
          + "\(conflict.scan.text.terminalSafe): \(conflict.reason.terminalSafe)")
    }
  }
}
