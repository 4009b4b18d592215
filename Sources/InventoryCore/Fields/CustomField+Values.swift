/// Checking a value typed for a field on an item: one rule for the TUI, the CLI and CSV import.
extension CustomField {
  /// The value to store (nil: the item's value is cleared) from what was typed; empty text clears, which a
  /// required field refuses.
  public func storedValue(from text: String) throws(CustomFieldError) -> String? {
    guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
      if isRequired { throw .required(field: name) }
      return nil
    }
    switch kind.canonicalValue(of: text) {
    case .success(let value): return value
    case .failure(let problem): throw .invalidValue(field: name, value: text, problem: problem.words)
    }
  }

  /// The value an item shows: its own `stored` value or the default.
  public func value(stored: String?) -> CustomFieldValue {
    CustomFieldValue(field: self, value: stored ?? defaultValue, isDefault: stored == nil && defaultValue != nil)
  }
}
