import InventoryCore

/// The alert rows a stock write opens and ends inside its own transaction (`StockAlertRule` decides), so a
/// rolled-back change leaves no alert and a committed one never misses its alert.
public protocol AlertStorage {
  /// Opens an alert of `kind` for the item, at this storage's station, unless one of that kind is open already
  /// (the schema keeps one open alert per item and kind, so two stations crossing at once raise one).
  func openAlert(itemID: Int64, itemName: String, kind: StockAlertKind, quantity: Int, minimum: Int, time: Int64)
    throws
  /// Ends the item's open alerts of `kinds` (it recovered).
  func endAlerts(itemID: Int64, kinds: [StockAlertKind], time: Int64) throws
}

/// A storage whose writes may cross an alert's line: it hands the rule the alert rows of its own transaction.
public protocol AlertRaising {
  associatedtype Alerts: AlertStorage
  var alerts: Alerts { get }
}
