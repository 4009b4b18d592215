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
  /// The item's own expiry window in days (nil: the global one).
  public var itemWindow: Int?

  public init(
    lotID: Int64, itemID: Int64, itemName: String, itemMinimum: Int, quantity: Int, batch: String?, useBy: String,
    itemWindow: Int? = nil
  ) {
    self.itemWindow = itemWindow
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
  /// expiry alert, soonest first, with their item's own window.
  func dueLotsWithoutOpenAlert(through: String) throws -> [DueLot]
  /// The widest expiry window an item sets for itself (nil when none does).
  func widestItemExpiryWindow() throws -> Int?
  /// Opens the lot's expiry alert at this storage's station; false when one is open already (the schema keeps one
  /// open alert per lot, so two senders looking at once raise one).
  func openExpiryAlert(for lot: DueLot, time: Int64) throws -> Bool
  /// Ends the open expiry alerts whose lot holds nothing now, or is gone.
  func endExpiryAlertsOfEmptyLots(time: Int64) throws
  /// Whether an open expiry alert's lot holds nothing now, or is gone (what `endExpiryAlertsOfEmptyLots` ends).
  func hasOpenExpiryAlertsOfEmptyLots() throws -> Bool
}

/// Raises an expiry alert once per lot as it comes within its item's window (its own, else the global one:
/// `ExpiryWindow.through(itemDays:)`; again only after the lot was emptied and filled again), and ends it when
/// the lot is empty: the expiry counterpart of `StockAlertRule`, which a write
/// cannot trigger because time moves lots into the window.
public struct ExpiryAlertRule<Storage: ExpiryAlertStorage> {
  public let storage: Storage

  public init(storage: Storage) { self.storage = storage }

  /// How many alerts it raised.
  public func raiseDue(within window: ExpiryWindow, time: Int64) throws -> Int {
    try storage.endExpiryAlertsOfEmptyLots(time: time)
    var raised = 0
    for lot in try due(within: window) where try storage.openExpiryAlert(for: lot, time: time) {
      raised += 1
    }
    return raised
  }

  /// Whether `raiseDue` would write anything: read first, so a look with nothing to do takes no write lock.
  public func isDue(within window: ExpiryWindow) throws -> Bool {
    try storage.hasOpenExpiryAlertsOfEmptyLots() || !due(within: window).isEmpty
  }

  /// The lots without an open alert that are due by their item's window.
  private func due(within window: ExpiryWindow) throws -> [DueLot] {
    let reach =
      window.forEveryItem ? window.through : window.reach(widestItemDays: try storage.widestItemExpiryWindow())
    return try storage.dueLotsWithoutOpenAlert(through: reach).filter {
      window.isDue(useBy: $0.useBy, itemDays: $0.itemWindow)
    }
  }
}
