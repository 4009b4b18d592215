import Foundation

/// Writes a count's discrepancy report as CSV (`stockroom count report --csv`), in the item export's dialect:
/// RFC 4180, CRLF, text cells that a spreadsheet would run as a formula neutralised (`CSVFormulaEscaping`).
/// One row per counted item, per unknown code, then per item not counted:
/// `status,item_id,item,code,expected,counted,difference,difference_value,counted_by,choice,outside_scope`
/// (`code`: an item's barcode, or the unknown code as scanned; `outside_scope`: `yes` for an item counted that
/// the count's category or search does not cover).
public struct CountReportCSVWriter {
  public static let header = [
    "status", "item_id", "item", "code", "expected", "counted", "difference", "difference_value", "counted_by",
    "choice", "outside_scope",
  ]

  /// The `status` column's words.
  public enum Status {
    public static let counted = "counted"
    public static let unknownCode = "unknown code"
    public static let notCounted = "not counted"
  }

  private var output: CSVRecordWriter

  public init(chunkSize: Int = CSVRecordWriter.defaultChunkSize, sink: @escaping ([UInt8]) throws -> Void) {
    output = CSVRecordWriter(chunkSize: chunkSize, sink: sink)
    for name in Self.header { output.append(name) }
    output.endRecordInBuffer()
  }

  /// The whole report, then the last buffered bytes.
  public mutating func write(_ report: CountReport) throws {
    for line in report.lines { try write(line) }
    for item in report.notCounted { try write(item) }
    try output.flush()
  }

  public mutating func write(_ line: SessionLine) throws {
    output.append(line.isUnknownCode ? Status.unknownCode : Status.counted)
    if let id = line.itemID { output.append(id) } else { output.appendEmpty() }
    output.append(line.itemName ?? "", neutralisingFormulas: true)
    output.append(line.code ?? "", neutralisingFormulas: true)
    if let expected = line.expected { output.append(expected) } else { output.appendEmpty() }
    output.append(line.quantity)
    if let difference = line.difference { output.append(difference) } else { output.appendEmpty() }
    appendValue(line.differenceValue)
    output.append(line.stations.joined(separator: "; "), neutralisingFormulas: true)
    output.appendEmpty()
    if line.isOutsideScope { output.append("yes") } else { output.appendEmpty() }
    try output.endRecord()
  }

  public mutating func write(_ item: UncountedItem) throws {
    output.append(Status.notCounted)
    output.append(item.itemID)
    output.append(item.name, neutralisingFormulas: true)
    output.append(item.code ?? "", neutralisingFormulas: true)
    output.append(item.quantity)
    output.appendEmpty()
    output.append(item.difference)
    appendValue(item.differenceValue)
    output.appendEmpty()
    output.append(item.choice.rawValue)
    output.appendEmpty()
    try output.endRecord()
  }

  /// `-12.50`: written by stockroom, never a formula, so not neutralised (as the export's prices).
  private mutating func appendValue(_ value: MoneyTotal?) {
    if let value { output.append(value.description) } else { output.appendEmpty() }
  }

  /// The whole report in memory.
  public static func data(for report: CountReport) -> Data {
    var data = Data()
    var writer = CountReportCSVWriter { data.append(contentsOf: $0) }
    // The sink above cannot throw, so neither can this.
    try? writer.write(report)
    return data
  }
}
