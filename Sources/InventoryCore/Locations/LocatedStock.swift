/// How many units of an item one location holds.
public struct LocatedStock: Sendable, Hashable {
  public var location: Location
  /// "Shop › Back room › Shelf 3".
  public var path: String
  public var quantity: Int

  public init(location: Location, path: String, quantity: Int) {
    self.location = location
    self.path = path
    self.quantity = quantity
  }
}

/// A location with what it holds, for lists. The default location's holdings are the rest of every item's stock,
/// which only a read of every item could count: they are nil.
public struct LocationSummary: Sendable, Hashable {
  public var location: Location
  public var path: String
  /// How deep it sits (0 at the top), for indenting a tree.
  public var depth: Int
  /// Items with stock here, and their units; nil for the default location.
  public var items: Int?
  public var units: Int?

  public init(location: Location, path: String, depth: Int, items: Int?, units: Int?) {
    self.location = location
    self.path = path
    self.depth = depth
    self.items = items
    self.units = units
  }
}

/// Units of an item moved from one location to another: a pair of movements, never a change of its total.
public struct StockMove: Sendable, Hashable {
  /// The item after the move (its total unchanged).
  public var item: Item
  public var quantity: Int
  public var from: LocatedStock
  public var to: LocatedStock
  /// The two movements, taken from `from` and put at `to`.
  public var movementIDs: [Int64]

  public init(item: Item, quantity: Int, from: LocatedStock, to: LocatedStock, movementIDs: [Int64]) {
    self.item = item
    self.quantity = quantity
    self.from = from
    self.to = to
    self.movementIDs = movementIDs
  }

  /// `moved 3 "Tea" Shop › Shelf 1 → Back room (now 2 there, 3 here)`: the CLI's and screens' words.
  public var summary: String {
    "moved \(quantity) \(ActionWording.quoted(item.name)) from \(from.path) (\(from.quantity) left) to \(to.path) "
      + "(\(to.quantity) there)"
  }
}
