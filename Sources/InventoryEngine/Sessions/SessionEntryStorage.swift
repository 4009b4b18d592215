import InventoryCore

/// A line as a store keeps it: the sum of its entries, what a count's line expected, and a code as scanned.
public struct StoredSessionLine: Sendable, Hashable {
  public var total: Int64
  public var expected: Int64?
  public var code: String?

  public init(total: Int64, expected: Int64?, code: String?) {
    self.total = total
    self.expected = expected
    self.code = code
  }
}

/// One entry to append to a session's line (the store adds its station, source and time).
public struct SessionEntryDraft: Sendable, Hashable {
  public var sessionID: Int64
  public var line: SessionLineKey
  /// The code as scanned, kept for the record (nil when keyed).
  public var code: String?
  public var delta: Int
  /// A count's: what the stock said when the line began.
  public var expected: Int64?
  /// Where the units are and which lot (checked: `SessionPlace.checked`).
  public var place: SessionPlace = .unplaced

  /// The line as stored: an item's id, or else an unknown code's key.
  public var itemID: Int64? { if case .item(let id) = line { id } else { nil } }
  public var codeKey: String? { if case .code(let key) = line { key } else { nil } }
}

/// The rows a store reads and writes for a session's entries, inside its transaction (which keeps other
/// writers of the session out until it commits).
public protocol SessionEntryStorage {
  /// The line's entries summed; nil when it has none.
  func storedLine(_ line: SessionLineKey, inSession id: Int64) throws -> StoredSessionLine?
  /// Whether the session holds `lines` lines or more (it may count its entries first: a session has at least
  /// as many entries as lines, and counting distinct lines costs more).
  func holdsAtLeast(lines: Int, inSession id: Int64) throws -> Bool
  func append(_ entry: SessionEntryDraft) throws
  /// The item, or `InventoryError.itemNotFound`.
  func requireItem(id: Int64) throws -> Item
  /// Whether the item is among those `scope` covers, found as the item list finds them (`SessionScope.query`).
  func covers(itemID: Int64, scope: SessionScope) throws -> Bool
  /// A category's name, for wording a scope; nil when there is none with that id.
  func categoryName(id: Int64) throws -> String?
  /// Every location (a tree is small): an entry's place must exist, and a count of a location takes those
  /// below it.
  func allLocations() throws -> [Location]
  /// The entries of the line at one place (`SessionLine.place`) summed; nil when it has none there.
  func storedLine(_ line: SessionLineKey, at place: SessionPlace, inSession id: Int64) throws -> StoredSessionLine?
  /// The item's stock at each location other than the default that holds any (the default holds the rest).
  func placedQuantities(ofItem id: Int64) throws -> [Int64: Int]
  /// The item's lots at the location (nil: the default).
  func lots(ofItem id: Int64, at locationID: Int64?) throws -> [Lot]
  /// Appends a row to the scan log.
  func log(_ entry: ScanLogEntry) throws

  /// Who writes, from where, and when: every entry and scan log row carries them.
  var station: String { get }
  var source: ScanSource { get }
  var time: Int64 { get }
}
