import Foundation
import InventoryCore
import InventoryEngine
import PostgresNIO

extension PostgresInventory {
  /// Every category with its number of items, by name ignoring case.
  public func categories() throws -> [CategorySummary] {
    try read { link in
      try link.query(
        """
        SELECT \(unescaped: Category.postgresSelection),
          (SELECT count(*) FROM item WHERE item.category_id = category.id)
        FROM category ORDER BY name_key
        """
      ).map { row in
        let (_, _, _, count) = try row.values((Int64, String, String, Int64).self)
        return CategorySummary(category: try Category(postgresRow: row), itemCount: Int(clamping: count))
      }
    }
  }

  /// The category named `name`, ignoring case.
  public func category(named name: String) throws -> InventoryCore.Category? {
    try read { link in try Self.fetchCategory(link, named: name) }
  }

  public func category(id: Int64) throws -> InventoryCore.Category? {
    try read { link in
      try link.query("SELECT \(unescaped: Category.postgresSelection) FROM category WHERE id = \(id)").first
        .map(Category.init(postgresRow:))
    }
  }

  /// Adds a category; without a colour it gets the next one of the palette.
  @discardableResult
  public func addCategory(named name: String, color: CategoryColor? = nil) throws -> InventoryCore.Category {
    let trimmed = try CategoryEditor<PostgresCategoryStorage>.usableName(name)
    return try writeRefusingDuplicateCategory(trimmed) { link in
      try Self.categoryEditor(link).add(named: trimmed, color: color)
    }
  }

  @discardableResult
  public func renameCategory(_ name: String, to newName: String) throws -> InventoryCore.Category {
    let trimmed = try CategoryEditor<PostgresCategoryStorage>.usableName(newName)
    return try writeRefusingDuplicateCategory(trimmed) { link in try Self.categoryEditor(link).rename(name, to: trimmed)
    }
  }

  @discardableResult
  public func recolorCategory(_ name: String, to color: CategoryColor) throws -> InventoryCore.Category {
    try write { link in try Self.categoryEditor(link).recolor(name, to: color) }
  }

  /// Deletes a category; its items stay, uncategorised. Returns how many items that were.
  @discardableResult
  public func deleteCategory(_ name: String) throws -> Int {
    try write { link in try Self.categoryEditor(link).delete(name) }
  }

  static func categoryEditor(_ link: PostgresLink) -> CategoryEditor<PostgresCategoryStorage> {
    CategoryEditor(storage: PostgresCategoryStorage(link: link))
  }

  static func fetchCategory(_ link: PostgresLink, named name: String) throws -> InventoryCore.Category? {
    try categoryEditor(link).category(named: name)
  }

  /// Inserts a category inside the caller's transaction.
  static func insertCategory(_ link: PostgresLink, named name: String, color: CategoryColor?) throws
    -> InventoryCore.Category
  {
    try categoryEditor(link).add(named: name, color: color)
  }

  /// `write`, turning the unique constraint on names into `duplicateCategory` (two stations adding one name).
  private func writeRefusingDuplicateCategory<T>(_ name: String, _ body: (PostgresLink) throws -> T) throws -> T {
    do { return try write(body) } catch let error as PostgresStoreError
      where error.constraint == "category_name_is_unique"
    {
      throw InventoryError.duplicateCategory(name)
    }
  }
}

/// Category rows in a PostgreSQL transaction (`CategoryEditor` decides); a name's search words go with it.
struct PostgresCategoryStorage: CategoryStorage {
  let link: PostgresLink

  func category(nameKey key: String) throws -> InventoryCore.Category? {
    try link.query("SELECT \(unescaped: Category.postgresSelection) FROM category WHERE name_key = \(key)")
      .first.map(Category.init(postgresRow:))
  }

  func categoryCount() throws -> Int {
    Int(clamping: try link.query("SELECT count(*) FROM category").single(Int64.self) ?? 0)
  }

  func insertCategory(name: String, color: CategoryColor) throws -> Int64 {
    guard
      let id = try link.query(
        """
        INSERT INTO category (name, name_key, color, words)
        VALUES (\(name), \(Category.nameKey(for: name)), \(color.rawValue),
          array_to_tsvector(\(SearchWords.words(in: name))))
        RETURNING id
        """
      ).single(Int64.self)
    else { throw PostgresStoreError(.server, "the server did not return the new category's id") }
    return id
  }

  func renameCategory(id: Int64, to name: String) throws {
    try link.execute(
      """
      UPDATE category SET name = \(name), name_key = \(Category.nameKey(for: name)),
        words = array_to_tsvector(\(SearchWords.words(in: name)))
      WHERE id = \(id)
      """)
  }

  func recolorCategory(id: Int64, to color: CategoryColor) throws {
    try link.execute("UPDATE category SET color = \(color.rawValue) WHERE id = \(id)")
  }

  func itemCount(inCategory id: Int64) throws -> Int {
    Int(clamping: try link.query("SELECT count(*) FROM item WHERE category_id = \(id)").single(Int64.self) ?? 0)
  }

  func deleteCategory(id: Int64) throws { try link.execute("DELETE FROM category WHERE id = \(id)") }
}
