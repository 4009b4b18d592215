import InventoryCore
import TerminalUI

/// Where this terminal scans: a location's label sets "here" (the header's `@ Shelf 3`) for the next scans,
/// which then receive and take stock there, and is never recorded as a product scan. While moving (the move
/// key), items scanned wait in the desk's batch and the next location's label moves them there
/// (`StockMoveBatch`). Per terminal, never stored.
struct ScanPlaceHandler {
  let environment: AppEnvironment
  var desk: ScanDesk { environment.scanDesk }

  /// The action for a location's label; nil for any other code.
  func handle(_ text: String, source: ScanSource) -> ScreenAction? {
    guard LocationCode.number(scanned: text) != nil else { return nil }
    desk.noteActivity()
    let detail = ScanWording.detail(source: source, quality: nil)
    let scanned: ScannedLocation?
    do {
      guard let locations = environment.locations else { return refuse("this inventory has no locations", detail) }
      scanned = try locations.location(scanned: text)
    } catch {
      return refuse("\(text.terminalSafe): \(describe(error))", detail)
    }
    guard let scanned else { return refuse("\(text.terminalSafe): no location has this label", detail) }
    var lines: [String] = []
    if let batch = desk.move, !batch.lines.isEmpty, let locations = environment.locations {
      let results = batch.move(to: scanned, in: locations, source: source)
      lines = results.map(\.text)
      desk.move = StockMoveBatch(from: scanned)
      let failed = results.contains { $0.move == nil }
      let message = lines.joined(separator: "; ")
      desk.here = scanned
      desk.show(message, failed ? .error : .success, detail: detail)
      return .sequence(
        [.status(failed ? .error(message) : .success(message)), .redraw] + ScanHandler.signals(environment.settings))
    }
    desk.here = scanned
    if desk.move != nil { desk.move = StockMoveBatch(from: scanned) }
    let next = desk.move == nil ? "scans receive and take stock here" : "scan the items to move, then where they go"
    let message = "\(scanned.hereText) (\(next))"
    desk.show(message, .success, detail: detail)
    return .sequence([.status(.info(message)), .redraw] + ScanHandler.signals(environment.settings))
  }

  /// The move key: starts moving from "here", or stops (items waiting are dropped, nothing moved).
  func toggleMove() -> ScreenAction {
    if let batch = desk.move {
      desk.move = nil
      let dropped = batch.lines.isEmpty ? "" : ": \(ActionWording.count(batch.lines.count, "item")) not moved"
      return .sequence([.status(.info("move stopped" + dropped)), .redraw])
    }
    guard let here = desk.here else {
      return .status(.warning("scan the label of the location to move from first, then press the move key"))
    }
    desk.move = StockMoveBatch(from: here)
    return .sequence([.status(.info("moving from \(here.path): scan the items, then where they go")), .redraw])
  }

  /// An item scanned while moving: waits in the batch, nothing recorded yet.
  func addToMove(_ request: ScanRequest) -> ScreenAction {
    guard var batch = desk.move else { return .none }
    let detail = ScanWording.detail(source: request.source, quality: nil)
    do {
      let message = try batch.add(request, in: environment.service)
      desk.move = batch
      desk.show(message, .normal, detail: detail)
      return .sequence([.status(.info(message)), .redraw])
    } catch {
      return refuse("\(request.text.terminalSafe): \(describe(error))", detail)
    }
  }

  private func refuse(_ message: String, _ detail: String) -> ScreenAction {
    desk.show(message, .warning, detail: detail)
    return .sequence([.status(.warning(message)), .bell])
  }
}

extension ScanDesk {
  /// The header's words for where scans go: "@ Shop › Shelf 3", "→ moving 2 items (3 units) from Shelf 3";
  /// nil at the default location.
  var placeText: String? {
    if let move { return "→ " + move.summary }
    return here.map { "@ \($0.path)" }
  }
}
