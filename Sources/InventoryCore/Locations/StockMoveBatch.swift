/// A move by scanning: the location stock is taken from ("here" when the move began), then the items scanned
/// (each as often as it was scanned), moved when the destination's label is scanned: one movement pair per item
/// (`LocationInventory.moveStock`), never a change of an item's total. Scanning an item changes nothing until
/// then. The one rule for the terminal UI's move keys and `stockroom scan --move`.
public struct StockMoveBatch: Sendable, Hashable {
  /// Units of one item to move.
  public struct Line: Sendable, Hashable {
    public var itemID: Int64
    public var name: String
    public var units: Int
  }

  public let from: ScannedLocation
  /// In the order the items were first scanned.
  public private(set) var lines: [Line] = []

  public init(from: ScannedLocation) { self.from = from }

  /// Units of all the lines together, for the words.
  public var units: Int { lines.reduce(0) { $0.addingReportingOverflow($1.units).partialValue } }

  /// The item `request`'s code names, `request.quantity` scans of it (an extra barcode counts its units per
  /// scan, a GS1 label its own count), added to the batch; returns what the station says. An invalid or unknown
  /// code is refused in words and adds nothing.
  public mutating func add(_ request: ScanRequest, in inventory: any Inventory) throws -> String {
    let scanned: ScannedCode
    do { scanned = try ScannedCode.interpret(request.text, symbology: request.symbology, gs1: request.gs1) } catch {
      throw MoveBatchError.notAProduct(ScanOutcomeText.invalid(request.text, reason: error.description))
    }
    guard let match = try inventory.match(for: scanned.code), let itemID = match.item.id else {
      throw MoveBatchError.notAProduct(
        ScanOutcomeText.unknown(scanned.code.text, symbology: scanned.code.symbology.rawValue) + ": nothing to move")
    }
    let units = match.units(scans: scanned.units ?? request.quantity)
    let index = lines.firstIndex { $0.itemID == itemID }
    let total = (index.map { lines[$0].units } ?? 0).addingReportingOverflow(units)
    guard !total.overflow, StockLimits.isQuantity(total.partialValue) else {
      throw MoveBatchError.tooMany(match.item.name)
    }
    if let index {
      lines[index].units = total.partialValue
    } else {
      lines.append(Line(itemID: itemID, name: match.item.name, units: units))
    }
    return "move \(ActionWording.quoted(match.item.name)) ×\(total.partialValue) from \(from.path): "
      + "scan where it goes"
  }

  /// Moves every line from `from` to `destination`, each item in its own transaction (one refused, for too
  /// little stock there, leaves the others moved); returns what each did, in words, the refusals included.
  public func move(to destination: ScannedLocation, in locations: any LocationInventory, source: ScanSource)
    -> [MoveBatchResult]
  {
    lines.map { line in
      do {
        let moved = try locations.moveStock(
          itemID: line.itemID, quantity: line.units, from: String(from.location.id),
          to: String(destination.location.id), source: source)
        return MoveBatchResult(line: line, move: moved, text: moved.summary)
      } catch {
        return MoveBatchResult(line: line, move: nil, text: "\(ActionWording.quoted(line.name)) not moved: \(error)")
      }
    }
  }

  /// "moving: 2 items (5 units) from Shelf 3".
  public var summary: String {
    "moving \(ActionWording.count(lines.count, "item")) (\(ActionWording.count(units, "unit"))) from \(from.path)"
  }
}

/// What moving one line of a batch did.
public struct MoveBatchResult: Sendable {
  public var line: StockMoveBatch.Line
  /// Nil when it was refused.
  public var move: StockMove?
  public var text: String
}

/// Why a scan added nothing to a move.
public enum MoveBatchError: Error, Sendable, Equatable, CustomStringConvertible {
  case notAProduct(String)
  case tooMany(String)

  public var description: String {
    switch self {
    case .notAProduct(let words): words
    case .tooMany(let name): "cannot move that many of \(ActionWording.quoted(name)) at once"
    }
  }
}
