import Foundation

/// What a sender gives the user's alert command: JSON on stdin and the same facts in environment variables, so
/// a one-line shell script and a program reading JSON both work. `id` is stable: a command run again for one
/// alert (its sender was killed before recording the send) can recognise it.
public struct StockAlertMessage: Sendable, Encodable {
  public var id: Int64
  public var kind: String
  public var itemId: Int64?
  public var item: String
  public var quantity: Int
  public var minimum: Int
  public var raisedAt: String
  public var station: String
  public var summary: String
  /// An expiry alert's lot: its batch and use-by date (absent from other alerts' JSON).
  public var lot: String?
  public var useBy: String?

  public init(_ alert: StockAlert) {
    id = alert.id
    kind = alert.kind.rawValue
    itemId = alert.itemID
    item = alert.itemName
    quantity = alert.quantity
    minimum = alert.minimum
    raisedAt = Timestamps.iso8601(alert.raisedAt)
    station = alert.station
    summary = alert.summary
    lot = alert.lotBatch
    useBy = alert.lotUseBy
  }

  /// One line of JSON, keys in snake case and sorted.
  public func json() throws -> Data {
    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self) + Data("\n".utf8)
  }

  /// `STOCKROOM_ALERT_ID`, `_KIND`, `_ITEM`, `_ITEM_ID`, `_QUANTITY`, `_MINIMUM`, `_STATION`, `_SUMMARY`, and
  /// for an expiry alert `_LOT` and `_USE_BY` (empty otherwise).
  public var environment: [String: String] {
    [
      "STOCKROOM_ALERT_ID": String(id), "STOCKROOM_ALERT_KIND": kind, "STOCKROOM_ALERT_ITEM": item,
      "STOCKROOM_ALERT_ITEM_ID": itemId.map(String.init) ?? "", "STOCKROOM_ALERT_QUANTITY": String(quantity),
      "STOCKROOM_ALERT_MINIMUM": String(minimum), "STOCKROOM_ALERT_STATION": station,
      "STOCKROOM_ALERT_SUMMARY": summary, "STOCKROOM_ALERT_LOT": lot ?? "", "STOCKROOM_ALERT_USE_BY": useBy ?? "",
    ]
  }
}
