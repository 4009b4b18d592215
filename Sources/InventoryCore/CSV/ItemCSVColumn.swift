/// The columns of an item CSV file, in the order stockroom writes them. The raw value is the header.
///
/// `other_barcodes` (issue 12) lists an item's extra barcodes, each with the units one scan of it counts,
/// separated by spaces: `0012345678905*12:case 4006381333931` is a case of 12 and a second code for one unit.
/// Each entry is `CODE`, then `*UNITS` when a scan counts more than 1, then `:LABEL` when it has a label; a
/// space, `*`, `:` or `%` inside a code or label is written `%20`, `%2A`, `%3A`, `%25` (see
/// `OtherBarcodesCell`). Files without the column import as before; a present but empty cell clears them.
public enum ItemCSVColumn: String, Sendable, CaseIterable, Hashable {
  case id, barcode, name, category, quantity, minimum, target, price, notes, created, updated
  case otherBarcodes = "other_barcodes"

  /// The column a header cell names: our own header or a name people use in hand-made files (`qty`,
  /// `EAN`, `Reorder level`, `Unit price`...). Case, spaces, underscores, hyphens and dots are ignored.
  public init?(header: String) {
    guard let column = Self.aliases[Self.folded(header)] else { return nil }
    self = column
  }

  /// The text columns, which go through formula neutralisation (`CSVFormulaEscaping`).
  public var isText: Bool {
    switch self {
    case .barcode, .name, .category, .notes, .otherBarcodes: true
    default: false
    }
  }

  /// Columns that say which item a row is about; a file needs at least one of them.
  static let identifying: [ItemCSVColumn] = [.id, .barcode, .name]

  static func folded(_ header: String) -> String {
    String(
      header.lowercased().unicodeScalars.filter { !" _-.\t".unicodeScalars.contains($0) }
        .map(Character.init))
  }

  /// Folded header names (see `folded`) and the column each means.
  static let aliases: [String: ItemCSVColumn] = {
    let names: [ItemCSVColumn: [String]] = [
      .id: ["id", "itemid"],
      .barcode: ["barcode", "ean", "ean13", "upc", "upca", "gtin", "isbn", "code", "sku", "productcode"],
      .name: ["name", "item", "itemname", "product", "productname", "description"],
      .category: ["category", "categoryname"],
      .quantity: ["quantity", "qty", "stock", "instock", "onhand"],
      .minimum: [
        "minimum", "min", "minimumquantity", "minquantity", "minqty", "minimumstock", "reorderlevel", "reorderpoint",
      ],
      .target: ["target", "targetquantity", "targetqty", "max", "maximum", "maxquantity", "maxqty"],
      .price: ["price", "cost", "unitprice", "unitcost"],
      .notes: ["notes", "note", "comment", "comments"],
      .created: ["created", "createdat"],
      .updated: ["updated", "updatedat", "modified", "modifiedat"],
      .otherBarcodes: ["otherbarcodes", "extrabarcodes", "morebarcodes"],
    ]
    var aliases: [String: ItemCSVColumn] = [:]
    for (column, spellings) in names {
      for spelling in spellings { aliases[spelling] = column }
    }
    return aliases
  }()
}
