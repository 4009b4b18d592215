import InventoryCore

extension ItemQuery.CategoryFilter {
  /// The filter a `--category NAME` asks for: "none" (or "uncategorised") for items without a category,
  /// else the category of that name, which must exist.
  static func named(_ name: String, in service: any Inventory) throws -> ItemQuery.CategoryFilter {
    if ["none", "uncategorised", "uncategorized"].contains(name.lowercased()) { return .uncategorised }
    guard let found = try service.category(named: name), let id = found.id else {
      throw InventoryError.categoryNotFound(name)
    }
    return .category(id)
  }
}
