import ArgumentParser
import InventoryCore
import SQLiteStore

struct AdjustCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "adjust", abstract: "Change an item's stock by +N or -N, or set a counted quantity.",
    discussion: """
      Examples: stockroom adjust 12 +3; stockroom adjust 4006381333931 -1; stockroom adjust Tea --set 7;
      stockroom adjust Aspirin +10 --lot ABC123 --expiry 2027-12-31. A removal takes the first-expiring lot first
      (then lots without a date, then stock without a lot); --lot takes from that lot first.
      """)
  @OptionGroup var global: GlobalOptions
  @Argument(help: "The item: its id, barcode or exact name.") var item: String
  /// Collected unparsed so that "-2" is a change, not an unknown option.
  @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The change: +N or -N.", valueName: "change"))
  var change: [String] = []
  @Option(help: "Set the quantity to this count instead (a stocktake).") var set: Int?
  @Option(help: "The lot (batch) the units go to, or are taken from first.") var lot: String?
  @Option(help: "The lot's expiry date (YYYY-MM-DD).") var expiry: String?
  @Option(help: "The lot's best-before date (YYYY-MM-DD).") var bestBefore: String?
  @Option(help: "The lot's serial number.") var serial: String?

  /// The lot the options name, nil when none is given.
  var lotDetails: LotDetails? {
    let details = LotDetails(batch: lot, expiry: expiry, bestBefore: bestBefore, serial: serial)
    return details.isEmpty ? nil : details
  }

  var delta: Int? { change.first.flatMap { try? Self.parseDelta($0) } }

  static func parseDelta(_ text: String) throws -> Int {
    guard let value = Int(text.hasPrefix("+") ? String(text.dropFirst()) : text), value != 0 else {
      throw ValidationError("the change must be a non-zero whole number like +3 or -2, not \(text.terminalSafe)")
    }
    return value
  }

  func validate() throws {
    guard change.count <= 1 else {
      throw ValidationError("unexpected arguments: \(change.dropFirst().joined(separator: " ").terminalSafe)")
    }
    if let text = change.first { _ = try Self.parseDelta(text) }
    guard (delta == nil) != (set == nil) else { throw ValidationError("give either a change (+N/-N) or --set N") }
    if let set, set < 0 { throw ValidationError("--set must be 0 or more") }
    if let lotDetails {
      guard set == nil else { throw ValidationError("a count (--set) counts the item, not a lot: leave out the lot") }
      do { _ = try LotLimits.usable(lotDetails) } catch { throw ValidationError(error.description) }
    }
  }

  func run() throws {
    try reportingFailures {
      let service = try global.openInventory()
      let id = try service.findItem(item).storedID()
      let applied = try global.applyingOnce {
        if let set {
          try service.setQuantity(itemID: id, to: set, source: .cli)
        } else if let lotDetails {
          // A server station's wrapper keeps scans offline, not lots: those go to the server itself.
          try ((service as? any LotInventory) ?? global.openLots()).adjustQuantity(
            itemID: id, by: delta ?? 0, lot: lotDetails, reason: .manual, source: .cli)
        } else {
          try service.adjustQuantity(itemID: id, by: delta ?? 0, reason: .manual, source: .cli)
        }
      }
      guard let change = applied else { return }
      print(
        (ScanOutcomeText.applied(change.item.name, from: change.from, to: change.to) + LotPart.wording(change.lots))
          .terminalSafe)
    }
  }
}

struct BackupCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "backup", abstract: "Copy the database to a new file, safely, even while stockroom is in use.")
  @OptionGroup var global: GlobalOptions
  @Argument(help: "The new file (it must not exist).") var file: String

  func run() throws {
    try reportingFailures {
      let service = try global.openInventory(for: .reading)
      try service.backup(to: file)
      print("backed up \(service.location.terminalSafe) to \(file.terminalSafe)")
    }
  }
}
