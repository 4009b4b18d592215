import InventoryCore
import TerminalUI

/// The shop's own fields in the item editor, after the built-in ones: one text field each, checked as typed by
/// the fields' one rule (`CustomField.storedValue`).
struct EditorCustomFields {
  /// Every field in use; the form shows those for the item's category (which the user may change).
  var fields: [CustomField] = []
  var texts: [Int64: TextField] = [:]
  /// What the item held when the editor opened, by field id (its own values: "" for none).
  var initialTexts: [Int64: String] = [:]
  private(set) var problems: [Int64: String] = [:]
  var touched: Set<Int64> = []

  init() {}

  /// The fields and the item's own values (`values` of an item being edited; none for a new item).
  init(fields: [CustomField], values: [CustomFieldValue]) {
    self.fields = fields
    for field in fields {
      let own = values.first { $0.field.id == field.id && !$0.isDefault }?.value ?? ""
      initialTexts[field.id] = own
      var text = TextField(text: own, placeholder: Self.placeholder(for: field))
      text.deselect()
      texts[field.id] = text
    }
  }

  static func placeholder(for field: CustomField) -> String {
    let kind = field.kind.described
    if let value = field.defaultValue { return "\(kind), default \(value)" }
    return field.isRequired ? "\(kind), required" : "\(kind), optional"
  }

  func field(_ id: Int64) -> CustomField? { fields.first { $0.id == id } }

  /// The fields an item in `categoryID` has.
  func shown(forCategory categoryID: Int64?) -> [CustomField] {
    fields.filter { $0.applies(toCategory: categoryID) }
  }

  /// Re-checks every shown field; returns whether all are good.
  mutating func validate(categoryID: Int64?) -> Bool {
    problems = [:]
    for field in shown(forCategory: categoryID) {
      do throws(CustomFieldError) { _ = try field.storedValue(from: texts[field.id]?.text ?? "") } catch {
        problems[field.id] = Self.problem(error)
      }
    }
    return problems.isEmpty
  }

  func visibleProblem(_ id: Int64, showsAll: Bool) -> String? {
    showsAll || touched.contains(id) ? problems[id] : nil
  }

  /// The values changed since the editor opened, as typed, for the shown fields (saved after the item).
  func changes(forCategory categoryID: Int64?) -> [(fieldID: Int64, text: String)] {
    shown(forCategory: categoryID).compactMap { field in
      let text = texts[field.id]?.text ?? ""
      return text == initialTexts[field.id] ?? "" ? nil : (field.id, text)
    }
  }

  /// The rule's words without the field's name and the value typed, which the row shows already.
  private static func problem(_ error: CustomFieldError) -> String {
    switch error {
    case .invalidValue(_, _, let problem): problem
    case .required: "required"
    default: error.description
    }
  }
}
