/// One of an item's extra barcodes (issue 12): a second code for the same product (an old and a new label) or
/// for a pack of it (a case of 12), with how many units one scan of it counts. The item's main barcode
/// (`Item.barcode`) is not one of these: it always counts one unit.
///
/// A code belongs to at most one item, as its main barcode or as an extra one: both stores check it in the
/// transaction that adds the code, and their databases refuse a second owner.
public struct ItemBarcode: Sendable, Hashable, Codable {
  /// The code as given (trimmed; a retail code without spaces or dashes), as `ProductCode.text`.
  public var code: String
  /// `ProductCode.key`: the form every reading of one product shares (the 14-digit GTIN of a retail code).
  public var key: String
  /// Units one scan of the code adds or takes out: 1 through `maximumUnitsPerScan`.
  public var unitsPerScan: Int
  /// A short word for what the code is on ("case", "old label"); empty for none.
  public var label: String

  /// One scan counts at most as many units as an item can hold, so scans × units per scan (each at most
  /// `StockLimits.maximumQuantity`) fits a 64-bit integer with room to spare.
  public static let maximumUnitsPerScan = StockLimits.maximumQuantity
  /// In UTF-8 bytes: a word or two, shown after the item's name in a scan's outcome.
  public static let maximumLabelBytes = 40
  /// Extra barcodes one item may have: enough for every pack size and label generation of a product.
  public static let maximumPerItem = 100

  /// A barcode as stored (the stores read it back; values from outside go through `validated`).
  public init(code: String, key: String, unitsPerScan: Int = 1, label: String = "") {
    self.code = code
    self.key = key
    self.unitsPerScan = unitsPerScan
    self.label = label
  }

  /// `code` with `unitsPerScan` and `label` checked: units within 1...`maximumUnitsPerScan`, the label trimmed,
  /// single-line and at most `maximumLabelBytes`.
  public static func validated(_ code: ProductCode, unitsPerScan: Int = 1, label: String = "")
    throws(ItemBarcodeError) -> ItemBarcode
  {
    guard (1...maximumUnitsPerScan).contains(unitsPerScan) else { throw .unitsOutOfRange(unitsPerScan) }
    let label = try validatedLabel(label)
    return ItemBarcode(code: code.text, key: code.key, unitsPerScan: unitsPerScan, label: label)
  }

  /// This barcode counting `unitsPerScan` units per scan, with `label` (nil: the one it has), both checked as
  /// `validated` checks them.
  public func with(unitsPerScan: Int, label: String?) throws(ItemBarcodeError) -> ItemBarcode {
    guard (1...Self.maximumUnitsPerScan).contains(unitsPerScan) else { throw .unitsOutOfRange(unitsPerScan) }
    var changed = self
    changed.unitsPerScan = unitsPerScan
    if let label { changed.label = try Self.validatedLabel(label) }
    return changed
  }

  /// `label` trimmed, or why it cannot be a barcode's label.
  public static func validatedLabel(_ label: String) throws(ItemBarcodeError) -> String {
    let trimmed = label.trimmingWhitespaceAndNewlines()
    if let problem = TextPolicy.problem(inName: trimmed) { throw .badLabel(trimmed, problem: problem) }
    guard trimmed.utf8.count <= maximumLabelBytes else { throw .labelTooLong(trimmed) }
    return trimmed
  }

  /// What one scan of the code means, for a scan's outcome: "case of 12", "12 per scan", "old label"; nil
  /// for a plain second code (one unit, no label), which needs no words.
  public var packDescription: String? {
    switch (unitsPerScan, label.isEmpty) {
    case (1, true): nil
    case (1, false): label
    case (_, true): "\(unitsPerScan) per scan"
    case (_, false): "\(label) of \(unitsPerScan)"
    }
  }
}
