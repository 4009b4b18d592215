import Foundation
import GRDB
import InventoryCore
import InventoryEngine

extension InventoryService {
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

  /// The category named `name`, ignoring case.
  public func category(named name: String) throws -> InventoryCore.Category? {
    try database.read { db in try Self.fetchCategory(db, named: name) }
  }

  public func category(id: Int64) throws -> InventoryCore.Category? {
    try database.read { db in
      try Row.fetchOne(db, sql: "SELECT * FROM category WHERE id = ?", arguments: [id]).map(Category.init(row:))
    }
  }

  /// Adds a category; without a colour it gets the next one of the palette.
  @discardableResult
  public func addCategory(named name: String, color: CategoryColor? = nil) throws -> InventoryCore.Category {
    try database.write { db in try Self.categoryEditor(db).add(named: name, color: color) }
  }

  @discardableResult
  public func renameCategory(_ name: String, to newName: String) throws -> InventoryCore.Category {
    try database.write { db in try Self.categoryEditor(db).rename(name, to: newName) }
  }

  @discardableResult
  public func recolorCategory(_ name: String, to color: CategoryColor) throws -> InventoryCore.Category {
    try database.write { db in try Self.categoryEditor(db).recolor(name, to: color) }
  }

  /// Deletes a category; its items stay, uncategorised. Returns how many items that were.
  @discardableResult
  public func deleteCategory(_ name: String) throws -> Int {
    try database.write { db in try Self.categoryEditor(db).delete(name) }
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

/// Category rows in a SQLite transaction (`CategoryEditor` decides).
struct SQLiteCategoryStorage: CategoryStorage {
  let db: Database

  func category(nameKey key: String) throws -> InventoryCore.Category? {
    try Row.fetchOne(db, sql: "SELECT * FROM category WHERE name_key = ?", arguments: [key]).map(Category.init(row:))
  }

  func categoryCount() throws -> Int { try Int.fetchOne(db, sql: "SELECT count(*) FROM category") ?? 0 }

  func insertCategory(name: String, color: CategoryColor) throws -> Int64 {
    try db.execute(
      sql: "INSERT INTO category (name, name_key, color) VALUES (?, ?, ?)",
      arguments: [name, Category.nameKey(for: name), color.rawValue])
    return db.lastInsertedRowID
  }

  func renameCategory(id: Int64, to name: String) throws {
    try db.execute(
      sql: "UPDATE category SET name = ?, name_key = ? WHERE id = ?",
      arguments: [name, Category.nameKey(for: name), id])
  }

  func recolorCategory(id: Int64, to color: CategoryColor) throws {
    try db.execute(sql: "UPDATE category SET color = ? WHERE id = ?", arguments: [color.rawValue, id])
  }

  func itemCount(inCategory id: Int64) throws -> Int {
    try Int.fetchOne(db, sql: "SELECT count(*) FROM item WHERE category_id = ?", arguments: [id]) ?? 0
  }

  func deleteCategory(id: Int64) throws {
    try db.execute(sql: "DELETE FROM category WHERE id = ?", arguments: [id])
  }
}
