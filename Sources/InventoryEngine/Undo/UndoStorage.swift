import InventoryCore

/// A movement as a store keeps it, read for undo: its delta exactly as stored (nil when the row holds something
/// that is not a 64-bit integer) and its reason's raw value.
public struct StoredMovement: Sendable, Hashable {
  public var delta: Int64?
  public var reason: String?
  /// Where it moved stock (nil: the default location); what cancels it moves stock there.
  public var locationID: Int64?
  /// The lot it moved stock in (nil: stock without a lot); what cancels it moves stock in that lot.
  public var lotID: Int64?

  public init(delta: Int64?, reason: String?, locationID: Int64? = nil, lotID: Int64? = nil) {
    self.delta = delta
    self.reason = reason
    self.locationID = locationID
    self.lotID = lotID
  }
}

/// The rows undo and redo read and write, inside the store's transaction: everything `UndoEngine` decides is
/// done through these, so the rules are written once and each store keeps only its SQL.
public protocol UndoStorage: ItemReading, ActionJournalStorage, AlertRaising, LotKeeping {
  associatedtype FieldRows: CustomFieldStorage
  /// The custom field rows in the same transaction: what undoing a field's removal restores.
  var fieldRows: FieldRows { get }
  func action(id: Int64) throws -> JournalAction?
  /// The newest entry about `target`: itself, or its latest undo or redo.
  func newestEntry(about target: JournalAction) throws -> JournalAction
  /// Nil when there is no movement with that id.
  func storedMovement(id: Int64) throws -> StoredMovement?
  /// The other movements of the change `id` began (a removal spanning lots), oldest first.
  func movementParts(of id: Int64) throws -> [(id: Int64, stored: StoredMovement)]
  /// The newest movement not made by an undo, not cancelled yet and of an item that exists (`undoLastChanges`).
  func newestUncancelledMovement() throws -> (id: Int64, itemID: Int64, stored: StoredMovement, itemName: String)?
  /// Whether a later movement already cancels the movement (`undoes_id`).
  func isCancelled(movement id: Int64) throws -> Bool
  /// How many movements belong to the item now (or, with `deleted`, belonged to it before it was deleted).
  func movementCount(itemID: Int64, deleted: Bool) throws -> Int
  func categoryExists(id: Int64) throws -> Bool
  /// The item a barcode key (main or extra) belongs to, if any.
  func owner(ofBarcodeKey key: String) throws -> CodeMatch?
  /// Deletes the item, marking its movements and scans so that `reinsert` re-attaches them; returns how many
  /// movements it had.
  func removeItem(id: Int64) throws -> Int
  /// Puts a removed item back under its id in `categoryID`, with its extra barcodes, and re-attaches its
  /// movements and scans, its quantity the sum of those movements; returns how many movements it has.
  func reinsert(_ item: ItemSnapshot, categoryID: Int64?, time: Int64) throws -> Int
  /// Writes the item's own fields from `fields` (name, barcode, price, category, minimum, target, notes; not its
  /// quantity), updated at `time`.
  func writeFields(_ fields: ItemSnapshot, itemID: Int64, time: Int64) throws
  /// Appends a movement of this storage's station at `locationID` (nil: the default location) in `lotID`, part of
  /// the change `partOf` begins (nil: it begins one), cancelling `movementID` (nil: none: a restored item's
  /// stock moved back into its lots); the database applies it to the item. `current` is the item as read
  /// (locked) before, for wording a refusal.
  func appendMovement(
    itemID: Int64, itemName: String, delta: Int, reason: MovementReason, source: ScanSource, time: Int64,
    at locationID: Int64?, lot lotID: Int64?, partOf: Int64?, cancelling movementID: Int64?, current: Item
  ) throws -> Int64
  func setLastCounted(itemID: Int64, to time: Int64?) throws
  /// Whether the custom field exists (in use or removed: a removed field keeps its values).
  func customFieldExists(id: Int64) throws -> Bool
  /// Stores the item's value of the field (canonical, as journalled), or deletes it when nil.
  func writeFieldValue(itemID: Int64, fieldID: Int64, value: String?) throws
  func setUndone(actionID: Int64, _ undone: Bool) throws
}
