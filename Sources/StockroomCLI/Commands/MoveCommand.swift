import ArgumentParser
import InventoryCore

struct MoveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "move", abstract: "Move units of an item from one location to another (its total stays).",
    discussion: "Example: stockroom move 4006381333931 --from \"Back room\" --to \"Shop/Shelf 3\" --quantity 4")
  @OptionGroup var global: GlobalOptions
  @Argument(help: "The item: its id, barcode or exact name.") var item: String
  @Option(help: "Where the units are now.") var from: String
  @Option(help: "Where they go.") var to: String
  @Option(help: "How many units (default 1).") var quantity = 1
  @Flag(help: "Print JSON.") var json = false

  struct JSONLocated: Encodable {
    var location: String
    var quantity: Int
  }

  struct JSONMove: Encodable {
    var itemId: Int64
    var item: String
    var quantity: Int
    var total: Int
    var from: JSONLocated
    var to: JSONLocated
  }

  func validate() throws {
    guard quantity > 0 else { throw ValidationError("--quantity must be 1 or more") }
  }

  func run() throws {
    try reportingFailures {
      let inventory = try global.openLocations()
      let id = try inventory.findItem(item).storedID()
      guard
        let move = try global.applyingOnce({
          try inventory.moveStock(itemID: id, quantity: quantity, from: from, to: to, source: .cli)
        })
      else { return }
      if json {
        return try JSONOutput.print(
          JSONMove(
            itemId: id, item: move.item.name, quantity: move.quantity, total: move.item.quantity,
            from: JSONLocated(location: move.from.path, quantity: move.from.quantity),
            to: JSONLocated(location: move.to.path, quantity: move.to.quantity)))
      }
      print(move.summary.terminalSafe)
    }
  }
}
