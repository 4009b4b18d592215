/// A field of the shop's own (issue 24): a name, the kind of value it holds, and which items have it. Values
/// are stored as canonical text (`CustomFieldKind.canonicalValue`), so every store, the CSV file and the journal
/// hold the same spelling.
public struct CustomField: Sendable, Hashable, Identifiable {
  public var id: Int64
  public var name: String
  public var kind: CustomFieldKind
  /// The category whose items have the field; nil: every item.
  public var categoryID: Int64?
  /// A required field's value cannot be cleared.
  public var isRequired: Bool
  /// What an item without a value of its own shows (canonical text); nil: nothing.
  public var defaultValue: String?
  /// Where it is shown among the fields: the order they were added in.
  public var position: Int

  public init(
    id: Int64, name: String, kind: CustomFieldKind, categoryID: Int64? = nil, isRequired: Bool = false,
    defaultValue: String? = nil, position: Int = 0
  ) {
    self.id = id
    self.name = name
    self.kind = kind
    self.categoryID = categoryID
    self.isRequired = isRequired
    self.defaultValue = defaultValue
    self.position = position
  }

  /// Whether an item in `categoryID` has the field.
  public func applies(toCategory categoryID: Int64?) -> Bool {
    self.categoryID == nil || self.categoryID == categoryID
  }

  /// The name every field's is compared by: names are unique regardless of case.
  public static func nameKey(for name: String) -> String { name.lowercased() }
}

/// A field's value on one item, as shown: the item's own value or, without one, the field's default.
public struct CustomFieldValue: Sendable, Hashable {
  public var field: CustomField
  /// Canonical text; nil when the item has no value and the field no default.
  public var value: String?
  /// Whether `value` is the field's default rather than the item's own.
  public var isDefault: Bool

  public init(field: CustomField, value: String?, isDefault: Bool) {
    self.field = field
    self.value = value
    self.isDefault = isDefault
  }

  /// `12.5 kg`, `yes`, `2026-12-01`, or `none`.
  public var shown: String {
    guard let value else { return "none" }
    if case .number(let unit, _, _) = field.kind, let unit { return "\(value) \(unit)" }
    return value
  }
}
