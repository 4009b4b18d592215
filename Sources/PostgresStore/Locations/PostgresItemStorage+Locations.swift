import InventoryCore
import InventoryEngine
import PostgresNIO

/// Locations and the stock at them in a PostgreSQL transaction (`LocationEditor` and `StockLedger` decide).
extension PostgresItemStorage: LocationStorage {
  public func placedQuantities(ofItem id: Int64) throws -> [Int64: Int] {
    var quantities: [Int64: Int] = [:]
    for row in try link.query(
      "SELECT location_id, quantity FROM location_stock WHERE item_id = \(id) AND quantity > 0")
    {
      let (location, quantity) = try row.values((Int64, Int64).self)
      quantities[location] = Int(clamping: quantity)
    }
    return quantities
  }

  public func allLocations() throws -> [Location] {
    try link.query("SELECT id, name, code, notes, parent_id, is_default, label_code FROM location").map { row in
      let (id, name, code, notes, parent, isDefault, labelCode) = try row.values(
        (Int64, String, String?, String, Int64?, Bool, String?).self)
      return Location(
        id: id, name: name, code: code, labelCode: labelCode, notes: notes, parentID: parent, isDefault: isDefault)
    }
  }

  public func insertLocation(name: String, code: String?, notes: String, parentID: Int64?) throws -> Int64 {
    guard
      let id = try link.query(
        """
        INSERT INTO location (name, name_key, code, notes, parent_id)
        VALUES (\(name), \(Location.nameKey(for: name)), \(code), \(notes), \(parentID))
        RETURNING id
        """
      ).single(Int64.self)
    else { throw PostgresStoreError(.server, "the server did not return the new location's id") }
    return id
  }

  public func writeLocation(_ location: Location) throws {
    try link.execute(
      """
      UPDATE location SET name = \(location.name), name_key = \(Location.nameKey(for: location.name)),
        code = \(location.code), label_code = \(location.labelCode), notes = \(location.notes),
        parent_id = \(location.parentID)
      WHERE id = \(location.id)
      """)
  }

  public func stockHeld(atLocation id: Int64) throws -> (items: Int, units: Int) {
    guard
      let row = try link.query(
        "SELECT count(*), coalesce(sum(quantity), 0)::bigint FROM location_stock WHERE location_id = \(id) AND quantity > 0"
      ).first
    else { return (0, 0) }
    let (items, units) = try row.values((Int64, Int64).self)
    return (Int(clamping: items), Int(clamping: units))
  }

  public func deleteLocation(id: Int64) throws {
    try link.execute("DELETE FROM location_stock WHERE location_id = \(id) AND quantity = 0")
    try link.execute("DELETE FROM location WHERE id = \(id)")
  }
}

/// Locations are changed by the engine's rules (`LocationStore`) in one transaction each.
extension PostgresInventory: LocationStore {
  public func readLocations<T>(_ body: (PostgresItemStorage) throws -> T) throws -> T {
    try read { link in try body(itemStorage(link)) }
  }

  /// A name or code another station took between the editor's check and the write breaks a unique index: the
  /// write runs once more, and the editor's check, seeing it now, says which location has it.
  public func writeLocations<T>(_ body: (PostgresItemStorage) throws -> T) throws -> T {
    do { return try write { link in try body(itemStorage(link)) } } catch let error as PostgresStoreError
      where ["location_name_among_siblings", "location_code_is_unique"].contains(error.constraint ?? "")
    {
      return try write { link in try body(itemStorage(link)) }
    }
  }
}
