import Foundation

/// A stocked product. Quantities are whole units; the price is exact (minor units, never a float).
public struct Item: Sendable, Hashable, Identifiable {
  public var id: Int64?
  public var name: String
  /// The code as the user or scanner gave it (trimmed). Stored as text: leading zeros matter.
  public var barcode: String?
  public var quantity: Int
  public var price: Money?
  public var categoryID: Int64?
  /// 0 means the item is never low.
  public var minimumQuantity: Int
  /// What a reorder should bring the stock up to; without it, a reorder brings it up to the minimum.
  public var targetQuantity: Int?
  public var notes: String
  public var createdAt: Date
  public var updatedAt: Date
  /// Numbers the database holds outside `StockLimits` (written by an older version or another tool).
  /// The fields above then hold the nearest value in range, for display; `adjust --set` repairs the
  /// quantity. Empty for every item stockroom itself wrote.
  public var storedValueProblems: [StoredValueProblem] = []
  /// When a committed stocktake last counted it (or set it to 0 as not found); nil if never.
  public var lastCountedAt: Date?

  public init(
    id: Int64? = nil, name: String, barcode: String? = nil, quantity: Int = 0, price: Money? = nil,
    categoryID: Int64? = nil, minimumQuantity: Int = 0, targetQuantity: Int? = nil, notes: String = "",
    createdAt: Date = Date(), updatedAt: Date? = nil, lastCountedAt: Date? = nil
  ) {
    self.id = id
    self.name = name
    self.barcode = barcode
    self.quantity = quantity
    self.price = price
    self.categoryID = categoryID
    self.minimumQuantity = minimumQuantity
    self.targetQuantity = targetQuantity
    self.notes = notes
    self.createdAt = createdAt
    self.updatedAt = updatedAt ?? createdAt
    self.lastCountedAt = lastCountedAt
  }

  /// The item's stock value at its price (nil without a price); cannot overflow.
  public var value: MoneyTotal? { price?.value(of: quantity) }

  /// Below its minimum (a minimum of 0 is never low).
  public var isLowStock: Bool { quantity < minimumQuantity }

  /// How many to order: up to the target when there is one, else up to the minimum; 0 when not low.
  public var reorderQuantity: Int {
    guard isLowStock else { return 0 }
    return max(targetQuantity ?? minimumQuantity, minimumQuantity) - quantity
  }

  /// How far below the minimum the stock is (0 when not low).
  public var shortfall: Int { max(0, minimumQuantity - quantity) }
}
