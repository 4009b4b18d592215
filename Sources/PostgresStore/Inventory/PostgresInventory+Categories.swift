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

  public func category(id: Int64) throws -> InventoryCore.Category? {
    try read { link in
      try link.query("SELECT \(unescaped: Category.postgresSelection) FROM category WHERE id = \(id)").first
        .map(Category.init(postgresRow:))
    }
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
}

/// Categories are changed by the engine's rules (`CategoryStore`) in one transaction each.
extension PostgresInventory: CategoryStore {
  public func readCategories<T>(_ body: (PostgresCategoryStorage) throws -> T) throws -> T {
    try read { link in try body(PostgresCategoryStorage(link: link)) }
  }

  /// `write`, turning the unique constraint on names into `duplicateCategory` (two stations adding one name).
  public func writeCategories<T>(claiming name: String?, _ body: (PostgresCategoryStorage) throws -> T) throws -> T {
    do { return try write { link in try body(PostgresCategoryStorage(link: link)) } } catch let error
      as PostgresStoreError where error.constraint == "category_name_is_unique"
    {
      guard let name else { throw error }
      throw InventoryError.duplicateCategory(name)
    }
  }
}

/// Category rows in a PostgreSQL transaction (`CategoryEditor` decides); a name's search words go with it.
public struct PostgresCategoryStorage: CategoryStorage {
  let link: PostgresLink

  public func category(nameKey key: String) throws -> InventoryCore.Category? {
    try link.query("SELECT \(unescaped: Category.postgresSelection) FROM category WHERE name_key = \(key)")
      .first.map(Category.init(postgresRow:))
  }

  public func categoryCount() throws -> Int {
    Int(clamping: try link.query("SELECT count(*) FROM category").single(Int64.self) ?? 0)
  }

  public func insertCategory(name: String, color: CategoryColor) throws -> Int64 {
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

  public func renameCategory(id: Int64, to name: String) throws {
    try link.execute(
      """
      UPDATE category SET name = \(name), name_key = \(Category.nameKey(for: name)),
        words = array_to_tsvector(\(SearchWords.words(in: name)))
      WHERE id = \(id)
      """)
  }

  public func recolorCategory(id: Int64, to color: CategoryColor) throws {
    try link.execute("UPDATE category SET color = \(color.rawValue) WHERE id = \(id)")
  }

  public func itemCount(inCategory id: Int64) throws -> Int {
    Int(clamping: try link.query("SELECT count(*) FROM item WHERE category_id = \(id)").single(Int64.self) ?? 0)
  }

  public func deleteCategory(id: Int64) throws { try link.execute("DELETE FROM category WHERE id = \(id)") }
}
