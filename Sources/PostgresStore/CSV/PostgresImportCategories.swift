import InventoryCore

/// The categories an import's rows name, looked up and created on the server (`ImportCategoryMemo`).
struct PostgresImportCategories {
  private var memo = ImportCategoryMemo()
  /// Names of the categories this import created, in order.
  var created: [String] { memo.created }

  /// The id of the category named `name`, created when it does not exist yet; nil for no category.
  mutating func id(named name: String?, in link: PostgresLink) throws -> Int64? {
    try memo.id(
      named: name, find: { try PostgresInventory.fetchCategory(link, named: $0) },
      create: {
        try PostgresInventory.insertCategory(link, named: $0, color: nil)
      })
  }
}
