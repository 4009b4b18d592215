import InventoryCore
import TerminalUI

extension SessionsScreen {
  /// Enter on an unknown code: create the item it is (the editor, with the code as its barcode), or attach the
  /// code to an existing item as an extra barcode. Either way the code's scans then count for that item.
  func chooseResolution(code text: String, in session: StockSession) -> ScreenAction {
    let code: ProductCode
    do throws(ProductCodeError) { code = try ProductCode(text) } catch {
      return .status(.error("\(text): \(error.description)"))
    }
    let options = [
      ChoiceDialog.Option("Create an item with this barcode"),
      ChoiceDialog.Option("Attach to an existing item as an extra barcode"),
    ]
    return .present(
      ChoiceDialog(title: "Unknown code \(code.text)", options: options) { [weak self] index in
        guard let self else { return .none }
        return index == 0 ? createItem(for: code, in: session) : askItemToAttach(code, in: session)
      })
  }

  /// The editor for a new item with the code; once it is saved, the code's scans count for it.
  private func createItem(for code: ProductCode, in session: StockSession) -> ScreenAction {
    let editor = ItemEditorScreen(environment: environment, newItemWithBarcode: code.text)
    let service = service
    editor.onSave = { [weak self] item in
      guard let self, let id = item.id else { return .none }
      return environment.saving("the scans of \(code.text)") {
        try service.resolveSessionCode(id: session.id, code: code, toItem: id)
      } finish: { [weak self] outcome in
        let status: StatusMessage
        do {
          status = .success("\(code.text) is \(item.name): \(Self.scansCount(try outcome.get())) for it")
        } catch {
          status = .error("saved \(item.name), but \(code.text) still waits: \(describe(error))")
        }
        return .sequence([self?.reload() ?? .none, .status(status)])
      }
    }
    return .push(editor)
  }

  /// Which item (name, barcode or id), then how many units one scan of the code counts.
  private func askItemToAttach(_ code: ProductCode, in session: StockSession) -> ScreenAction {
    askItem(title: "Attach \(code.text)", label: "To which item (name, barcode or id):") { [weak self] item in
      self?.askUnitsPerScan(code, item: item, in: session) ?? .none
    }
  }

  private func askUnitsPerScan(_ code: ProductCode, item: Item, in session: StockSession) -> ScreenAction {
    .present(
      TextPrompt(
        title: "\(code.text) on \(item.name)", label: "Units one scan counts (1 for a unit, 12 for a case of 12):",
        text: "1", validate: Self.problemWithCount,
        onSubmit: { [weak self] text in
          guard let self, let units = Int(text.trimmingCharacters(in: .whitespaces)) else { return .bell }
          let service = service
          return change(session) {
            try Self.attach(code, to: item, unitsPerScan: units, in: session, service: service)
          }
        }))
  }

  /// Gives `item` the extra barcode and moves the code's scans to it. Scans of a pack were kept one unit each
  /// (the code was unknown): the item's line is corrected to count each as `unitsPerScan`.
  private static func attach(
    _ code: ProductCode, to item: Item, unitsPerScan units: Int, in session: StockSession, service: any Inventory
  ) throws -> String {
    guard let id = item.id else { throw InventoryError.itemNotFound(item.name) }
    let scanned = try service.sessionLines(id: session.id).first { $0.key == .code(code.key) }?.quantity ?? 0
    try service.addBarcode(code, unitsPerScan: units, label: "", toItem: id)
    let moved = try service.resolveSessionCode(id: session.id, code: code, toItem: id)
    let said = "\(code.text) is now a barcode of \(item.name)" + (units > 1 ? " (\(units) per scan)" : "")
    guard units > 1, scanned > 0 else { return said + ": \(Self.scansCount(moved)) for it" }
    let (extra, overflow) = scanned.multipliedReportingOverflow(by: units - 1)
    let line = try service.sessionLines(id: session.id).first { $0.key == .item(id) }
    guard !overflow, let line, let total = StockLimits.quantity(line.quantity, adding: extra) else {
      throw StockSessionError.lineOutOfRange(
        name: ActionWording.quoted(item.name), total: Int128(line?.quantity ?? 0) + Int128(scanned) * Int128(units - 1))
    }
    try service.setSessionLine(id: session.id, line: .item(id), to: total, source: .keyboard)
    let counted = StockLimits.groupedDigits(Int128(scanned) * Int128(units))
    return said + ": \(scanned) scanned × \(units) = \(counted), \(session.kind.quantityWord) \(total) in all"
  }

  static func scans(_ count: Int) -> String { "\(count) scan\(count == 1 ? "" : "s")" }
  /// "1 scan counts", "3 scans count".
  static func scansCount(_ count: Int) -> String { count == 1 ? "1 scan counts" : "\(count) scans count" }
}
