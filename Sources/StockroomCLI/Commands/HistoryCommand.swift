import ArgumentParser
import Foundation
import InventoryCore
import InventoryStore

struct HistoryCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "history", abstract: "Show stock movements (default) or scans, newest first.")
  @OptionGroup var global: GlobalOptions
  @Flag(help: "Show scans instead of stock movements.") var scans = false
  @Option(help: "Only entries whose item name (or scanned code) contains this.") var search = ""
  @Option(help: "How many entries.") var limit = 50
  @Flag(help: "Forget all scan history (stock and movements are kept).") var clearScans = false
  @Flag(help: "Print JSON.") var json = false

  struct JSONMovement: Encodable {
    var id: Int64
    var itemId: Int64?
    var item: String
    var delta: Int
    var reason: String
    var source: String
    var time: String
    var undoes: Int64?
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
  }

  static func line(_ movement: StockMovement) -> String {
    let delta = movement.delta > 0 ? "+\(movement.delta)" : String(movement.delta)
    return "\(Timestamps.iso8601(movement.time))  \(delta.padded(toColumns: 6, alignRight: true))  "
      + "\(movement.reason.rawValue.padded(toColumns: 9)) \(movement.source.rawValue.padded(toColumns: 11)) "
      + movement.itemName.terminalSafe
  }

  func run() throws {
    try reportingFailures {
      let service = try global.openInventory(for: clearScans ? .writing : .reading)
      if clearScans {
        let count = try service.clearScanHistory()
        return print("forgot \(count) scan\(count == 1 ? "" : "s"); stock is unchanged")
      }
      if scans {
        let records = try service.scans(search: search, limit: limit)
        if json {
          return try JSONOutput.print(
            records.map {
              JSONScan(
                id: $0.id ?? 0, code: $0.code, symbology: $0.symbology, source: $0.source.rawValue,
                outcome: $0.outcome.rawValue, itemId: $0.itemID, detail: $0.detail, quality: $0.quality,
                time: Timestamps.iso8601($0.time))
            })
        }
        for record in records {
          print(
            "\(Timestamps.iso8601(record.time))  \(record.outcome.rawValue.padded(toColumns: 11)) "
              + "\(record.code.terminalSafe)  \(record.detail.terminalSafe)"
          )
        }
        return
      }
      let movements = try service.movements(search: search, limit: limit)
      if json {
        return try JSONOutput.print(
          movements.map {
            JSONMovement(
              id: $0.id ?? 0, itemId: $0.itemID, item: $0.itemName, delta: $0.delta, reason: $0.reason.rawValue,
              source: $0.source.rawValue, time: Timestamps.iso8601($0.time), undoes: $0.undoesMovementID)
          })
      }
      for movement in movements { print(Self.line(movement)) }
    }
  }
}
