/// Why an extra barcode was refused. Descriptions name the item and say what to do instead. A code with a wrong
/// check digit is refused before this, as `ProductCodeError` (which names the digit expected).
public enum ItemBarcodeError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Units per scan outside 1...`ItemBarcode.maximumUnitsPerScan`.
  case unitsOutOfRange(Int)
  /// A label holding a line break, another control character or bidi formatting (`TextPolicy`).
  case badLabel(String, problem: String)
  /// A label over `ItemBarcode.maximumLabelBytes`.
  case labelTooLong(String)
  /// The code belongs to `owner` already: as its main barcode (`extra` nil) or as the extra barcode `extra`.
  case codeTaken(code: String, owner: Item, extra: ItemBarcode?)
  /// Removing or changing a code the item does not have as an extra barcode.
  case notOnItem(code: String, item: Item)
  /// Removing or changing, as an extra barcode, the item's main barcode.
  case isMainBarcode(code: String, item: Item)
  /// The item has `ItemBarcode.maximumPerItem` extra barcodes already.
  case tooMany(item: Item)

  public var description: String {
    switch self {
    case .unitsOutOfRange(let units):
      "units per scan \(units) is out of range: one scan counts 1 to "
        + "\(StockLimits.groupedDigits(ItemBarcode.maximumUnitsPerScan)) units"
    case .badLabel(let label, let problem): "label \"\(label.terminalSafe)\" \(problem)"
    case .labelTooLong(let label):
      "label \"\(label.terminalSafe)\" is over its limit of \(ItemBarcode.maximumLabelBytes) bytes: a word or two, "
        + "like \"case\""
    case .codeTaken(let code, let owner, nil):
      "barcode \(code) is already the main barcode of \(Self.named(owner)): a code belongs to one item; "
        + "give that item another barcode first (stockroom items edit \(owner.id ?? 0) --barcode NEW)"
    case .codeTaken(let code, let owner, let extra?):
      "barcode \(code) is already an extra barcode of \(Self.named(owner))"
        + (extra.packDescription.map { " (\($0))" } ?? "") + ": a code belongs to one item; remove it there first ("
        + ShellQuoting.command(["stockroom", "items", "remove-barcode", String(owner.id ?? 0), code]) + ")"
    case .notOnItem(let code, let item):
      "\(code) is not an extra barcode of \(Self.named(item)) (stockroom items barcodes \(item.id ?? 0) lists them)"
    case .isMainBarcode(let code, let item):
      "\(code) is the main barcode of \(Self.named(item)), not an extra one: change it with stockroom items edit "
        + "\(item.id ?? 0) --barcode NEW"
    case .tooMany(let item):
      "\(Self.named(item)) has \(ItemBarcode.maximumPerItem) extra barcodes already, the most an item may have"
    }
  }

  /// `"Tea" (id 3)`.
  private static func named(_ item: Item) -> String { "\"\(item.name)\" (id \(item.id ?? 0))" }
}
