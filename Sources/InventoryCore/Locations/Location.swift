/// A place stock is kept: a shop, a back room, a shelf, a bin. Locations form a tree of any depth; each item's
/// stock is split between them. One location is the default: stock written without a location (every scan,
/// count and import that names none) is there, so nothing changes for a user who never adds a location.
public struct Location: Sendable, Hashable, Identifiable {
  public var id: Int64
  public var name: String
  /// A short code of the user's own (a shelf label's text), unique among locations.
  public var code: String?
  /// The code its label carries (`LocationCode`): every location has one, given when it is made.
  public var labelCode: String
  public var notes: String
  /// Nil for a location at the top of the tree.
  public var parentID: Int64?
  /// Whether stock written without a location is here. It cannot be deleted.
  public var isDefault: Bool

  public init(
    id: Int64, name: String, code: String? = nil, labelCode: String? = nil, notes: String = "", parentID: Int64? = nil,
    isDefault: Bool = false
  ) {
    self.id = id
    self.name = name
    self.code = code
    self.labelCode = labelCode ?? LocationCode.code(number: id)
    self.notes = notes
    self.parentID = parentID
    self.isDefault = isDefault
  }

  /// The location a movement here names: none for the default location, whose stock is the rest.
  public var movementLocationID: Int64? { isDefault ? nil : id }

  /// The name every location's is compared by: sibling names are unique regardless of case.
  public static func nameKey(for name: String) -> String { name.lowercased() }
}
