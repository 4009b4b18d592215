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
      if send {
        // Opening the inventory sends what waits (GlobalOptions.openInventory), and learns the server's identity.
        _ = try global.openInventory()
      }
      let journal = try StationInventory.journal(
        for: settings, folder: try global.address().localFolder(), identity: nil)
      if let lost = try journal.verify() { printError("stockroom: warning: \(lost)") }
      if dismissAll {
        print("dismissed \(try journal.dismissConflicts()) refused scan(s)")
      } else if !dismiss.isEmpty {
        // As listed: a scan's id (any case), or what an unreadable entry is kept under.
        let ids = dismiss.map { UUID(uuidString: $0)?.uuidString ?? $0 }
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

  /// Lists what waits (the first `shown`, and the true count) and every refused entry, readable or not.
  private func list(_ journal: OfflineScanJournal, shown: Int = 1000) throws {
    let count = try journal.waitingCount()
    let waiting = try journal.waiting(limit: shown)
    let conflicts = try journal.conflicts()
    let time = Date.FormatStyle(date: .numeric, time: .standard)
    print("\(count) scan(s) waiting for the server")
    for entry in waiting {
      switch entry {
      case .scan(_, let scan):
        print("  \(scan.time.formatted(time))  \(Self.what(scan))  ×\(scan.quantity)  \(Self.code(scan))")
      case .unreadable(let position, _):
        print("  entry \(position) cannot be read: it will be set aside as refused when the server answers")
      }
    }
    if count > waiting.count { print("  … and \(count - waiting.count) more") }
    print("\(conflicts.count) refused when sent")
    for conflict in conflicts {
      guard conflict.isReadable else {
        print(
          "  \(conflict.storedID.terminalSafe)  unreadable entry (\"\(conflict.scan.text.prefix(60).terminalSafe)\"): "
            + conflict.reason.terminalSafe)
        continue
      }
      print(
        "  \(conflict.scan.id.uuidString)  scanned \(conflict.scan.time.formatted(time))  "
          + "\(Self.code(conflict.scan)): \(conflict.reason.terminalSafe)")
    }
  }

  /// "add", "remove", … for a plain scan; "into session #4" for a session's entry.
  private static func what(_ scan: OfflineScan) -> String {
    scan.sessionEntry.map { "into session #\($0.sessionID)" } ?? scan.request.mode.rawValue
  }

  /// The code scanned, or "item 12" for a session entry keyed for an item.
  private static func code(_ scan: OfflineScan) -> String {
    if scan.text.isEmpty, let itemID = scan.sessionEntry?.itemID { return "item \(itemID)" }
    return scan.text.terminalSafe
  }
}
