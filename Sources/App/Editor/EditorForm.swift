import InventoryCore
import TerminalUI

/// The item editor's fields in order: text fields for everything but the category, which is picked from a
/// list. It turns the fields into an `ItemDraft` and spreads the draft's validation problems back onto
/// the fields they belong to.
struct EditorForm {
  enum Row: Hashable {
    case text(ItemDraft.Field)
    case category
    /// A custom field, by id.
    case custom(Int64)
  }

  static let builtInRows: [Row] = [
    .text(.name), .text(.barcode), .category, .text(.quantity), .text(.minimum), .text(.expiryWindow), .text(.target),
    .text(.price), .text(.notes),
  ]

  var fields: [ItemDraft.Field: TextField]
  var categoryID: Int64?
  var custom = EditorCustomFields()

  /// The built-in rows, then the custom fields the chosen category's items have.
  var rows: [Row] { Self.builtInRows + custom.shown(forCategory: categoryID).map { .custom($0.id) } }
  /// Fields the user has changed (their problems show at once; the others' only after a save attempt).
  var touched: Set<ItemDraft.Field> = []
  var showsAllProblems = false
  private(set) var problems: [ItemDraft.Field: String] = [:]
  /// The field with the focus: a barcode being typed is not judged until it could be complete.
  var focusedField: ItemDraft.Field?
  /// The item that already has the draft's barcode (another item than the one edited), found as you type.
  private(set) var barcodeOwner: Item?
  /// Looks a valid code up (the editor passes the inventory): a duplicate shows before F2.
  let findOwner: (ProductCode) -> Item?

  static let numberFields: Set<ItemDraft.Field> = [.quantity, .minimum, .expiryWindow, .target, .price]

  init(_ draft: ItemDraft, findOwner: @escaping (ProductCode) -> Item? = { _ in nil }) {
    self.findOwner = findOwner
    fields = [
      .name: TextField(text: draft.name, placeholder: "required"),
      .barcode: TextField(text: draft.barcode, placeholder: "scan, type, or F5 for an in-store code"),
      .quantity: TextField(text: draft.quantity), .minimum: TextField(text: draft.minimumQuantity),
      .target: TextField(text: draft.targetQuantity, placeholder: "optional: reorder up to"),
      .price: TextField(text: draft.price, placeholder: "optional, like 4.99"),
      .notes: TextField(text: draft.notes),
      .expiryWindow: TextField(text: draft.expiryWindow, placeholder: "days before expiry, like 30d; empty: global"),
    ]
    // A form is not a prompt: its fields are selected when reached (`ItemEditorScreen`), not all at once.
    for field in Array(fields.keys) { fields[field]?.deselect() }
    categoryID = draft.categoryID
    validate()
  }

  static func label(_ row: Row) -> String {
    switch row {
    case .category: "Category"
    case .text(.name): "Name"
    case .text(.barcode): "Barcode"
    case .text(.quantity): "Quantity"
    case .text(.minimum): "Minimum"
    case .text(.target): "Target"
    case .text(.price): "Price"
    case .text(.notes): "Notes"
    case .text(.expiryWindow): "Due before"
    case .text(.category): "Category"
    case .custom: ""
    }
  }

  func label(_ row: Row) -> String {
    if case .custom(let id) = row { return custom.field(id)?.name ?? "" }
    return Self.label(row)
  }

  var draft: ItemDraft {
    func text(_ field: ItemDraft.Field) -> String { fields[field]?.text ?? "" }
    return ItemDraft(
      name: text(.name), barcode: text(.barcode), quantity: text(.quantity), price: text(.price),
      categoryID: categoryID, minimumQuantity: text(.minimum), targetQuantity: text(.target), notes: text(.notes),
      expiryWindow: text(.expiryWindow))
  }

  /// Re-validates; returns whether the draft is valid.
  @discardableResult
  mutating func validate() -> Bool {
    problems = [:]
    barcodeOwner = nil
    do { _ = try draft.validated() } catch {
      for problem in error.problems where problems[problem.field] == nil { problems[problem.field] = problem.message }
    }
    // A barcode that does not parse has its problem from `validated()` above.
    if problems[.barcode] == nil, let code = try? ProductCode(draft.barcode), let owner = findOwner(code) {
      barcodeOwner = owner
      problems[.barcode] =
        "already belongs to \(owner.name) (\(owner.quantity) in stock): Esc, then scan it to count it"
    }
    for field in Array(fields.keys) {
      let message = visibleProblem(field)
      fields[field]?.validationMessage = message
    }
    let customValid = custom.validate(categoryID: categoryID)
    return problems.isEmpty && customValid
  }

  /// The problem shown next to `field`: only once it was edited, or after a save attempt.
  /// A barcode still being typed (focused, digits only, shorter than 13) is not judged yet: "UPC-A check
  /// digit should be 0" after 12 of 13 digits would be wrong. Leaving the field or saving judges it.
  func visibleProblem(_ field: ItemDraft.Field) -> String? {
    if field == .barcode, barcodeOwner != nil { return problems[field] }
    guard showsAllProblems || touched.contains(field) else { return nil }
    if field == .barcode, focusedField == .barcode, !showsAllProblems, Self.mayBeIncomplete(fields[field]?.text ?? "") {
      return nil
    }
    return problems[field]
  }

  /// Digits (spaces and dashes aside) short of the 13 of an EAN-13: more may follow.
  static func mayBeIncomplete(_ text: String) -> Bool {
    let digits = text.filter { $0 != " " && $0 != "-" }
    return digits.count < 13 && digits.allSatisfy { $0.isASCII && $0.isNumber }
  }

  mutating func setText(_ text: String, of field: ItemDraft.Field) {
    fields[field]?.text = text
    touched.insert(field)
    validate()
  }
}
