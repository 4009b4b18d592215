/// An item's extra barcode (issue 12) as both stores keep it: `unitsPerScan` as stored (a copy keeps it exactly,
/// the destination's checks refuse one outside the limits).
public struct ArchivedItemBarcode: Sendable, Hashable {
  public var id: Int64
  public var itemID: Int64
  public var code: String
  public var key: String
  public var unitsPerScan: Int64
  public var label: String

  public init(id: Int64, itemID: Int64, code: String, key: String, unitsPerScan: Int64, label: String) {
    self.id = id
    self.itemID = itemID
    self.code = code
    self.key = key
    self.unitsPerScan = unitsPerScan
    self.label = label
  }
}
