/// What a code stands for in the inventory: its item, which of the item's barcodes it is (the main one or an
/// extra one), and how many units one scan of it means. `Inventory.match(for:)` answers it; scans, counts and
/// receiving decide with it (`ScanRule`).
public struct CodeMatch: Sendable, Hashable {
  public var item: Item
  /// The barcode the code is: the item's main barcode (1 unit per scan, no label) or one of its extra ones.
  public var barcode: ItemBarcode
  /// Whether `barcode` is the item's main barcode (`Item.barcode`) rather than an extra one.
  public var isMainBarcode: Bool

  public init(item: Item, barcode: ItemBarcode, isMainBarcode: Bool) {
    self.item = item
    self.barcode = barcode
    self.isMainBarcode = isMainBarcode
  }

  /// The match of `item`'s main barcode, found by the lookup key `key`.
  public static func main(_ item: Item, key: String) -> CodeMatch {
    CodeMatch(item: item, barcode: ItemBarcode(code: item.barcode ?? key, key: key), isMainBarcode: true)
  }

  /// Units one scan of the code adds or takes out.
  public var unitsPerScan: Int { barcode.unitsPerScan }

  /// The extra barcode, when the code is one (nil for the main barcode).
  public var extraBarcode: ItemBarcode? { isMainBarcode ? nil : barcode }

  /// The units `scans` scans of the code count: scans × units per scan (0 for no scans). Both are at most
  /// `StockLimits.maximumQuantity`, so the product fits; should it not (values from elsewhere), it saturates at
  /// `Int.max`: a change that large is refused as passing the limits, never a trap.
  public func units(scans: Int) -> Int {
    guard scans > 0, unitsPerScan > 0 else { return 0 }
    let (product, overflow) = scans.multipliedReportingOverflow(by: unitsPerScan)
    return overflow ? Int.max : product
  }
}
