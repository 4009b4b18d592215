import InventoryCore
import InventoryStore
import TerminalUI

/// Scan policy "ask": a known item was scanned and nothing has changed yet. Enter adds 1, digits then Enter
/// add that many, "-" switches to taking out, e opens the item, Esc cancels. A second scan answers "no" to
/// this one and is handled as a new scan.
final class ScanOfferDialog: Modal {
  static let apply = Command("offer.apply", label: "Apply", help: "Apply the change (1 unless a number was typed)")
  static let toggleSign = Command("offer.sign", label: "+/-", help: "Switch between adding and taking out")
  static let edit = Command("offer.edit", label: "Edit", help: "Open the item instead")
  static let cancel = Command("offer.cancel", label: "Cancel", help: "Change nothing")

  private let environment: AppEnvironment
  let item: Item
  private(set) var amount = ""
  private(set) var removing = false

  init(environment: AppEnvironment, item: Item) {
    self.environment = environment
    self.item = item
  }

  /// A second scan answers this offer (see above), so the dialog takes scans itself.
  var takesScans: Bool { true }

  var keymaps: [Keymap] {
    [
      Keymap(
        "Scanned item",
        [
          .init(Self.apply, [.enter]), .init(Self.toggleSign, [.char("-"), .char("+")]),
          .init(Self.edit, [.char("e")]), .init(Self.cancel, [.escape]),
        ])
    ]
  }

  var delta: Int { (Int(amount) ?? 1) * (removing ? -1 : 1) }

  func draw(into canvas: inout Canvas, in rect: Rect, context: DrawContext) {
    let box = rect.centered(width: min(rect.width, 60), height: 6)
    canvas.fill(box, role: .dialog)
    canvas.drawBox(box, role: .dialog, title: "Scanned")
    let inner = box.inset(by: 1).inset(by: 0)
    canvas.put(" \(item.name): \(item.quantity) in stock", in: inner.line(0), role: .dialog)
    let sign = removing ? "-" : "+"
    canvas.put(" Change: \(sign)\(amount.isEmpty ? "1" : amount)", in: inner.line(1), role: .dialog)
    canvas.put(" Enter apply · digits amount · - take out · e edit · Esc", in: inner.line(3), role: .dialog)
    canvas.cursor = Position(row: inner.row + 1, column: inner.column + 10 + max(1, amount.count))
  }

  func handle(_ event: InputEvent) -> ModalResult {
    switch event {
    case .scan(let code):
      return .close(then: ScanHandler(environment: environment).record(code))
    case .key(let key):
      if let character = key.typedCharacter, character.isASCII, character.isNumber {
        if amount.count < 6 { amount.append(character) }
        return .keep
      }
      if key == .backspace {
        _ = amount.popLast()
        return .keep
      }
      guard let command = Keymap.resolve(key, in: keymaps) else { return .keep }
      return perform(command)
    default:
      return .keep
    }
  }

  private func perform(_ command: Command) -> ModalResult {
    switch command {
    case Self.apply:
      guard let itemID = item.id, delta != 0 else { return .close(then: .status(.info("nothing changed"))) }
      do {
        let change = try environment.service.confirmScan(itemID: itemID, delta: delta, source: .usbScanner)
        return .close(then: .status(.success("\(change.item.name): \(change.from) → \(change.to)")))
      } catch {
        return .close(then: .status(.error(describe(error))))
      }
    case Self.toggleSign:
      removing.toggle()
      return .keep
    case Self.edit:
      return .close(then: .push(ItemEditorScreen(environment: environment, editing: item)))
    default:
      return .close(then: .status(.info("scan of \(item.name) not applied")))
    }
  }
}
