/// A category with how many items are in it.
public struct CategorySummary: Sendable, Hashable {
  public var category: Category
  public var itemCount: Int

  public init(category: Category, itemCount: Int) {
    self.category = category
    self.itemCount = itemCount
  }
}
