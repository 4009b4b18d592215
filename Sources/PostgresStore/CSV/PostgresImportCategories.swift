import InventoryCore

/// The categories an import's rows name, as on SQLite (`ImportCategories`): each looked up once, created
/// when missing (in the order rows first name them), then remembered for the rest of the file.
struct PostgresImportCategories {
  private var idsByKey: [String: Int64] = [:]
  /// By the name exactly as written: most rows repeat a category verbatim, which skips lower-casing it.
  private var idsByName: [String: Int64] = [:]
  /// Names of the categories this import created, in order.
  private(set) var created: [String] = []

  /// The id of the category named `name`, created when it does not exist yet; nil for no category.
  mutating func id(named name: String?, in link: PostgresLink) throws -> Int64? {
    guard let name, !name.isEmpty else { return nil }
    if let id = idsByName[name] { return id }
    let key = InventoryCore.Category.nameKey(for: name)
    if let id = idsByKey[key] {
      idsByName[name] = id
      return id
    }
    let category: InventoryCore.Category
    if let existing = try PostgresInventory.fetchCategory(link, named: name) {
      category = existing
    } else {
      category = try PostgresInventory.insertCategory(
        link, named: PostgresInventory.usableCategoryName(name), color: nil)
      created.append(name)
    }
    idsByKey[key] = category.id
    idsByName[name] = category.id
    return category.id
  }
}
