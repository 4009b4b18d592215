extension Category {
  /// Unicode lower case: category names are unique regardless of case (`category.name_key` in every store).
  public static func nameKey(for name: String) -> String { name.lowercased() }
}
