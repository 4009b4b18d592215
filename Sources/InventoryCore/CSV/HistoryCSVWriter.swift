/// Writes one of the three histories as CSV, newest first as History shows it: stock movements, scans (with
/// what a GS1 code said), or the action journal. Same dialect and formula neutralising as the item export;
/// times are UTC with milliseconds. These files are records to read or to load into a spreadsheet, not to
/// import.
public struct HistoryCSVWriter {
  /// How many entries one read of an export takes: enough to amortise a server's round trip, few enough that
  /// memory stays flat however long the history is.
  public static let entriesPerRead = 2_000

  public static func header(for kind: HistoryKind) -> [String] {
    switch kind {
    case .movements: ["id", "time", "station", "item_id", "item", "delta", "reason", "source", "undoes"]
    case .scans:
      [
        "id", "time", "station", "code", "symbology", "source", "outcome", "item_id", "item", "detail", "gs1",
        "gtin", "expiry", "best_before", "batch", "serial", "count",
      ]
    case .actions: ["id", "time", "station", "kind", "item_id", "item", "summary", "undone"]
    }
  }

  private var output: CSVRecordWriter

  public init(
    _ kind: HistoryKind, chunkSize: Int = CSVRecordWriter.defaultChunkSize, sink: @escaping ([UInt8]) throws -> Void
  ) {
    output = CSVRecordWriter(chunkSize: chunkSize, sink: sink)
    for name in Self.header(for: kind) { output.append(name) }
    output.endRecordInBuffer()
  }

  public mutating func write(_ movement: StockMovement) throws {
    appendID(movement.id)
    output.append(epochMilliseconds: movement.time.epochMilliseconds)
    appendText(movement.station)
    appendID(movement.itemID)
    appendText(movement.itemName)
    output.append(movement.delta)
    output.append(movement.reason.rawValue)
    output.append(movement.source.rawValue)
    appendID(movement.undoesMovementID)
    try output.endRecord()
  }

  /// `itemName`: the scanned item's name now (empty when the scan matched none or the item is gone).
  public mutating func write(_ scan: ScanRecord, itemName: String?) throws {
    appendID(scan.id)
    output.append(epochMilliseconds: scan.time.epochMilliseconds)
    appendText(scan.station)
    appendText(scan.code)
    appendText(scan.symbology)
    output.append(scan.source.rawValue)
    output.append(scan.outcome.word)
    appendID(scan.itemID)
    appendText(itemName)
    appendText(scan.detail)
    appendText(scan.gs1?.elementString)
    appendText(scan.gs1?.gtin)
    appendText(scan.gs1?.expiry)
    appendText(scan.gs1?.bestBefore)
    appendText(scan.gs1?.batch)
    appendText(scan.gs1?.serial)
    if let count = scan.gs1?.count { output.append(count) } else { output.appendEmpty() }
    try output.endRecord()
  }

  public mutating func write(_ action: JournalAction) throws {
    output.append(action.id)
    output.append(epochMilliseconds: action.time.epochMilliseconds)
    appendText(action.origin.station)
    output.append(action.kind.rawValue)
    appendID(action.itemID)
    appendText(action.itemName)
    appendText(action.summary)
    output.append(action.isUndone ? "yes" : "no")
    try output.endRecord()
  }

  public mutating func flush() throws { try output.flush() }

  private mutating func appendID(_ id: Int64?) {
    if let id { output.append(id) } else { output.appendEmpty() }
  }

  /// Text a person or a scanner produced (names, codes, notes): neutralised, since a spreadsheet would run a
  /// code typed as `=HYPERLINK(...)`.
  private mutating func appendText(_ text: String?) {
    output.append(text ?? "", neutralisingFormulas: true)
  }
}
