import ArgumentParser
import Foundation
import InventoryCore
import SQLiteStore

struct HistoryCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "history", abstract: "Show stock movements (default) or scans, newest first.")
  @OptionGroup var global: GlobalOptions
  @Flag(help: "Show scans instead of stock movements.") var scans = false
  @Flag(help: "Show actions instead: stock changes, items added, edited (field old → new), deleted, undo and redo.")
  var actions = false
  @Option(help: "Only entries whose item name (or scanned code) contains this.") var search = ""
  @Option(help: "Only movements or scans made at this station (a name set per machine; see STOCKROOM_STATION).")
  var station: String?
  @Option(help: "How many entries, newest first (default 50; with --csv every entry).") var limit: Int?
  @Flag(help: "Forget all scan history (stock and movements are kept).") var clearScans = false
  @Flag(help: "Show the codes stockroom made (stockroom code, labels, cards); `stockroom code again ID` remakes one.")
  var created = false
  @Option(help: "Forget the created code with this number (its file is left alone).") var deleteCreated: Int64?
  @Flag(help: "Print JSON.") var json = false
  @Flag(
    help: ArgumentHelp(
      "Write CSV: every movement, scan (--scans) or action (--actions), with its time, station and item.",
      discussion: "Scans add the code, symbology, outcome in words and what a GS1 code said."))
  var csv = false
  @OptionGroup var destination: CSVOutputOptions

  /// The entries to show: `--limit`, or 50 on screen.
  private var shownLimit: Int { limit ?? 50 }

  struct JSONMovement: Encodable {
    var id: Int64
    var itemId: Int64?
    var item: String
    var delta: Int
    var reason: String
    var source: String
    var time: String
    var undoes: Int64?
    var station: String?
  }

  struct JSONAction: Encodable {
    var id: Int64
    var time: String
    var station: String
    var kind: String
    var itemId: Int64?
    var item: String
    var summary: String
    var undone: Bool
    var target: Int64?
  }

  struct JSONScan: Encodable {
    var id: Int64
    var code: String
    var symbology: String?
    var source: String
    var outcome: String
    var itemId: Int64?
    var detail: String
    var quality: ScanQualityFigures?
    var time: String
    var gs1: GS1ScanDetails?
    var station: String?
  }

  /// `2026-11-23T10:00:00Z  till-1          +1  scan      camera      Tea`
  static func line(_ movement: StockMovement) -> String {
    let delta = movement.delta > 0 ? "+\(movement.delta)" : String(movement.delta)
    return "\(Timestamps.iso8601(movement.time))  \(stationColumn(movement.station))"
      + "\(delta.padded(toColumns: 6, alignRight: true))  "
      + "\(movement.reason.rawValue.padded(toColumns: 9)) \(movement.source.rawValue.padded(toColumns: 11)) "
      + movement.itemName.terminalSafe
  }

  /// The station, padded, or "-" for entries older than stations.
  static func stationColumn(_ station: String?) -> String {
    (station?.terminalSafe ?? "-").padded(toColumns: 11) + " "
  }

  /// `2026-11-23T10:00:00Z  till-1      delete "Tea" (9 in stock, 3 movements)  [undone]`
  func validate() throws {
    guard [scans, actions, created].filter({ $0 }).count <= 1 else {
      throw ValidationError("give one of --scans, --actions, --created")
    }
    if station != nil, actions || created {
      throw ValidationError("--station keeps the movements or scans of one station: leave out --actions and --created")
    }
    if let limit, limit < 1 { throw ValidationError("--limit must be at least 1") }
    if csv, json || created || clearScans || deleteCreated != nil {
      throw ValidationError("--csv writes movements, scans or actions: leave out --json, --created and the forgetting")
    }
    if !csv, destination.output != nil || destination.force {
      throw ValidationError("--output and --force go with --csv")
    }
  }

  static func line(_ action: JournalAction) -> String {
    "\(Timestamps.iso8601(action.time))  \(action.origin.station.terminalSafe.padded(toColumns: 11)) "
      + action.summary.terminalSafe + (action.isUndone ? "  [undone]" : "")
  }

  struct JSONCreated: Encodable {
    var id: Int64
    var time: String
    var kind: String
    var content: String
    var preview: String
    var file: String?
  }

  /// `12  2026-11-23T10:00:00Z  ean13       5901234123457  -> /home/me/label.png`
  private func printCreated(_ service: any Inventory) throws {
    let codes = try service.createdCodes(search: search, limit: shownLimit)
    if json {
      return try JSONOutput.print(
        codes.map {
          JSONCreated(
            id: $0.id ?? 0, time: Timestamps.iso8601($0.time), kind: $0.kind, content: $0.content, preview: $0.preview,
            file: $0.file)
        })
    }
    for code in codes {
      print(
        "\(String(code.id ?? 0).padded(toColumns: 5, alignRight: true))  \(Timestamps.iso8601(code.time))  "
          + "\(code.kind.padded(toColumns: 14)) \(code.preview.terminalSafe)"
          + (code.file.map { "  -> \($0.terminalSafe)" } ?? "  (terminal)"))
    }
  }

  private func writeCSV(_ service: any Inventory) throws {
    try destination.checkDestination()
    let kind: HistoryKind = scans ? .scans : actions ? .actions : .movements
    let file = try destination.open()
    let count = try service.exportHistory(kind, search: search, station: station, limit: limit, to: file.write)
    try file.commit()
    destination.reportWritten(kind.counted(count))
  }

  private func printActions(_ service: any Inventory) throws {
    let entries = try service.actions(search: search, limit: shownLimit)
    if json {
      return try JSONOutput.print(
        entries.map {
          JSONAction(
            id: $0.id, time: Timestamps.iso8601($0.time), station: $0.origin.station, kind: $0.kind.rawValue,
            itemId: $0.itemID, item: $0.itemName, summary: $0.summary, undone: $0.isUndone, target: $0.targetID)
        })
    }
    for entry in entries { print(Self.line(entry)) }
  }

  func run() throws {
    try reportingFailures {
      let service = try global.openInventory(for: clearScans || deleteCreated != nil ? .writing : .reading)
      if let deleteCreated {
        guard try service.deleteCreatedCode(id: deleteCreated) else {
          throw CommandFailure(message: "no created code number \(deleteCreated)", status: ExitStatus.notFound)
        }
        return print("forgot created code \(deleteCreated)")
      }
      if clearScans {
        let count = try service.clearScanHistory()
        return print("forgot \(count) scan\(count == 1 ? "" : "s"); stock is unchanged")
      }
      if csv { return try writeCSV(service) }
      if actions { return try printActions(service) }
      if created { return try printCreated(service) }
      if scans {
        let records = try service.scans(search: search, station: station, limit: shownLimit)
        if json {
          return try JSONOutput.print(
            records.map {
              JSONScan(
                id: $0.id ?? 0, code: $0.code, symbology: $0.symbology, source: $0.source.rawValue,
                outcome: $0.outcome.rawValue, itemId: $0.itemID, detail: $0.detail, quality: $0.quality,
                time: Timestamps.iso8601($0.time), gs1: $0.gs1, station: $0.station)
            })
        }
        for record in records {
          print(
            "\(Timestamps.iso8601(record.time))  \(Self.stationColumn(record.station))"
              + "\(record.outcome.word.padded(toColumns: 12)) "
              + "\(record.code.terminalSafe)  \(record.detail.terminalSafe)"
              + (record.gs1.map { $0.summary.isEmpty ? "" : "  (\($0.summary.terminalSafe))" } ?? "")
          )
        }
        return
      }
      let movements = try service.movements(search: search, station: station, limit: shownLimit)
      if json {
        return try JSONOutput.print(
          movements.map {
            JSONMovement(
              id: $0.id ?? 0, itemId: $0.itemID, item: $0.itemName, delta: $0.delta, reason: $0.reason.rawValue,
              source: $0.source.rawValue, time: Timestamps.iso8601($0.time), undoes: $0.undoesMovementID,
              station: $0.station)
          })
      }
      for movement in movements { print(Self.line(movement)) }
    }
  }
}
