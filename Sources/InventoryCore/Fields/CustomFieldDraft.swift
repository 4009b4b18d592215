/// A field as typed, before it is checked and stored (the unsaved counterpart of `CustomField`).
public struct CustomFieldDraft: Sendable, Hashable {
  public var name: String
  public var kind: CustomFieldKind
  /// The category whose items have the field (its name, as typed); nil: every item.
  public var category: String?
  public var isRequired: Bool
  /// The default as typed; nil or empty: none.
  public var defaultValue: String?

  public init(
    name: String, kind: CustomFieldKind, category: String? = nil, isRequired: Bool = false,
    defaultValue: String? = nil
  ) {
    self.name = name
    self.kind = kind
    self.category = category
    self.isRequired = isRequired
    self.defaultValue = defaultValue
  }

  /// The field as stored (id, category and position are the store's): name, unit, range and choices checked,
  /// the default made canonical.
  public func validated(categoryID: Int64?) throws(CustomFieldError) -> CustomField {
    let name = try CustomFieldLimits.usableName(name)
    var field = CustomField(
      id: 0, name: name, kind: try Self.usableKind(kind, field: name), categoryID: categoryID,
      isRequired: isRequired)
    if let text = defaultValue, !text.trimmingCharacters(in: .whitespaces).isEmpty {
      switch field.kind.canonicalValue(of: text) {
      case .success(let value): field.defaultValue = value
      case .failure(let problem):
        throw .invalidDefinition(field: name, problem: "the default \"\(text)\" is refused: \(problem.words)")
      }
    }
    return field
  }

  static func usableKind(_ kind: CustomFieldKind, field: String) throws(CustomFieldError) -> CustomFieldKind {
    func fail(_ problem: String) -> CustomFieldError { .invalidDefinition(field: field, problem: problem) }
    switch kind {
    case .text, .date, .yesNo: return kind
    case .number(let unit, let minimum, let maximum):
      var checkedUnit: String?
      if let unit, !unit.trimmingCharacters(in: .whitespaces).isEmpty {
        switch CustomFieldLimits.singleLine(unit, maximum: CustomFieldLimits.maximumUnitLength) {
        case .success(let text): checkedUnit = text
        case .failure(let problem): throw fail("the unit \"\(unit)\" is refused: \(problem.words)")
        }
      }
      func bound(_ text: String?, _ label: String) throws(CustomFieldError) -> String? {
        guard let text, !text.isEmpty else { return nil }
        guard let number = CustomFieldKind.canonicalNumber(text) else {
          throw fail("the \(label) \"\(text)\" is not a number")
        }
        return number
      }
      let low = try bound(minimum, "minimum")
      let high = try bound(maximum, "maximum")
      if let low, let high, let a = Double(low), let b = Double(high), a > b {
        throw fail("the minimum \(low) is above the maximum \(high)")
      }
      return .number(unit: checkedUnit, minimum: low, maximum: high)
    case .choice(let choices):
      var checked: [String] = []
      for choice in choices {
        switch CustomFieldLimits.singleLine(choice, maximum: CustomFieldLimits.maximumChoiceLength) {
        case .success(let text):
          if checked.contains(where: { CustomField.nameKey(for: $0) == CustomField.nameKey(for: text) }) {
            throw fail("the choice \"\(text)\" is listed twice")
          }
          checked.append(text)
        case .failure(let problem): throw fail("the choice \"\(choice)\" is refused: \(problem.words)")
        }
      }
      guard !checked.isEmpty else { throw fail("a choice field needs at least one choice") }
      guard checked.count <= CustomFieldLimits.maximumChoices else {
        throw fail("a choice field has at most \(CustomFieldLimits.maximumChoices) choices")
      }
      return .choice(checked)
    }
  }
}
