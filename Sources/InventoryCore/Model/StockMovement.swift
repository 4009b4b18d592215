import Foundation

/// One change of an item's quantity. Movements are append-only: an item's quantity is always the sum of
/// its movements, and undo appends a compensating movement rather than deleting one.
public struct StockMovement: Sendable, Hashable, Identifiable {
  public var id: Int64?
  /// nil once the item has been deleted (the movement and `itemName` stay for history).
  public var itemID: Int64?
  public var itemName: String
  public var delta: Int
  public var reason: MovementReason
  public var source: ScanSource
  public var time: Date
  /// For an undo: the movement it compensates.
  public var undoesMovementID: Int64?
  /// The station it was made at (`ActionOrigin.station`); nil for movements older than stations.
  public var station: String?

  public init(
    id: Int64? = nil, itemID: Int64?, itemName: String, delta: Int, reason: MovementReason, source: ScanSource,
    time: Date = Date(), undoesMovementID: Int64? = nil, station: String? = nil
  ) {
    self.id = id
    self.itemID = itemID
    self.itemName = itemName
    self.delta = delta
    self.reason = reason
    self.source = source
    self.time = time
    self.undoesMovementID = undoesMovementID
    self.station = station
  }
}

public enum MovementReason: String, Sendable, CaseIterable, Codable {
  case scan, manual, edit, `import`, undo, stocktake
  /// An undone change done again (it compensates the undo's movement).
  case redo
  /// A committed batch of goods received (`StockSession.Kind.receive`).
  case receive
  /// A committed batch of goods taken out, for picking (`StockSession.Kind.remove`).
  case remove
  /// Units moved between locations: one movement takes them, its pair puts them (issue 23).
  case move
}

/// Where a scan or a change came from.
public enum ScanSource: String, Sendable, CaseIterable, Codable {
  case camera
  case usbScanner = "usb-scanner"
  case keyboard, cli, `import`
}
