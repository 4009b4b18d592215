import ArgumentParser
import InventoryCore
import InventoryStore

struct AdjustCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "adjust", abstract: "Change an item's stock by +N or -N, or set a counted quantity.",
    discussion: "Examples: stockroom adjust 12 +3; stockroom adjust 4006381333931 -1; stockroom adjust Tea --set 7")
  @OptionGroup var global: GlobalOptions
  @Argument(help: "The item: its id, barcode or exact name.") var item: String
  /// Collected unparsed so that "-2" is a change, not an unknown option.
  @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The change: +N or -N.", valueName: "change"))
  var change: [String] = []
  @Option(help: "Set the quantity to this count instead (a stocktake).") var set: Int?

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
  }

  func run() throws {
    try reportingFailures {
      let service = try global.openInventory()
      let id = try service.findItem(item).storedID()
      let applied = try global.applyingOnce {
        if let set {
          try service.setQuantity(itemID: id, to: set, source: .cli)
        } else {
          try service.adjustQuantity(itemID: id, by: delta ?? 0, reason: .manual, source: .cli)
        }
      }
      guard let change = applied else { return }
      print("\(change.item.name.terminalSafe) \(change.from) -> \(change.to)")
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
