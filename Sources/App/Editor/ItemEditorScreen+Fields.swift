import InventoryCore
import TerminalUI

extension ItemEditorScreen {
  /// A scan goes into the barcode field when that field has focus or is still empty; otherwise it would
  /// silently replace a barcode, so it is refused with a message saying how to use it.
  func fillBarcode(scanned code: String) -> ScreenAction {
    let barcodeRow = form.rows.firstIndex(of: .text(.barcode)) ?? 1
    let current = form.fields[.barcode]?.text ?? ""
    guard focus == barcodeRow || current.isEmpty else {
      logFieldScan(code, .refused, "not used: the item editor was open and its barcode (\(current)) not selected")
      return .status(.warning("scanned \(code): move to the Barcode field to replace \(current)"))
    }
    logFieldScan(code, .filled, "filled the item editor's barcode field")
    form.setText(code, of: .barcode)
    if form.visibleProblem(.barcode) == nil, focus == barcodeRow, original == nil { focus = 0 }
    return .status(.info("barcode set to \(code)"))
  }

  /// A scan that landed in the editor is in the scan log too (History lists every code a scanner produced).
  func logFieldScan(_ code: String, _ outcome: ScanOutcomeKind, _ detail: String) {
    let scan = ScanRecord(code: code, symbology: nil, source: .usbScanner, outcome: outcome, detail: detail)
    // The scan's effect on screen is what matters here; a log that cannot be written does not change it.
    try? environment.service.logScan(scan)
    ScanHandler.markOwnScansSeen(environment)
  }

  static let openOwner = Command(
    "editor.openOwner", label: "Open it", help: "Edit the item that already has this barcode (this draft is dropped)")

  /// Leaves this draft for the item that owns its barcode: a second item for one product is never wanted.
  func openOwner() -> ScreenAction {
    guard let owner = form.barcodeOwner else { return .none }
    let editor = ItemEditorScreen(environment: environment, editing: owner)
    editor.onSave = onSave
    return .sequence([.pop, .push(editor), .status(.info("editing \(owner.name), which has this barcode"))])
  }

  /// Fills the empty barcode field with the next free in-store EAN-13 (GS1 prefix 20).
  func generateBarcode() -> ScreenAction {
    guard (form.fields[.barcode]?.text ?? "").isEmpty else {
      return .status(.warning("this item has a barcode already"))
    }
    do {
      let code = try environment.service.nextInStoreCode()
      form.setText(code.text, of: .barcode)
      return .status(.info("in-store barcode \(code.text) (saved with the item)"))
    } catch {
      return .status(.error(describe(error)))
    }
  }

  /// The category picker: none, every category in its colour, and "New category…" (asks for a name, the text
  /// typed to filter suggested). Typing filters the names (`PickerDialog`).
  func pickCategory() -> ScreenAction {
    let categories: [InventoryCore.Category]
    do { categories = try environment.service.categories().map(\.category) } catch {
      return .status(.error(describe(error)))
    }
    var options = [PickerDialog<Int>.Option("(none)", value: 0)]
    options += categories.enumerated().map {
      PickerDialog<Int>.Option(
        $1.name, role: PaletteColor(rawValue: $1.color.rawValue).map { .category($0) }, value: $0 + 1)
    }
    options.append(.init("New category…", value: categories.count + 1, alwaysShown: true))
    let selected = categories.firstIndex { $0.id == form.categoryID }.map { $0 + 1 } ?? 0
    return .present(
      PickerDialog(title: "Category", label: "Category (type to filter):", filtering: options, selected: selected) {
        [weak self] index, typed in
        guard let self else { return .none }
        if index == 0 {
          form.categoryID = nil
        } else if index <= categories.count {
          form.categoryID = categories[index - 1].id
        } else {
          return newCategoryPrompt(name: typed.trimmingCharacters(in: .whitespaces))
        }
        return .redraw
      })
  }

  private func newCategoryPrompt(name: String) -> ScreenAction {
    .present(
      TextPrompt(
        title: "New category", label: "Name:", text: name,
        validate: { $0.trimmingCharacters(in: .whitespaces).isEmpty ? "type a name" : nil },
        onSubmit: { [weak self] name in
          guard let self else { return .none }
          let service = environment.service
          return environment.saving("category \(name)") {
            try service.addCategory(named: name)
          } finish: { [weak self] outcome in
            do {
              let category = try outcome.get()
              self?.form.categoryID = category.id
              return .status(.success("category \(category.name) added"))
            } catch {
              return .status(.error(describe(error)))
            }
          }
        }))
  }
}
