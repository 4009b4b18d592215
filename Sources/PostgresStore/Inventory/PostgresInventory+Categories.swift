import Foundation
import InventoryCore
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
    let trimmed = try Self.usableCategoryName(name)
    return try writeRefusingDuplicateCategory(trimmed) { link in
      try Self.insertCategory(link, named: trimmed, color: color)
    }
  }

  /// Inserts a category named `trimmed` (a `usableCategoryName`) inside the caller's transaction.
  static func insertCategory(_ link: PostgresLink, named trimmed: String, color: CategoryColor?) throws
    -> InventoryCore.Category
  {
    if try fetchCategory(link, named: trimmed) != nil { throw InventoryError.duplicateCategory(trimmed) }
    let count = try link.query("SELECT count(*) FROM category").single(Int64.self) ?? 0
    let color = color ?? CategoryColor.suggested(forCategoryNumber: Int(clamping: count))
    guard
      let id = try link.query(
        """
        INSERT INTO category (name, name_key, color, words)
        VALUES (\(trimmed), \(Category.nameKey(for: trimmed)), \(color.rawValue),
          array_to_tsvector(\(SearchWords.words(in: trimmed))))
        RETURNING id
        """
      ).single(Int64.self)
    else { throw PostgresStoreError(.server, "the server did not return the new category's id") }
    return InventoryCore.Category(id: id, name: trimmed, color: color)
  }

  @discardableResult
  public func renameCategory(_ name: String, to newName: String) throws -> InventoryCore.Category {
    let trimmed = try Self.usableCategoryName(newName)
    return try writeRefusingDuplicateCategory(trimmed) { link in
      guard var category = try Self.fetchCategory(link, named: name) else {
        throw InventoryError.categoryNotFound(name)
      }
      if let other = try Self.fetchCategory(link, named: trimmed), other.id != category.id {
        throw InventoryError.duplicateCategory(trimmed)
      }
      try link.execute(
        """
        UPDATE category SET name = \(trimmed), name_key = \(Category.nameKey(for: trimmed)),
          words = array_to_tsvector(\(SearchWords.words(in: trimmed)))
        WHERE id = \(category.id)
        """)
      category.name = trimmed
      return category
    }
  }

  @discardableResult
  public func recolorCategory(_ name: String, to color: CategoryColor) throws -> InventoryCore.Category {
    try write { link in
      guard var category = try Self.fetchCategory(link, named: name) else {
        throw InventoryError.categoryNotFound(name)
      }
      try link.execute("UPDATE category SET color = \(color.rawValue) WHERE id = \(category.id)")
      category.color = color
      return category
    }
  }

  /// Deletes a category; its items stay, uncategorised. Returns how many items that were.
  @discardableResult
  public func deleteCategory(_ name: String) throws -> Int {
    try write { link in
      guard let category = try Self.fetchCategory(link, named: name), let id = category.id else {
        throw InventoryError.categoryNotFound(name)
      }
      let count = try link.query("SELECT count(*) FROM item WHERE category_id = \(id)").single(Int64.self) ?? 0
      try link.execute("DELETE FROM category WHERE id = \(id)")
      return Int(clamping: count)
    }
  }

  static func fetchCategory(_ link: PostgresLink, named name: String) throws -> InventoryCore.Category? {
    let key = Category.nameKey(for: name.trimmingCharacters(in: .whitespacesAndNewlines))
    return try link.query("SELECT \(unescaped: Category.postgresSelection) FROM category WHERE name_key = \(key)")
      .first.map(Category.init(postgresRow:))
  }

  /// The name trimmed, as it is stored; refused when empty or holding a character names may not hold.
  static func usableCategoryName(_ name: String) throws -> String {
    let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { throw InventoryError.invalidCategoryName(name) }
    guard TextPolicy.problem(inName: trimmed) == nil else { throw InventoryError.invalidCategoryName(trimmed) }
    return trimmed
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
