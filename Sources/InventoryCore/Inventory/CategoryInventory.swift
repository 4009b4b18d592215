/// The categories role of an inventory.
public protocol CategoryInventory: AnyObject, Sendable {
  func categories() throws -> [CategorySummary]
  func category(named name: String) throws -> Category?
  func category(id: Int64) throws -> Category?
  @discardableResult
  func addCategory(named name: String, color: CategoryColor?) throws -> Category
  @discardableResult
  func renameCategory(_ name: String, to newName: String) throws -> Category
  @discardableResult
  func recolorCategory(_ name: String, to color: CategoryColor) throws -> Category
  @discardableResult
  func deleteCategory(_ name: String) throws -> Int
}

/// A category without a colour.
extension CategoryInventory {
  @discardableResult
  public func addCategory(named name: String) throws -> Category { try addCategory(named: name, color: nil) }
}
