import InventoryCore
import TerminalUI

/// Answers to the first waiting offer: each offer is answered on its own, and its history rows say how.
extension ScanHandler {
  /// Enter: applies the offer's amount (refused when there is too little stock or it passes the maximum).
  func applyFirstOffer() -> ScreenAction {
    guard let offer = desk.offers.first else { return .none }
    desk.offers.removeFirst()
    guard let itemID = offer.item.id, offer.delta != 0 else { return cancel(offer) }
    let (service, desk) = (environment.service, desk)
    let detail = ScanWording.detail(source: offer.source, quality: nil)
    return environment.saving(offer.item.name) {
      try service.answerOffer(
        scanIDs: offer.scanIDs, itemID: itemID, code: offer.code, delta: offer.delta, source: offer.source,
        at: offer.locationID, lot: offer.lot)
    } finish: { outcome in
      do {
        let (message, role) = Self.message(for: try outcome.get(), gs1: offer.gs1)
        desk.show(message.text, role, detail: detail)
        return .status(message)
      } catch {
        // Not answered after all (the item was deleted, the database is read-only ...).
        let text = "\(offer.item.name): \(describe(error))"
        desk.show(text, .error, detail: detail)
        return .sequence([.status(.error(text)), .bell])
      }
    }
  }

  /// Esc: changes nothing; History says "cancelled".
  func cancelFirstOffer() -> ScreenAction {
    guard let offer = desk.offers.first else { return .none }
    desk.offers.removeFirst()
    return cancel(offer)
  }

  /// e: the offer is cancelled and its item opens in the editor.
  func editFirstOffer() -> ScreenAction {
    guard let offer = desk.offers.first else { return .none }
    desk.offers.removeFirst()
    return .sequence([cancel(offer), .push(ItemEditorScreen(environment: environment, editing: offer.item))])
  }

  private func cancel(_ offer: ScanOffer) -> ScreenAction {
    let text = ScanOutcomeText.cancelled(offer.item.name, delta: offer.delta)
    let (service, desk) = (environment.service, desk)
    return environment.saving(offer.item.name) {
      try service.cancelOffer(scanIDs: offer.scanIDs, itemName: offer.item.name, delta: offer.delta)
    } finish: { outcome in
      if case .failure(let error) = outcome {
        return .status(.error("\(text), but History could not say so: \(describe(error))"))
      }
      desk.show(text, .normal, detail: ScanWording.detail(source: offer.source, quality: nil))
      return .status(.info(text))
    }
  }
}
