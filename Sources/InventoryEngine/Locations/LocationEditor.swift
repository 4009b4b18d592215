import InventoryCore

/// Locations, by the same rules in every store: names are checked single-line text, unique among siblings
/// regardless of case; codes are unique; a location moves with its whole subtree, never under itself; only an
/// empty location is deleted, and never the default one.
public struct LocationEditor<Storage: LocationStorage> {
  public let storage: Storage

  public init(storage: Storage) { self.storage = storage }

  public func tree() throws -> LocationTree { LocationTree(try storage.allLocations()) }

  public func add(named name: String, code: String?, notes: String, under parent: String?) throws -> Location {
    let tree = try tree()
    var location = Location(
      id: 0, name: try LocationLimits.usableName(name), code: try LocationLimits.usableCode(code),
      notes: try LocationLimits.usableNotes(notes), parentID: try parent.map { try tree.find($0).id })
    try checkUnique(location, in: tree)
    location.id = try storage.insertLocation(
      name: location.name, code: location.code, notes: location.notes, parentID: location.parentID)
    // Its label's code follows from its id, which only the insert knows.
    location.labelCode = LocationCode.code(number: location.id)
    try storage.writeLocation(location)
    return location
  }

  public func rename(_ reference: String, to name: String) throws -> Location {
    try change(reference) { $0.name = try LocationLimits.usableName(name) }
  }

  public func edit(_ reference: String, code: String?, notes: String?) throws -> Location {
    try change(reference) { location in
      if let code { location.code = try LocationLimits.usableCode(code) }
      if let notes { location.notes = try LocationLimits.usableNotes(notes) }
    }
  }

  public func move(_ reference: String, under parent: String?) throws -> Location {
    let tree = try tree()
    let newParent = try parent.map { try tree.find($0) }
    return try change(reference, in: tree) { location in
      if let newParent, tree.isWithin(newParent.id, ancestor: location.id) {
        throw LocationError.cycle(path: tree.path(of: location.id), under: tree.path(of: newParent.id))
      }
      location.parentID = newParent?.id
    }
  }

  /// Returns the location deleted.
  public func delete(_ reference: String) throws -> Location {
    let tree = try tree()
    let location = try tree.find(reference)
    let path = tree.path(of: location.id)
    if location.isDefault { throw LocationError.defaultCannotBeDeleted(path: path) }
    let held = try storage.stockHeld(atLocation: location.id)
    let sublocations = tree.children(of: location.id).count
    if held.items > 0 || sublocations > 0 {
      throw LocationError.notEmpty(path: path, items: held.items, units: held.units, sublocations: sublocations)
    }
    try storage.deleteLocation(id: location.id)
    return location
  }

  private func change(
    _ reference: String, in given: LocationTree? = nil, _ body: (inout Location) throws -> Void
  ) throws -> Location {
    let tree = try given ?? tree()
    var location = try tree.find(reference)
    try body(&location)
    try checkUnique(location, in: tree)
    try storage.writeLocation(location)
    return location
  }

  /// Refuses a name a sibling has (ignoring case) or a code another location has.
  private func checkUnique(_ location: Location, in tree: LocationTree) throws {
    let key = Location.nameKey(for: location.name)
    let siblings = tree.children(of: location.parentID).filter { $0.id != location.id }
    if siblings.contains(where: { Location.nameKey(for: $0.name) == key }) {
      throw LocationError.nameTaken(location.name, under: location.parentID.map { tree.path(of: $0) })
    }
    if let code = location.code, let other = tree.locations.first(where: { $0.code == code && $0.id != location.id }) {
      throw LocationError.codeTaken(code, by: tree.path(of: other.id))
    }
  }
}
