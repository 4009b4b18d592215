import InventoryCore

/// How a store opens its transactions for categories: every operation on them is written once, in the
/// extension, over these.
public protocol CategoryStore {
  associatedtype Categories: CategoryStorage
  func readCategories<T>(_ body: (Categories) throws -> T) throws -> T
  /// Runs `body` in one write transaction. When the database refuses `name` because another station added it
  /// meanwhile, the error is `InventoryError.duplicateCategory`, as the editor's check's would be.
  func writeCategories<T>(claiming name: String?, _ body: (Categories) throws -> T) throws -> T
}

extension CategoryStore {
  /// The category named `name`, ignoring case and surrounding spaces.
  public func category(named name: String) throws -> InventoryCore.Category? {
    try readCategories { try CategoryEditor(storage: $0).category(named: name) }
  }

  /// Adds a category; without a colour it gets the next one of the palette.
  @discardableResult
  public func addCategory(named name: String, color: CategoryColor? = nil) throws -> InventoryCore.Category {
    let trimmed = try CategoryEditor<Categories>.usableName(name)
    return try writeCategories(claiming: trimmed) { try CategoryEditor(storage: $0).add(named: trimmed, color: color) }
  }

  @discardableResult
  public func renameCategory(_ name: String, to newName: String) throws -> InventoryCore.Category {
    let trimmed = try CategoryEditor<Categories>.usableName(newName)
    return try writeCategories(claiming: trimmed) { try CategoryEditor(storage: $0).rename(name, to: trimmed) }
  }

  @discardableResult
  public func recolorCategory(_ name: String, to color: CategoryColor) throws -> InventoryCore.Category {
    try writeCategories(claiming: nil) { try CategoryEditor(storage: $0).recolor(name, to: color) }
  }

  /// Deletes a category; its items stay, uncategorised. Returns how many items that were.
  @discardableResult
  public func deleteCategory(_ name: String) throws -> Int {
    try writeCategories(claiming: nil) { try CategoryEditor(storage: $0).delete(name) }
  }
}
