/// Items with stock at a location (`ItemQuery.location`), and with `withSublocations` anywhere below it: what the
/// Inventory list and `stockroom items list --location` filter by. Made from the tree (`LocationTree.filter`), so
/// each store only turns it into its SQL.
public struct LocationFilter: Sendable, Hashable {
  /// The locations other than the default whose stock counts, as movements name them.
  public var locationIDs: [Int64]
  /// Whether the default location's stock (each item's rest) counts too.
  public var includesDefault: Bool
  /// "Shop › Shelf 3" or "Shop › Shelf 3 and below", for the list's title.
  public var description: String

  public init(locationIDs: [Int64], includesDefault: Bool, description: String) {
    self.locationIDs = locationIDs
    self.includesDefault = includesDefault
    self.description = description
  }
}

extension LocationTree {
  /// The filter for the items at `location`, and at every location below it when `withSublocations`.
  public func filter(at location: Location, withSublocations: Bool) -> LocationFilter {
    let chosen = withSublocations ? locations.filter { isWithin($0.id, ancestor: location.id) } : [location]
    let below = withSublocations && !children(of: location.id).isEmpty
    return LocationFilter(
      locationIDs: chosen.filter { !$0.isDefault }.map(\.id).sorted(),
      includesDefault: chosen.contains(where: \.isDefault),
      description: path(of: location.id) + (below ? " and below" : ""))
  }
}
