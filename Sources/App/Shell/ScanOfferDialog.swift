import InventoryCore
import TerminalUI

/// The one offer dialog (scan policy "ask"): the first waiting offer with its question, and how many more
/// wait behind it. It owns the keys while open: digits type an amount, Enter applies it (one per scan when
/// none was typed), Esc cancels, e opens the item; each answer moves on to the next offer. Scans go on while
/// it is open: the item on screen again adds one to its amount, another item waits in line.
final class ScanOfferDialog: Modal {
  static let apply = Command(
    "offer.apply", label: "Apply", help: "Apply the change: one per scan (a GS1 count's units), or the number typed")
  static let edit = Command("offer.edit", label: "Edit", help: "Open the item instead (nothing changes)")
  static let cancel = Command("offer.cancel", label: "Cancel", help: "Change nothing")

  private let environment: AppEnvironment
  private var handler: ScanHandler { ScanHandler(environment: environment) }
  private var desk: ScanDesk { environment.scanDesk }
  /// The amount before the current fast run of digits (a slow scanner's digits are not an amount).
  private var amountBeforeRun = ""

  init(environment: AppEnvironment) {
    self.environment = environment
  }

  var takesScans: Bool { true }

  var keymaps: [Keymap] {
    [
      Keymap(
        "Scanned item (digits type the amount)",
        [.init(Self.apply, [.enter]), .init(Self.edit, [.char("e")]), .init(Self.cancel, [.escape])])
    ]
  }

  func draw(into canvas: inout Canvas, in rect: Rect, context: DrawContext) {
    guard let offer = desk.offers.first else { return }
    let box = rect.centered(width: min(rect.width, 64), height: 7)
    canvas.fill(box, role: .dialog)
    canvas.drawBox(box, role: .dialog, title: "Scanned")
    let inner = box.inset(by: 1)
    canvas.put((" " + offer.question).truncated(toColumns: inner.width), in: inner.line(0), role: .dialog)
    let amount = offer.amount.isEmpty ? "\(offer.units)" : offer.amount
    let sign = offer.mode == .remove ? "-" : "+"
    canvas.put(" Change: \(sign)\(amount)", in: inner.line(1), role: .dialog)
    let more = desk.offers.count - 1
    let unknown = desk.unknownAfterOffers.map(\.code)
    if more > 0 || !unknown.isEmpty {
      // The new items' codes first: their editors open after the offers, and a long list must not hide them.
      let newItems =
        unknown.isEmpty ? "" : "then new item\(unknown.count == 1 ? "" : "s") " + unknown.joined(separator: ", ")
      let names = desk.offers.dropFirst().map(\.item.name).joined(separator: ", ")
      let line = more == 0 ? newItems : "\(more) more waiting\(newItems.isEmpty ? "" : " (" + newItems + ")"): \(names)"
      canvas.put(" " + line.terminalSafe.truncated(toColumns: inner.width - 1), in: inner.line(2), role: .warning)
    }
    if let details = offer.gs1?.summary, !details.isEmpty {
      canvas.put(" " + details.terminalSafe.truncated(toColumns: inner.width - 1), in: inner.line(3), role: .dialog)
    }
    canvas.put(" Enter apply · digits amount · e edit · Esc cancel", in: inner.line(4), role: .dialog)
    canvas.cursor = Position(row: inner.row + 1, column: inner.column + 9 + amount.count)
  }

  func handle(_ event: InputEvent) -> ModalResult {
    switch event {
    case .scan(let code):
      desk.rhythm.reset()
      return scanned(code)
    case .key(let key):
      return handle(key)
    default:
      return .keep
    }
  }

  private func handle(_ key: KeyPress) -> ModalResult {
    guard !desk.offers.isEmpty else { return close(then: .none) }
    let now = desk.clock()
    if let character = key.typedCharacter, character.isASCII, character.isNumber {
      if !desk.rhythm.isRunning(at: now) { amountBeforeRun = desk.offers[0].amount }
      desk.rhythm.note(character, at: now)
      if desk.offers[0].amount.count < ScanOffer.maximumDigits { desk.offers[0].amount.append(character) }
      return .keep
    }
    if let character = key.typedCharacter, desk.rhythm.isRunning(at: now) {
      // A slow scanner's code goes on with letters or a GS (a GS1 batch, "10ABC"): part of its run, not a command.
      desk.rhythm.note(character, at: now)
      return .keep
    }
    if key == .enter, let code = desk.rhythm.finish(at: now) {
      // A slow scanner typed a code: it is a scan, not an amount.
      desk.offers[0].amount = amountBeforeRun
      return scanned(code)
    }
    desk.rhythm.reset()
    if key == .backspace {
      _ = desk.offers[0].amount.popLast()
      return .keep
    }
    switch Keymap.resolve(key, in: keymaps) {
    case Self.apply: return close(then: handler.applyFirstOffer())
    case Self.edit: return close(then: handler.editFirstOffer())
    case Self.cancel: return close(then: handler.cancelFirstOffer())
    default: return .keep
    }
  }

  /// A scan while the dialog is open goes the one way; the dialog reopens on whatever then waits first.
  private func scanned(_ code: String) -> ModalResult {
    close(then: handler.record(code, source: .usbScanner).action)
  }

  /// Closes to let `action` run (a status line message needs the dialog closed), then shows the next
  /// waiting offer, if any, in a fresh dialog.
  private func close(then action: ScreenAction) -> ModalResult {
    desk.dialog = nil
    return .close(then: .sequence([action, handler.presentOffersIfWaiting()]))
  }
}
