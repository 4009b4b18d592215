import InventoryCore

/// The category rows adding, renaming, recolouring and deleting read and write, inside the store's transaction.
public protocol CategoryStorage {
  /// The category whose `Category.nameKey` is `key`.
  func category(nameKey key: String) throws -> InventoryCore.Category?
  func categoryCount() throws -> Int
  /// Inserts a category (the name trimmed and checked); returns its id.
  func insertCategory(name: String, color: CategoryColor) throws -> Int64
  func renameCategory(id: Int64, to name: String) throws
  func recolorCategory(id: Int64, to color: CategoryColor) throws
  func itemCount(inCategory id: Int64) throws -> Int
  /// Deletes the category; its items become uncategorised (the store's foreign key).
  func deleteCategory(id: Int64) throws
}

/// User-defined categories, by the same rules in every store: a name is trimmed single-line text, unique
/// regardless of case; a new category without a colour gets the palette's next; deleting one keeps its items,
/// uncategorised.
public struct CategoryEditor<Storage: CategoryStorage> {
  public let storage: Storage

  public init(storage: Storage) { self.storage = storage }

  /// The name trimmed, as it is stored; refused when empty or when it holds a control or bidi formatting
  /// character (`TextPolicy`: names are single-line text).
  public static func usableName(_ name: String) throws -> String {
    let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { throw InventoryError.invalidCategoryName(name) }
    guard TextPolicy.problem(inName: trimmed) == nil else { throw InventoryError.invalidCategoryName(trimmed) }
    return trimmed
  }

  /// The category named `name`, ignoring case and surrounding spaces.
  public func category(named name: String) throws -> InventoryCore.Category? {
    try storage.category(nameKey: Category.nameKey(for: name.trimmingCharacters(in: .whitespacesAndNewlines)))
  }

  public func add(named name: String, color: CategoryColor?) throws -> InventoryCore.Category {
    let trimmed = try Self.usableName(name)
    if try category(named: trimmed) != nil { throw InventoryError.duplicateCategory(trimmed) }
    let color = try color ?? CategoryColor.suggested(forCategoryNumber: storage.categoryCount())
    return InventoryCore.Category(
      id: try storage.insertCategory(name: trimmed, color: color), name: trimmed, color: color)
  }

  public func rename(_ name: String, to newName: String) throws -> InventoryCore.Category {
    let trimmed = try Self.usableName(newName)
    guard var found = try category(named: name), let id = found.id else { throw InventoryError.categoryNotFound(name) }
    if let other = try category(named: trimmed), other.id != id { throw InventoryError.duplicateCategory(trimmed) }
    try storage.renameCategory(id: id, to: trimmed)
    found.name = trimmed
    return found
  }

  public func recolor(_ name: String, to color: CategoryColor) throws -> InventoryCore.Category {
    guard var found = try category(named: name), let id = found.id else { throw InventoryError.categoryNotFound(name) }
    try storage.recolorCategory(id: id, to: color)
    found.color = color
    return found
  }

  /// Returns how many items it held (they stay, uncategorised).
  public func delete(_ name: String) throws -> Int {
    guard let found = try category(named: name), let id = found.id else { throw InventoryError.categoryNotFound(name) }
    let count = try storage.itemCount(inCategory: id)
    try storage.deleteCategory(id: id)
    return count
  }
}
