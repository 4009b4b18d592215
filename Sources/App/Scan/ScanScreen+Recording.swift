import Foundation
import InventoryCore
import InventoryStore
import Scanning
import TerminalUI

extension ScanScreen {
  /// Records one scan (camera, USB scanner or typed) in the current mode with the settings' policy, and
  /// shows what it did: a known item's change applied or offered, the editor for an unknown code, the
  /// explanation for an invalid one. Bell and flash follow the settings.
  func record(_ text: String, symbology: Symbology?, source: ScanSource, quality: ScanQuality?) -> ScreenAction {
    let result: InventoryStore.ScanResult
    do {
      result = try environment.service.recordScan(
        text, symbology: symbology, source: source, quality: ScanWording.figures(quality),
        policy: environment.settings.scanPolicy, mode: mode)
    } catch {
      outcome = ("\(text): not recorded: \(describe(error))", .error)
      return .redraw
    }
    let detail = ScanWording.detail(source: source, quality: quality)
    var actions: [ScreenAction] = []
    switch result {
    case .applied(let change, _):
      show(ScanWording.change(change), .success, detail: detail)
    case .offered(let item, let code):
      if var pending = offer, pending.item.id == item.id, pending.mode == mode {
        pending.scans += 1
        pending.item = item
        offer = pending
      } else {
        if let previous = offer { actions.append(.status(.info("\(previous.item.name): nothing changed"))) }
        offer = PendingOffer(item: item, code: code, source: source, mode: mode)
      }
      show("\(item.name) (\(item.quantity) in stock): scanned", .normal, detail: detail)
    case .lookedUp(let item, _):
      let low = item.isLowStock ? " ▼ low (minimum \(item.minimumQuantity))" : ""
      show("\(item.name): \(item.quantity) in stock\(low)", item.isLowStock ? .lowStock : .normal, detail: detail)
    case .unknown(let code):
      show("\(code.text): no item has this code", .warning, detail: detail)
      if mode == .add {
        actions.append(.push(ItemEditorScreen(environment: environment, newItemWithBarcode: code.text)))
      } else {
        actions.append(.status(.warning("\(code.text) is unknown: switch to add stock (a) to create the item")))
      }
    case .invalid(let text, let error):
      show("\(text): \(error.description)", .error, detail: detail)
    case .insufficientStock(let item, _):
      show("\(item.name): only \(item.quantity) in stock, cannot take that many out", .error, detail: detail)
    }
    if environment.settings.bell { actions.append(.bell) }
    if environment.settings.flash {
      flashUntil = now + .milliseconds(400)  // the picture's border, plus the terminal's own flash
      actions.append(.flash)
    }
    return actions.isEmpty ? .redraw : .sequence(actions)
  }

  /// Puts `text` in the "last scan" panel and at the top of the recent scans.
  private func show(_ text: String, _ role: StyleRole, detail: String) {
    outcome = (text, role)
    recent.insert(RecentScan(summary: text, role: role, detail: detail), at: 0)
    if recent.count > 50 { recent.removeLast(recent.count - 50) }
  }
}
