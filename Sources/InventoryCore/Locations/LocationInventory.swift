/// The locations role of an inventory (issue 23): the tree of places stock is kept and the stock at each. Every
/// operation is one transaction; a location is named by its id, code, path ("Shop/Shelf 3") or unique name.
public protocol LocationInventory: AnyObject, Sendable {
  func locationTree() throws -> LocationTree
  /// Every location in tree order, with what it holds.
  func locationSummaries() throws -> [LocationSummary]
  /// Adds a location at the top, or under `parent`.
  @discardableResult
  func addLocation(named name: String, code: String?, notes: String, under parent: String?) throws -> Location
  @discardableResult
  func renameLocation(_ reference: String, to name: String) throws -> Location
  /// Sets the code (nil: kept; "": none) and the notes (nil: kept).
  @discardableResult
  func editLocation(_ reference: String, code: String?, notes: String?) throws -> Location
  /// Moves a location with everything below it under `parent` (nil: to the top). Moving one under its own
  /// sub-location is refused.
  @discardableResult
  func moveLocation(_ reference: String, under parent: String?) throws -> Location
  /// Deletes an empty location (no stock, no sub-location); the refusal says what is still there.
  @discardableResult
  func deleteLocation(_ reference: String) throws -> Location
  /// The location whose label `text` is (`LocationCode`); nil when it is no location code or no location has it
  /// (a label of a location deleted since). Reads nothing for any other text.
  func location(scanned text: String) throws -> ScannedLocation?
  /// Where the item's stock is: each location holding some, in tree order.
  func stock(ofItem id: Int64) throws -> [LocatedStock]
  /// Moves `quantity` units of the item between two locations: a pair of movements, refused when `from` holds
  /// fewer.
  @discardableResult
  func moveStock(itemID: Int64, quantity: Int, from: String, to: String, source: ScanSource) throws -> StockMove
}
