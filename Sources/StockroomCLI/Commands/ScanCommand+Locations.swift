import InventoryCore

/// Where `stockroom scan` scans: "here" (set by --location or by a location's label read from the input, kept
/// for the rest of it) and, with --move, the items waiting for their destination's label.
final class ScanPlace {
  var here: ScannedLocation?
  var batch: StockMoveBatch?
  private let open: () throws -> any LocationInventory
  private var opened: (any LocationInventory)?

  /// `open` gives the locations role, opened only once a location is named or scanned.
  init(open: @escaping () throws -> any LocationInventory) { self.open = open }

  func locations() throws -> any LocationInventory {
    if let opened { return opened }
    let locations = try open()
    opened = locations
    return locations
  }
}

extension ScanCommand {
  /// The place the scans start at: --location's, or none (the default location).
  func startingPlace(service: any Inventory) throws -> ScanPlace {
    let place = ScanPlace { [global] in
      try (service as? any LocationInventory) ?? global.openLocations(for: .reading)
    }
    if let location {
      let tree = try place.locations().locationTree()
      let found = try tree.find(location)
      place.here = ScannedLocation(location: found, path: tree.path(of: found.id))
      if move, let here = place.here { place.batch = StockMoveBatch(from: here) }
    }
    return place
  }

  /// A location's label read: sets "here" for the scans after it or, with --move and items waiting, moves them
  /// there. Nothing is recorded as a product scan. Returns false when `text` is no location code.
  func readLocation(_ text: String, at place: ScanPlace) throws -> Bool {
    guard LocationCode.number(scanned: text) != nil else { return false }
    guard let scanned = try place.locations().location(scanned: text) else {
      throw CommandFailure(
        message: "\(text): no location has this label (deleted?); nothing was recorded", status: ExitStatus.notFound)
    }
    var failed = false
    if let batch = place.batch, !batch.lines.isEmpty {
      for result in batch.move(to: scanned, in: try place.locations(), source: source) {
        if result.move == nil { failed = true }
        report(outcome: result.move == nil ? "not-moved" : "moved", code: text, message: result.text)
      }
    }
    place.here = scanned
    if move { place.batch = StockMoveBatch(from: scanned) }
    let next = move ? "scan the items to move, then where they go" : "the next scans receive and take stock there"
    report(outcome: "location", code: text, message: "\(scanned.hereText) (\(next))")
    if failed { throw CommandFailure(message: "some items were not moved", status: ExitStatus.invalidInput) }
    return true
  }

  /// An item scanned while moving: added to the batch, nothing recorded yet.
  func addToMove(_ request: ScanRequest, at place: ScanPlace, service: any Inventory) throws {
    guard var batch = place.batch else {
      throw CommandFailure(
        message: "\(request.text): scan where the stock is first (a location's label), then the items",
        status: ExitStatus.usage)
    }
    do {
      let words = try batch.add(request, in: service)
      place.batch = batch
      report(outcome: "to-move", code: request.text, message: words)
    } catch let error as MoveBatchError {
      throw CommandFailure(message: error.description, status: ExitStatus.invalidInput)
    }
  }

  private func report(outcome: String, code: String, message: String) {
    if json {
      try? JSONOutput.print(JSONResult(outcome: outcome, code: code, message: message))
    } else {
      print(message.terminalSafe)
    }
  }
}
