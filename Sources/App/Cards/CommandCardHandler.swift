import InventoryCore
import Scanning
import TerminalUI

/// What a scanned command card does, whichever screen it was scanned on and however it came (camera, USB
/// scanner, typed): it switches the global scan mode, sets the next product scan's quantity, offers the undo
/// the `u` key offers, or goes back to the default mode. A card, or a reserved code this version does not
/// know, is never recorded as a product scan: it changes no stock and leaves no line in scan history.
struct CommandCardHandler {
  let environment: AppEnvironment
  var desk: ScanDesk { environment.scanDesk }

  /// The card's action when `text` is in the cards' reserved space; nil for any other code (a product scan).
  func handle(_ text: String, source: ScanSource, quality: ScanQuality? = nil) -> ScreenAction? {
    guard CommandCard.isReserved(text), LocationCode.number(scanned: text) == nil else { return nil }
    let detail = ScanWording.detail(source: source, quality: quality)
    guard let card = CommandCard(scanned: text) else {
      let message = "\(text.terminalSafe): \(CommandCard.refusal(of: text) ?? "no command card"); nothing recorded"
      desk.show(message, .warning, detail: detail)
      return .sequence([.status(.warning(message)), .bell])
    }
    desk.noteActivity()
    if card == .undo {
      desk.show("card UNDO: \(card.effect)", .normal, detail: detail)
      return .sequence([offerUndo(environment: environment) { _ in }] + ScanHandler.signals(environment.settings))
    }
    let message = "card \(card.caption): " + apply(card)
    desk.show(message, card == .count ? .warning : .success, detail: detail)
    let status: StatusMessage = card == .count ? .warning(message) : .info(message)
    return .sequence([.status(status), .redraw] + ScanHandler.signals(environment.settings))
  }

  /// Changes the desk as `card` says; returns what the user now has, in words.
  private func apply(_ card: CommandCard) -> String {
    switch card {
    case .add, .remove, .lookUp:
      desk.mode = Self.mode(of: card) ?? ScanDesk.defaultMode
      let pending = desk.nextQuantity.map { " (the next scan counts \($0))" } ?? ""
      return "scan mode \(ScanDesk.name(of: desk.mode).lowercased()) on every screen" + pending
    case .count:
      return "stocktake mode arrives with the next release; still \(ScanDesk.name(of: desk.mode).lowercased())"
    case .quantity(let units):
      desk.nextQuantity = units
      return "the next scan counts \(units) (\(ScanDesk.name(of: desk.mode).lowercased()))"
    case .done:
      let dropped = desk.nextQuantity.map { "; quantity \($0) dropped" } ?? ""
      desk.returnToDefault()
      return "back to \(ScanDesk.name(of: desk.mode).lowercased())" + dropped
    case .undo:
      return card.effect  // `handle` opens its dialog instead
    }
  }

  static func mode(of card: CommandCard) -> ScanMode? {
    switch card {
    case .add: .add
    case .remove: .remove
    case .lookUp: .lookUp
    default: nil
    }
  }

  /// The auto-return (Settings: "Back to add stock after"), checked on every tick and before every scan;
  /// the status line says when it happened.
  func returnToDefaultIfIdle() -> ScreenAction? {
    let seconds = environment.settings.scanModeReturnSeconds
    guard desk.returnToDefaultIfIdle(after: seconds) else { return nil }
    let spell = AppSettings.scanModeReturnText(seconds)
    let message = "no scan for \(spell): back to \(ScanDesk.name(of: desk.mode).lowercased())"
    return .sequence([.status(.info(message)), .redraw])
  }
}
