import InventoryCore

/// An item a count's scope covers that no one counted, with the choice made for it (nil: the session's default).
public struct UncountedRow: Sendable, Hashable {
  public var item: Item
  public var choice: UncountedChoice?

  public init(item: Item, choice: UncountedChoice?) {
    self.item = item
    self.choice = choice
  }
}

/// The rows sessions read and write, inside the store's transaction: everything `SessionEngine` decides is
/// done through these, so the rules are written once and each store keeps only its SQL. Writes are this
/// storage's station's, from its source, at its time.
public protocol SessionStorage: SessionEntryStorage {
  /// The session; with `locking`, its row locked for the rest of the transaction where the store locks rows (so
  /// additions from several stations queue and a commit waits for those under way). Nil when there is none.
  func session(id: Int64, locking: Bool) throws -> StockSession?
  /// Inserts an open session started here and now; returns its id.
  func insertSession(kind: StockSession.Kind, scope: SessionScope, note: String) throws -> Int64
  /// Closes the session as `state`, by this station, now.
  func close(session id: Int64, as state: StockSession.State) throws
  func setUncountedDefault(session id: Int64, to choice: UncountedChoice) throws
  /// Records the choice for one item, replacing any made before.
  func setUncountedChoice(session id: Int64, itemID: Int64, to choice: UncountedChoice) throws

  /// The session's lines as their entries add up (or the one `only` names), unordered and unmarked.
  func lines(session id: Int64, only: SessionLineKey?) throws -> [SessionLine]
  /// The items of the session's lines that `scope` covers, found as the item list finds them.
  func coveredItems(session id: Int64, scope: SessionScope) throws -> Set<Int64>
  /// The items in a count's scope with no line. In list order, or with `locking` locked in id order where the
  /// store locks rows (a commit about to set some to 0).
  func uncounted(in session: StockSession, locking: Bool) throws -> [UncountedRow]

  /// The items that exist among `ids`, by id, locked in id order where the store locks rows.
  func items(ids: [Int64]) throws -> [Int64: Item]
  /// The item a code stands for (any form, main or extra barcode).
  func match(for code: ProductCode) throws -> CodeMatch?
  /// Changes the item's stock by a movement journalled as this station's stock action; a count's keeps the
  /// item's last-counted time before it in the journal (`CountUndoRule`). `place` is the location and lot it
  /// changes (`StockLedger.adjust`'s `at` and `lot`).
  func adjust(itemID: Int64, by delta: Int, reason: MovementReason, keepingCountedTime: Bool, at place: SessionPlace)
    throws
  /// Sets the items' last-counted time to now.
  func stampCounted(itemIDs: [Int64]) throws

  /// Deletes the line's entries; returns how many there were.
  func removeEntries(session id: Int64, line: SessionLineKey) throws -> Int
  /// Moves an unknown code's entries to the item's line, each expecting `expected`; returns how many moved.
  func moveEntries(session id: Int64, codeKey: String, toItem itemID: Int64, expected: Int64?) throws -> Int
}
