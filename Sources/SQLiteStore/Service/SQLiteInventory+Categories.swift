import Foundation
import GRDB
import InventoryCore
import InventoryEngine

extension SQLiteInventory {
  /// Every category with how many items it holds (kept by the database since v12, else counted).
  public func categories() throws -> [CategorySummary] {
    try database.read { db in
      if let counts = try KeptTotals.itemCounts(db) {
        return try Row.fetchAll(db, sql: "SELECT * FROM category ORDER BY name_key").map { row in
          let category = Category(row: row)
          return CategorySummary(category: category, itemCount: category.id.flatMap { counts[$0] } ?? 0)
        }
      }
      return try Row.fetchAll(
        db,
        sql: """
          SELECT category.*, (SELECT count(*) FROM item WHERE item.category_id = category.id) AS item_count
          FROM category ORDER BY name_key
          """
      ).map { CategorySummary(category: Category(row: $0), itemCount: $0["item_count"]) }
    }
  }

  public func category(id: Int64) throws -> InventoryCore.Category? {
    try database.read { db in
      try Row.fetchOne(db, sql: "SELECT * FROM category WHERE id = ?", arguments: [id]).map(Category.init(row:))
    }
  }

  static func categoryEditor(_ db: Database) -> CategoryEditor<SQLiteCategoryStorage> {
    CategoryEditor(storage: SQLiteCategoryStorage(db: db))
  }

  static func fetchCategory(_ db: Database, named name: String) throws -> InventoryCore.Category? {
    try categoryEditor(db).category(named: name)
  }

  static func insertCategory(_ db: Database, named name: String, color: CategoryColor?) throws
    -> InventoryCore.Category
  {
    try categoryEditor(db).add(named: name, color: color)
  }
}

/// Categories are changed by the engine's rules (`CategoryStore`) in one SQLite transaction each.
extension SQLiteInventory: CategoryStore {
  public func readCategories<T>(_ body: (SQLiteCategoryStorage) throws -> T) throws -> T {
    try database.read { db in try body(SQLiteCategoryStorage(db: db)) }
  }

  /// SQLite has one writer: the editor's check of a name is the last word on it.
  public func writeCategories<T>(claiming name: String?, _ body: (SQLiteCategoryStorage) throws -> T) throws -> T {
    try database.write { db in try body(SQLiteCategoryStorage(db: db)) }
  }
}

/// Category rows in a SQLite transaction (`CategoryEditor` decides).
public struct SQLiteCategoryStorage: CategoryStorage {
  let db: Database

  public func category(nameKey key: String) throws -> InventoryCore.Category? {
    try Row.fetchOne(db, sql: "SELECT * FROM category WHERE name_key = ?", arguments: [key]).map(Category.init(row:))
  }

  public func categoryCount() throws -> Int { try Int.fetchOne(db, sql: "SELECT count(*) FROM category") ?? 0 }

  public func insertCategory(name: String, color: CategoryColor) throws -> Int64 {
    try db.execute(
      sql: "INSERT INTO category (name, name_key, color) VALUES (?, ?, ?)",
      arguments: [name, Category.nameKey(for: name), color.rawValue])
    return db.lastInsertedRowID
  }

  public func renameCategory(id: Int64, to name: String) throws {
    try db.execute(
      sql: "UPDATE category SET name = ?, name_key = ? WHERE id = ?",
      arguments: [name, Category.nameKey(for: name), id])
  }

  public func recolorCategory(id: Int64, to color: CategoryColor) throws {
    try db.execute(sql: "UPDATE category SET color = ? WHERE id = ?", arguments: [color.rawValue, id])
  }

  public func itemCount(inCategory id: Int64) throws -> Int {
    try Int.fetchOne(db, sql: "SELECT count(*) FROM item WHERE category_id = ?", arguments: [id]) ?? 0
  }

  public func deleteCategory(id: Int64) throws {
    try db.execute(sql: "DELETE FROM category WHERE id = ?", arguments: [id])
  }
}
