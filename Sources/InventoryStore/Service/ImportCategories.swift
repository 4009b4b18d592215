import GRDB
import InventoryCore

/// The categories an import's rows name, looked up and created in the SQLite database (`ImportCategoryMemo`).
struct ImportCategories {
  private var memo = ImportCategoryMemo()
  /// Names of the categories this import created, in order.
  var created: [String] { memo.created }

  /// The id of the category named `name`, created when it does not exist yet; nil for no category.
  mutating func id(named name: String?, in db: Database) throws -> Int64? {
    try memo.id(
      named: name, find: { try InventoryService.fetchCategory(db, named: $0) },
      create: { try InventoryService.insertCategory(db, named: $0, color: nil) })
  }
}
