import InventoryCore

/// The category rows an import reads and writes, inside the store's transaction.
public protocol ImportCategoryStorage {
  /// The category named `name`, ignoring case and surrounding spaces.
  func category(named name: String) throws -> InventoryCore.Category?
  /// Adds the category (with the palette's next colour); a name the store refuses throws `InventoryError`.
  func addCategory(named name: String) throws -> InventoryCore.Category
}

/// The categories an import's rows name, found or created once each (`ImportCategoryMemo`), whichever way the
/// import goes (row by row or set-wise).
public struct ImportCategories {
  private var memo = ImportCategoryMemo()
  /// Names of the categories this import created, in order.
  public var created: [String] { memo.created }

  public init() {}

  /// The id of the category named `name`, created when it does not exist yet; nil for no category.
  public mutating func id(named name: String?, in storage: some ImportCategoryStorage) throws -> Int64? {
    try memo.id(named: name, find: { try storage.category(named: $0) }, create: { try storage.addCategory(named: $0) })
  }
}
