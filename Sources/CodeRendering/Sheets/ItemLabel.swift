import InventoryCore

/// What one label says: the item's code, its name, and optional price and category lines (already
/// formatted: the price with its currency).
public struct ItemLabel: Sendable, Hashable {
  public var code: CodeContent
  public var name: String
  public var price: String?
  public var category: String?

  public init(code: CodeContent, name: String, price: String? = nil, category: String? = nil) {
    self.code = code
    self.name = name
    self.price = price
    self.category = category
  }
}
