import Foundation

/// Writes the reorder list (`stockroom export --low-stock`): the items below their minimum and how many
/// of each to order. Same dialect and injection rules as `ItemCSVWriter`; the `to_order` column means
/// the file is not meant for import (it reads back with that column ignored and a warning).
public struct ReorderListCSVWriter {
  public static let header = ["id", "barcode", "name", "category", "quantity", "minimum", "target", "to_order"]

  private var output: CSVRecordWriter

  public init(chunkSize: Int = CSVRecordWriter.defaultChunkSize, sink: @escaping ([UInt8]) throws -> Void) {
    output = CSVRecordWriter(chunkSize: chunkSize, sink: sink)
    for name in Self.header { output.append(name) }
    output.endRecordInBuffer()
  }

  /// One row; `to_order` is `item.reorderQuantity`. The caller chooses the items (normally the low ones).
  public mutating func write(_ item: Item, categoryName: String?) throws {
    output.appendStockColumns(of: item, categoryName: categoryName)
    output.append(item.reorderQuantity)
    try output.endRecord()
  }

  /// Hands the last buffered bytes to the sink.
  public mutating func finish() throws { try output.flush() }

  /// The whole list for `items` in memory.
  public static func data(for items: [(item: Item, categoryName: String?)]) -> Data {
    var data = Data()
    var writer = ReorderListCSVWriter { data.append(contentsOf: $0) }
    // The sink above cannot throw, so neither can these.
    for (item, categoryName) in items { try? writer.write(item, categoryName: categoryName) }
    try? writer.finish()
    return data
  }
}
