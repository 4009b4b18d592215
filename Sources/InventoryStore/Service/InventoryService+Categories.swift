import Foundation
import GRDB
import InventoryCore

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
    try database.write { db in try Self.insertCategory(db, named: name, color: color) }
  }

  @discardableResult
  public func renameCategory(_ name: String, to newName: String) throws -> InventoryCore.Category {
    let trimmed = try Self.usableCategoryName(newName)
    return try database.write { db in
      guard var category = try Self.fetchCategory(db, named: name) else { throw InventoryError.categoryNotFound(name) }
      if let other = try Self.fetchCategory(db, named: trimmed), other.id != category.id {
        throw InventoryError.duplicateCategory(trimmed)
      }
      try db.execute(
        sql: "UPDATE category SET name = ?, name_key = ? WHERE id = ?",
        arguments: [trimmed, Category.nameKey(for: trimmed), category.id])
      category.name = trimmed
      return category
    }
  }

  @discardableResult
  public func recolorCategory(_ name: String, to color: CategoryColor) throws -> InventoryCore.Category {
    try database.write { db in
      guard var category = try Self.fetchCategory(db, named: name) else { throw InventoryError.categoryNotFound(name) }
      try db.execute(sql: "UPDATE category SET color = ? WHERE id = ?", arguments: [color.rawValue, category.id])
      category.color = color
      return category
    }
  }

  /// Deletes a category; its items stay, uncategorised. Returns how many items that were.
  @discardableResult
  public func deleteCategory(_ name: String) throws -> Int {
    try database.write { db in
      guard let category = try Self.fetchCategory(db, named: name) else { throw InventoryError.categoryNotFound(name) }
      let count =
        try Int.fetchOne(db, sql: "SELECT count(*) FROM item WHERE category_id = ?", arguments: [category.id]) ?? 0
      try db.execute(sql: "DELETE FROM category WHERE id = ?", arguments: [category.id])
      return count
    }
  }

  static func fetchCategory(_ db: Database, named name: String) throws -> InventoryCore.Category? {
    let key = Category.nameKey(for: name.trimmingCharacters(in: .whitespacesAndNewlines))
    return try Row.fetchOne(db, sql: "SELECT * FROM category WHERE name_key = ?", arguments: [key])
      .map(Category.init(row:))
  }

  static func insertCategory(_ db: Database, named name: String, color: CategoryColor?) throws
    -> InventoryCore.Category
  {
    let trimmed = try usableCategoryName(name)
    if try fetchCategory(db, named: trimmed) != nil { throw InventoryError.duplicateCategory(trimmed) }
    let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM category") ?? 0
    let color = color ?? CategoryColor.suggested(forCategoryNumber: count)
    try db.execute(
      sql: "INSERT INTO category (name, name_key, color) VALUES (?, ?, ?)",
      arguments: [trimmed, Category.nameKey(for: trimmed), color.rawValue])
    return InventoryCore.Category(id: db.lastInsertedRowID, name: trimmed, color: color)
  }

  /// The name trimmed, as it is stored; refused when empty or when it holds a control or bidi formatting
  /// character (`TextPolicy`: names are single-line text).
  static func usableCategoryName(_ name: String) throws -> String {
    let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { throw InventoryError.invalidCategoryName(name) }
    guard TextPolicy.problem(inName: trimmed) == nil else { throw InventoryError.invalidCategoryName(trimmed) }
    return trimmed
  }
}
