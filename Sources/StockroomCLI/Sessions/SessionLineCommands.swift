import ArgumentParser
import InventoryCore

/// A line named on the command line: an unknown code the session holds, else an item (id, barcode or exact
/// name, as everywhere).
enum SessionLineReference {
  static func key(_ reference: String, in session: StockSession, service: any Inventory) throws -> SessionLineKey {
    if let code = try? ProductCode(reference),
      try service.sessionLines(id: session.id).contains(where: { $0.key == .code(code.key) })
    {
      return .code(code.key)
    }
    guard let id = try service.findItem(reference).id else { throw InventoryError.itemNotFound(reference) }
    return .item(id)
  }
}

/// `stockroom KIND add ITEM N`: a keyed number for an item (a count of a shelf, a box of 12).
struct SessionAddCommand<Kind: SessionKindName>: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "add", abstract: "Add a keyed number of an item to the open session.")
  }

  @OptionGroup var global: GlobalOptions
  @OptionGroup var selection: SessionSelection
  @Argument(help: "The item: its id, barcode (any form) or exact name.") var item: String
  @Argument(help: "How many (1 or more).") var quantity: Int
  @Flag(help: "Count an item outside the count's category or search (its line is marked).")
  var includeOutsideScope = false

  func run() throws {
    try reportingFailures {
      let service = try global.openInventory()
      let session = try selection.openSession(Kind.kind, in: service)
      let id = try service.findItem(item).storedID()
      let addition = try service.addToSession(
        id: session.id, itemID: id, quantity: quantity, source: .cli,
        outsideScope: includeOutsideScope ? .include : .refuse)
      print(SessionOutput.addition(addition, kind: Kind.kind))
    }
  }
}

/// `stockroom KIND set ITEM|CODE N`: review: sets a line's total (a count of 0 records "none found").
struct SessionSetCommand<Kind: SessionKindName>: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "set", abstract: "Set a line's total (what the scans added up to, corrected).",
      discussion: "For a count, setting an item not counted yet to 0 records that none was found.")
  }

  @OptionGroup var global: GlobalOptions
  @OptionGroup var selection: SessionSelection
  @Argument(help: "The item (id, barcode or exact name), or an unknown code the session holds.") var line: String
  @Argument(help: "The line's total (0 or more).") var total: Int

  func run() throws {
    try reportingFailures {
      let service = try global.openInventory()
      let session = try selection.openSession(Kind.kind, in: service)
      let key = try SessionLineReference.key(line, in: session, service: service)
      let result = try service.setSessionLine(id: session.id, line: key, to: total, source: .cli)
      let expected = result.expected.map { " (expected \($0))" } ?? ""
      print("\(result.title.terminalSafe): \(Kind.kind.quantityWord) \(result.quantity)\(expected)")
    }
  }
}

/// `stockroom KIND drop ITEM|CODE`: review: removes a line (not counted, not received).
struct SessionDropCommand<Kind: SessionKindName>: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "drop", abstract: "Remove a line and its scans from the open session.")
  }

  @OptionGroup var global: GlobalOptions
  @OptionGroup var selection: SessionSelection
  @Argument(help: "The item (id, barcode or exact name), or an unknown code the session holds.") var line: String

  func run() throws {
    try reportingFailures {
      let service = try global.openInventory()
      let session = try selection.openSession(Kind.kind, in: service)
      let key = try SessionLineReference.key(line, in: session, service: service)
      let removed = try service.removeSessionLine(id: session.id, line: key)
      print("dropped \(line.terminalSafe) (\(removed) \(removed == 1 ? "entry" : "entries"))")
    }
  }
}

/// `stockroom KIND resolve CODE ITEM`: review: an unknown code's scans count for an item from now on (create
/// the item first with `items add --barcode CODE`, or pick an existing one).
struct SessionResolveCommand<Kind: SessionKindName>: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "resolve", abstract: "Count an unknown code's scans for an item.",
      discussion: """
        Create the item first (stockroom items add --barcode CODE --name NAME), or name an existing one and give \
        --attach to make the code one of its barcodes (its next scans find the item).
        """)
  }

  @OptionGroup var global: GlobalOptions
  @OptionGroup var selection: SessionSelection
  @Argument(help: "The unknown code, as the session lists it.") var code: String
  @Argument(help: "The item: its id, barcode (any form) or exact name.") var item: String
  @Flag(help: "Also add the code to the item's extra barcodes (stockroom items barcodes).") var attach = false

  func run() throws {
    try reportingFailures {
      let service = try global.openInventory()
      let session = try selection.openSession(Kind.kind, in: service)
      let productCode: ProductCode
      do throws(ProductCodeError) { productCode = try ProductCode(code) } catch {
        throw InventoryError.invalidCode(code, error)
      }
      let target = try service.findItem(item)
      if attach { try service.addBarcode(productCode, toItem: try target.storedID()) }
      let moved = try service.resolveSessionCode(id: session.id, code: productCode, toItem: try target.storedID())
      print("\(code.terminalSafe) now counts for \(target.name.terminalSafe) (\(moved) scan\(moved == 1 ? "" : "s"))")
    }
  }
}
