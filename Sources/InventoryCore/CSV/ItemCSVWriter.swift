import Foundation

/// Writes items as CSV: the header, then one row per item, columns in `ItemCSVColumn` order, then one column per
/// custom field, headed by its name, holding the item's own value (not the field's default).
///
/// The file reads back through `ItemCSVReader` to the same values, and an export, an import into an empty
/// database and a second export are byte-identical. Text cells are neutralised against formula injection.
/// Call `finish()` after the last item: until then bytes may sit in the buffer.
public struct ItemCSVWriter {
  private var output: CSVRecordWriter
  private let fields: [CustomField]

  /// The header is buffered at once, so even an empty inventory exports a header line.
  public init(
    chunkSize: Int = CSVRecordWriter.defaultChunkSize, fields: [CustomField] = [],
    sink: @escaping ([UInt8]) throws -> Void
  ) {
    output = CSVRecordWriter(chunkSize: chunkSize, sink: sink)
    self.fields = fields
    for column in ItemCSVColumn.allCases { output.append(column.rawValue) }
    for field in fields { output.append(field.name, neutralisingFormulas: true) }
    output.endRecordInBuffer()
  }

  /// One row. `categoryName` is the name of `item.categoryID` and `otherBarcodes` its extra barcodes in their
  /// order (the caller joins; this layer has no store).
  /// `fieldValues` are the item's own, by field id.
  public mutating func write(
    _ item: Item, categoryName: String?, otherBarcodes: [ItemBarcode] = [], fieldValues: [Int64: String] = [:]
  ) throws {
    output.appendStockColumns(of: item, categoryName: categoryName)
    if let price = item.price { output.append(price) } else { output.appendEmpty() }
    output.append(item.notes, neutralisingFormulas: true)
    output.append(epochMilliseconds: CSVTimestamp.milliseconds(item.createdAt))
    output.append(epochMilliseconds: CSVTimestamp.milliseconds(item.updatedAt))
    if otherBarcodes.isEmpty {
      output.appendEmpty()
    } else {
      output.append(OtherBarcodesCell.text(otherBarcodes), neutralisingFormulas: true)
    }
    for field in fields {
      if let value = fieldValues[field.id] {
        output.append(value, neutralisingFormulas: true)
      } else {
        output.appendEmpty()
      }
    }
    try output.endRecord()
  }

  /// Hands the last buffered bytes to the sink.
  public mutating func finish() throws { try output.flush() }

  /// The cells `write` produces for `item`, as strings: for callers that want another CSV writer (the
  /// benchmark compares CSV.swift's) or a preview. `write` itself makes no per-cell strings.
  public static func cells(for item: Item, categoryName: String?, otherBarcodes: [ItemBarcode] = []) -> [String] {
    let text = CSVFormulaEscaping.neutralised
    return [
      item.id.map(String.init) ?? "", text(item.barcode ?? ""), text(item.name), text(categoryName ?? ""),
      String(item.quantity), String(item.minimumQuantity), item.targetQuantity.map(String.init) ?? "",
      item.price?.description ?? "", text(item.notes), CSVTimestamp.string(item.createdAt),
      CSVTimestamp.string(item.updatedAt), text(OtherBarcodesCell.text(otherBarcodes)),
    ]
  }

  /// The whole file for `items` in memory (tests, previews and small exports).
  public static func data(for items: [(item: Item, categoryName: String?)]) -> Data {
    data(withBarcodes: items.map { ($0.item, $0.categoryName, []) })
  }

  /// The whole file for `items` with their extra barcodes, in memory.
  public static func data(withBarcodes items: [(item: Item, categoryName: String?, otherBarcodes: [ItemBarcode])])
    -> Data
  {
    var data = Data()
    var writer = ItemCSVWriter { data.append(contentsOf: $0) }
    // The sink above cannot throw, so neither can these.
    for (item, categoryName, otherBarcodes) in items {
      try? writer.write(item, categoryName: categoryName, otherBarcodes: otherBarcodes)
    }
    try? writer.finish()
    return data
  }
}
