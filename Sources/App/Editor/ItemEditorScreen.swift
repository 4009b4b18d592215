import InventoryCore
import TerminalUI

/// Adds or edits one item: every field, validated as you type (name required, barcode check digits,
/// whole numbers, prices), a category picker with "New category…", an in-store barcode for items without
/// one. F2 saves; Esc closes, asking first when something changed (so does quitting). F6 makes the saved item's
/// labels (a PDF, `LabelRun`): an F-key, because every letter belongs to the field being typed in.
/// A scan fills the barcode field when it has focus or is empty; otherwise it is refused with a message.
final class ItemEditorScreen: Screen {
  let environment: AppEnvironment
  /// The item being edited (nil: a new item).
  let original: Item?
  /// The draft as saved (changed when a label run gives the item an in-store code).
  var initialDraft: ItemDraft
  var form: EditorForm
  var focus = 0 {
    didSet { focusChanged(from: oldValue) }
  }
  /// Called with the saved item (the inventory list selects it); what it returns follows the editor closing.
  var onSave: ((Item) -> ScreenAction)?
  /// What the product catalogue said of a new item's code (its fields were filled from it).
  var catalogueProduct: CatalogueProduct?
  /// The catalogue's category when the inventory has none of that name: shown, created only on F4.
  var suggestedCategory: String?
  /// The edited item's extra barcodes, read when the editor opens and after each change (not per draw).
  var otherBarcodes: [ItemBarcode] = []
  /// What could not be read of the edited item (its category's name, its other barcodes), with why.
  var gaps = EditorGaps()
  /// Set while keys typed for the screen below may still arrive (a camera scan opened this editor).
  var strayKeyGuard: StrayKeyGuard?

  /// A new, empty item.
  convenience init(environment: AppEnvironment) {
    self.init(environment: environment, original: nil, draft: ItemDraft())
  }

  /// A new item for a code no item has (the scan screen opens this for an unknown code): the name has focus.
  /// What the product catalogue knows of the code fills the name, notes and category (`CataloguePrefill`);
  /// `catalogue` is the scan's own lookup (nil: looked up here).
  convenience init(environment: AppEnvironment, newItemWithBarcode code: String, catalogue: CatalogueLookup? = nil) {
    let lookup = catalogue ?? CatalogueLookup(text: code, in: environment)
    // Unreadable categories: the catalogue's suggestion fills no category; the rest of the prefill stands.
    let categories = lookup.product == nil ? [] : (try? environment.service.categories().map(\.category)) ?? []
    let prefill = CataloguePrefill(lookup.product, barcode: code, categories: categories)
    self.init(environment: environment, original: nil, draft: prefill.draft)
    catalogueProduct = lookup.product
    suggestedCategory = prefill.unmatchedCategory
  }

  /// Edits `item` as it is now.
  convenience init(environment: AppEnvironment, editing item: Item) {
    var draft = ItemDraft(item)
    // Its own expiry window, when it has one and it can be read (unread, the field stays empty and is saved only
    // when typed into).
    if let id = item.id, let lots = environment.service as? any LotInventory,
      let days = (try? lots.itemExpiryWindow(ofItem: id)) ?? nil
    {
      draft.expiryWindow = "\(days)d"
    }
    self.init(environment: environment, original: item, draft: draft)
    reloadOtherBarcodes()
  }

  private init(environment: AppEnvironment, original: Item?, draft: ItemDraft) {
    self.environment = environment
    self.original = original
    initialDraft = draft
    let service = environment.service
    let editedID = original?.id
    form = EditorForm(draft) { code in
      // A warning while typing: unreadable, none; saving asks the store, which refuses a code in use.
      guard let owner = try? service.item(for: code), owner.id != editedID else { return nil }
      return owner
    }
    form.focusedField = .name
    loadCustomFields()
  }

  private func focusChanged(from old: Int) {
    guard old != focus else { return }
    let rows = form.rows
    if old < rows.count, case .text(let left) = rows[old] { form.fields[left]?.deselect() }
    if old < rows.count, case .custom(let left) = rows[old] { form.custom.texts[left]?.deselect() }
    if case .text(let field) = focusedRow {
      form.focusedField = field
      // A number field just reached is selected (TextField's behaviour): typing 1 on a Minimum of 0 gives 1.
      if EditorForm.numberFields.contains(field) { form.fields[field]?.select() }
    } else {
      form.focusedField = nil
    }
    form.validate()
  }

  var title: String { original.map { "Edit: \($0.name)" } ?? "New item" }

  var hasUnsavedChanges: Bool {
    form.draft != initialDraft || !form.custom.changes(forCategory: form.categoryID).isEmpty
  }

  /// The row with the focus (the last one when a category change left fewer rows than before).
  var focusedRow: EditorForm.Row {
    let rows = form.rows
    return rows[min(focus, rows.count - 1)]
  }

  var keymaps: [Keymap] {
    let editor = Self.keymap(
      onCategory: focusedRow == .category, barcodeEmpty: form.fields[.barcode]?.text.isEmpty ?? true,
      barcodeOwned: form.barcodeOwner != nil, saved: original != nil, suggestsCategory: showsCategorySuggestion,
      // Unread, it may have some: F8 answers why none can be taken off.
      hasOtherBarcodes: !otherBarcodes.isEmpty || gaps[.otherBarcodes] != nil)
    if case .text(let field) = focusedRow, let textField = form.fields[field] { return [editor, textField.keymap] }
    if case .custom(let id) = focusedRow, let textField = form.custom.texts[id] { return [editor, textField.keymap] }
    return [editor]
  }

  /// The editor's keys in the state given; with every state true, all of them (for the Help tab). F-keys and
  /// keys on the Category row only: every letter belongs to the field being typed in.
  static func keymap(
    onCategory: Bool, barcodeEmpty: Bool, barcodeOwned: Bool, saved: Bool, suggestsCategory: Bool = false,
    hasOtherBarcodes: Bool = false
  ) -> Keymap {
    var bindings: [Keymap.Binding] = [
      .init(.save, [.f(2), .ctrl("s")]), .init(.cancelEdit, [.escape]),
      .init(.nextField, [.tab, .down]), .init(.previousField, [.backTab, .up], hint: false),
    ]
    if onCategory { bindings.append(.init(.pickCategory, [.enter, .char(" ")])) }
    if suggestsCategory {
      bindings.append(.init(.createSuggestedCategory, onCategory ? [.f(4), .char("c")] : [.f(4)]))
    }
    if barcodeEmpty { bindings.append(.init(.generateBarcode, [.f(5)])) }
    if barcodeOwned { bindings.append(.init(Self.openOwner, [.f(3)])) }
    if saved { bindings.append(.init(.itemLabel, [.f(6)])) }
    // A new item gets F7 too: it answers that the item must be saved first.
    bindings.append(.init(.addOtherBarcode, [.f(7)], hint: saved))
    if hasOtherBarcodes { bindings.append(.init(.removeOtherBarcode, [.f(8)])) }
    return Keymap("Item editor (a scan fills the barcode field if focused or empty)", bindings)
  }

  func handle(_ event: InputEvent) -> ScreenAction {
    switch event {
    case .scan(let code):
      // A command card works here too (it switches the mode on every screen); it is never a barcode.
      return CommandCardHandler(environment: environment).handle(code, source: .usbScanner)
        ?? fillBarcode(scanned: code)
    case .command(let command): return perform(command)
    case .tick: return .none
    case .resize: return .redraw
    case .mouse(let mouse) where mouse.kind == .click:
      if let row = rowAreas.firstIndex(where: { $0.row == mouse.position.row }) {
        focus = row
        if case .text(let field) = focusedRow { _ = form.fields[field]?.handle(event) }
        if case .custom(let id) = focusedRow { _ = form.custom.texts[id]?.handle(event) }
        return .redraw
      }
      return .none
    default: break
    }
    if let stray = strayKeyAction(for: event) { return stray }
    if case .custom(let id) = focusedRow { return handleCustom(event, field: id) }
    guard case .text(let field) = focusedRow, var textField = form.fields[field] else { return .unhandled }
    let result = textField.handle(event)
    form.fields[field] = textField
    switch result {
    case .edited:
      form.touched.insert(field)
      form.validate()
      return .redraw
    case .submitted: return perform(.nextField)
    case .moved, .unchanged: return .redraw
    case .unhandled: return .unhandled
    }
  }

  /// The rows' screen lines in the last draw (for clicks).
  var rowAreas: [Rect] = []

  func perform(_ command: Command) -> ScreenAction {
    switch command {
    case .nextField:
      focus = (focus + 1) % form.rows.count
      return .redraw
    case .previousField:
      focus = (focus + form.rows.count - 1) % form.rows.count
      return .redraw
    case .save: return save()
    case .cancelEdit, .back: return cancel()
    case .pickCategory: return pickCategory()
    case .generateBarcode: return generateBarcode()
    case .itemLabel: return makeLabels()
    case Self.openOwner: return openOwner()
    case .createSuggestedCategory: return createSuggestedCategory()
    case .addOtherBarcode: return addOtherBarcode()
    case .removeOtherBarcode: return removeOtherBarcode()
    default: return .unhandled
    }
  }

  private func cancel() -> ScreenAction {
    guard hasUnsavedChanges else { return .pop }
    return .present(
      ConfirmDialog(title: "Unsaved changes", message: "Discard your changes to \(original?.name ?? "the new item")?") {
        yes in yes ? .pop : .none
      })
  }

  private func save() -> ScreenAction {
    form.showsAllProblems = true
    guard form.validate() else {
      if let first = form.rows.firstIndex(where: {
        switch $0 {
        case .text(let field): form.problems[field] != nil
        case .custom(let id): form.custom.visibleProblem(id, showsAll: true) != nil
        case .category: false
        }
      }) {
        focus = first
      }
      return .sequence([.status(.error("not saved: fix the marked fields")), .bell])
    }
    let (service, draft, id) = (environment.service, form.draft, original?.id)
    let values = form.custom.changes(forCategory: form.categoryID)
    // The expiry window is written only when changed: one not read stays as stored.
    let windowChanged = draft.expiryWindow != initialDraft.expiryWindow
    let window = windowChanged ? (try? draft.validated())?.expiryWindowDays : nil
    return environment.saving(draft.name) {
      let item = try id.map { try service.updateItem(id: $0, with: draft) } ?? service.addItem(draft)
      if windowChanged, let itemID = item.id, let lots = service as? any LotInventory {
        try lots.setItemExpiryWindow(ofItem: itemID, days: window)
      }
      try Self.saveCustomValues(values, of: item, in: service)
      return item
    } finish: { [weak self] outcome in
      self?.saved(outcome) ?? .none
    }
  }

  /// The outcome of a save: closed with the item saved, or the editor stays with what stopped it.
  private func saved(_ outcome: Result<Item, any Error>) -> ScreenAction {
    do {
      let saved = try outcome.get()
      let then = onSave?(saved) ?? .none
      let kept = gaps.isEmpty ? "" : "; \(gaps.missing) left as stored (could not be read)"
      return .sequence([.pop, .status(.success("saved \(saved.name)" + kept)), then])
    } catch InventoryError.duplicateBarcode(let code, let existing) {
      form.fields[.barcode]?.validationMessage = "already belongs to \(existing.name)"
      focus = form.rows.firstIndex(of: .text(.barcode)) ?? focus
      return .status(.error("not saved: \(code.text) already belongs to \(existing.name)"))
    } catch {
      return .status(.error("not saved: \(describe(error))"))
    }
  }
}

extension ItemEditorScreen: ProvisionalKeyTarget {
  /// A character typed into a text field can be taken back; on the Category row keys open the picker or
  /// create a category, and wait for the scanner gap.
  func checkpoint(before key: KeyPress) -> KeyCheckpoint? {
    switch focusedRow {
    case .text, .custom: break
    case .category: return nil
    }
    guard Keymap.resolve(key, in: keymaps) == nil else { return nil }
    // The form holds its fields' text and selection (a pre-filled field's first key replaces it).
    let (savedFocus, savedForm, savedGuard) = (focus, form, strayKeyGuard)
    return KeyCheckpoint { [weak self] in
      guard let self else { return }
      focus = savedFocus
      form = savedForm
      strayKeyGuard = savedGuard
    }
  }
}
