/// A quantity change as the user sees it: `Coffee beans 4 -> 5`.
public struct StockChange: Sendable, Hashable {
  public var item: Item
  public var from: Int
  public var to: Int
  public var movementID: Int64?
  /// For a scan of one of the item's extra barcodes: that barcode (its units per scan and label, which the
  /// outcome's words name: "case of 12"). Nil for the main barcode and for changes that are not scans.
  public var extraBarcode: ItemBarcode?
  /// The lots the change went to or came from, first-expiring first; empty when the item holds none.
  public var lots: [LotPart]
  /// The path of the location a scan changed the stock at, when it named one (the outcome says "@ Shelf 3").
  public var locationPath: String?

  public init(
    item: Item, from: Int, to: Int, movementID: Int64? = nil, extraBarcode: ItemBarcode? = nil, lots: [LotPart] = []
  ) {
    self.item = item
    self.from = from
    self.to = to
    self.movementID = movementID
    self.extraBarcode = extraBarcode
    self.lots = lots
  }

  public var delta: Int { to - from }
}
