import InventoryCore

/// The health check's words for what the stores' rules should have prevented, one wording whatever found it.
/// Stored numbers come as the database's text: a damaged row may hold what no Swift integer reads.
public enum IntegrityWording {
  public static func unbalancedQuantity(itemID: Int64, name: String, quantity: String, movementTotal: String)
    -> String
  {
    "item \(itemID) \"\(name)\": quantity \(quantity) but its movements add up to \(movementTotal)"
  }

  public static func barcodeOfTwoItems(
    code: String, mainItemID: Int64, mainName: String, extraItemID: Int64, extraName: String
  ) -> String {
    "barcode \(code) is the main barcode of item \(mainItemID) \"\(mainName)\" and an extra barcode of item "
      + "\(extraItemID) \"\(extraName)\": a code must belong to one item"
  }

  public static func extraBarcodeUnits(code: String, itemID: Int64, units: String) -> String {
    "extra barcode \(code) of item \(itemID) counts \(units) units per scan, outside 1 to "
      + StockLimits.groupedDigits(ItemBarcode.maximumUnitsPerScan)
  }
}
