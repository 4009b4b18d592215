import InventoryCore

/// A lot holding stock whose use-by date (its expiry, else its best-before date) has come within the expiry
/// window, with no open expiry alert.
public struct DueLot: Sendable, Hashable {
  public var lotID: Int64
  public var itemID: Int64
  public var itemName: String
  public var itemMinimum: Int
  public var quantity: Int
  public var batch: String?
  public var useBy: String

  public init(
    lotID: Int64, itemID: Int64, itemName: String, itemMinimum: Int, quantity: Int, batch: String?, useBy: String
  ) {
    self.lotID = lotID
    self.itemID = itemID
    self.itemName = itemName
    self.itemMinimum = itemMinimum
    self.quantity = quantity
    self.batch = batch
    self.useBy = useBy
  }
}

/// The rows an expiry look reads and writes, in one transaction of the store.
public protocol ExpiryAlertStorage {
  /// Lots holding stock whose use-by date is on or before `through` ("YYYY-MM-DD") and that have no open
  /// expiry alert, soonest first.
  func dueLotsWithoutOpenAlert(through: String) throws -> [DueLot]
  /// Opens the lot's expiry alert at this storage's station; false when one is open already (the schema keeps one
  /// open alert per lot, so two senders looking at once raise one).
  func openExpiryAlert(for lot: DueLot, time: Int64) throws -> Bool
  /// Ends the open expiry alerts whose lot holds nothing now, or is gone.
  func endExpiryAlertsOfEmptyLots(time: Int64) throws
  /// Whether an open expiry alert's lot holds nothing now, or is gone (what `endExpiryAlertsOfEmptyLots` ends).
  func hasOpenExpiryAlertsOfEmptyLots() throws -> Bool
}

/// Raises an expiry alert once per lot as it comes within the window (again only after the lot was emptied and
/// filled again), and ends it when the lot is empty: the expiry counterpart of `StockAlertRule`, which a write
/// cannot trigger because time moves lots into the window.
public struct ExpiryAlertRule<Storage: ExpiryAlertStorage> {
  public let storage: Storage

  public init(storage: Storage) { self.storage = storage }

  /// How many alerts it raised.
  public func raiseDue(within window: ExpiryWindow, time: Int64) throws -> Int {
    try storage.endExpiryAlertsOfEmptyLots(time: time)
    var raised = 0
    for lot in try storage.dueLotsWithoutOpenAlert(through: window.through)
    where try storage.openExpiryAlert(for: lot, time: time) {
      raised += 1
    }
    return raised
  }

  /// Whether `raiseDue` would write anything: read first, so a look with nothing to do takes no write lock.
  public func isDue(within window: ExpiryWindow) throws -> Bool {
    try storage.hasOpenExpiryAlertsOfEmptyLots() || !storage.dueLotsWithoutOpenAlert(through: window.through).isEmpty
  }
}
