/// Which items to show and in what order: the inventory list, `items list` and the TUI all use this.
public struct ItemQuery: Sendable, Hashable {
  public enum CategoryFilter: Sendable, Hashable {
    case any
    case uncategorised
    case category(Int64)
  }

  public enum SortColumn: String, Sendable, CaseIterable {
    case name, barcode, category, quantity, minimum, price, updated
    /// When a stocktake last counted the item: ascending lists the never counted first, then the longest
    /// uncounted (what to count next); descending is its exact reverse.
    case lastCounted = "last-counted"
  }

  public var category: CategoryFilter
  public var lowStockOnly: Bool
  /// Full-text search: every word must match the start of a word in name, barcode, notes or category.
  public var search: String
  public var sort: SortColumn
  public var ascending: Bool
  /// Only items with stock at these locations (nil: every item).
  public var location: LocationFilter?
  /// Only items whose custom field values meet every one of these (`CustomFieldFilter`).
  public var fieldFilters: [CustomFieldFilter] = []
  /// Orders the list by this custom field instead of by `sort` (nil: by `sort`): first the items with a value of
  /// their own, by value (numbers as numbers, `CustomFieldKind.comparesAsNumbers`; equal values in the order the
  /// items were added), then the items without one (showing a default is not having one), by name. `ascending`
  /// turns both parts round; the items without a value come last either way, as with barcode and price.
  public var sortField: CustomField?

  public init(
    category: CategoryFilter = .any, lowStockOnly: Bool = false, search: String = "", sort: SortColumn = .name,
    ascending: Bool = true, location: LocationFilter? = nil
  ) {
    self.location = location
    self.category = category
    self.lowStockOnly = lowStockOnly
    self.search = search
    self.sort = sort
    self.ascending = ascending
  }
}

extension ItemQuery {
  /// Whether the list keeps only some items by their stock (low stock, a location) or a custom field's value:
  /// the kept totals and the search fast paths, which know nothing of either, cannot answer it.
  public var filtersByStock: Bool { lowStockOnly || location != nil || !fieldFilters.isEmpty }
}
