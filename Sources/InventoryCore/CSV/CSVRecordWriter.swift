/// A buffered RFC 4180 writer: fields are quoted only when they contain `"`, `,`, CR or LF, quotes are
/// doubled, records end with CRLF, and the UTF-8 bytes go to `sink` in chunks of about `chunkSize`.
///
/// Why not CSV.swift's `CSVWriter`: it encodes scalar by scalar and calls `OutputStream.write` once per
/// byte, which alone takes longer than the whole export target for 100,000 items. This writer appends to
/// one `[UInt8]` and writes numbers, prices and times as digits straight into it: no String per cell.
public struct CSVRecordWriter {
  public static let defaultChunkSize = 64 * 1024

  private let sink: ([UInt8]) throws -> Void
  private let chunkSize: Int
  private var buffer: [UInt8] = []
  private var fieldsInRecord = 0

  /// `sink` receives each full chunk and, on `flush()`, the rest. Nothing is written until then.
  public init(chunkSize: Int = defaultChunkSize, sink: @escaping ([UInt8]) throws -> Void) {
    self.sink = sink
    self.chunkSize = max(1, chunkSize)
    buffer.reserveCapacity(self.chunkSize + 4096)
  }

  /// A text field, quoted if it needs to be. With `neutralisingFormulas`, a value a spreadsheet would run
  /// as a formula gets a leading `'` (see `CSVFormulaEscaping`).
  public mutating func append(_ text: String, neutralisingFormulas: Bool = false) {
    startField()
    var text = text
    text.withUTF8 { utf8 in
      let prefix = neutralisingFormulas && CSVFormulaEscaping.needsPrefix(utf8)
      guard utf8.contains(where: Self.needsQuotes) else {
        if prefix { buffer.append(CSVFormulaEscaping.apostrophe) }
        buffer.append(contentsOf: utf8)
        return
      }
      buffer.append(Self.quote)
      if prefix { buffer.append(CSVFormulaEscaping.apostrophe) }
      for byte in utf8 {
        if byte == Self.quote { buffer.append(Self.quote) }
        buffer.append(byte)
      }
      buffer.append(Self.quote)
    }
  }

  /// A whole number in decimal digits.
  public mutating func append(_ value: Int64) {
    startField()
    appendDigits(value)
  }

  public mutating func append(_ value: Int) { append(Int64(value)) }

  /// `12.34`: always two decimals and a dot, as `Money.description` and `Money(parsing:)` agree.
  public mutating func append(_ money: Money) {
    startField()
    let magnitude = money.minorUnits.magnitude
    if money.minorUnits < 0 { buffer.append(UInt8(ascii: "-")) }
    appendDigits(Int64(magnitude / 100))
    buffer.append(UInt8(ascii: "."))
    buffer.append(UInt8(ascii: "0") + UInt8(magnitude % 100 / 10))
    buffer.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
  }

  /// A UTC time with milliseconds, `2026-11-22T12:05:48.123Z` (see `CSVTimestamp`).
  public mutating func append(epochMilliseconds: Int64) {
    startField()
    CSVTimestamp.append(milliseconds: epochMilliseconds, to: &buffer)
  }

  /// An empty field: how a missing value (nil) is written.
  public mutating func appendEmpty() { startField() }

  /// Ends the record with CRLF; hands a chunk to the sink once the buffer is full.
  public mutating func endRecord() throws {
    endRecordInBuffer()
    if buffer.count >= chunkSize { try flush() }
  }

  /// Hands everything buffered to the sink. Call it once the last record is written.
  public mutating func flush() throws {
    guard !buffer.isEmpty else { return }
    try sink(buffer)
    buffer.removeAll(keepingCapacity: true)
  }

  /// Ends a record without ever calling the sink (so a header can be written by a non-throwing init).
  mutating func endRecordInBuffer() {
    buffer.append(0x0D)
    buffer.append(0x0A)
    fieldsInRecord = 0
  }

  static let quote = UInt8(ascii: "\"")

  @inline(__always)
  private static func needsQuotes(_ byte: UInt8) -> Bool {
    byte == quote || byte == UInt8(ascii: ",") || byte == 0x0A || byte == 0x0D
  }

  @inline(__always)
  private mutating func startField() {
    if fieldsInRecord > 0 { buffer.append(UInt8(ascii: ",")) }
    fieldsInRecord += 1
  }

  private mutating func appendDigits(_ value: Int64) {
    if value < 0 { buffer.append(UInt8(ascii: "-")) }
    var rest = value.magnitude
    let start = buffer.count
    repeat {
      buffer.append(UInt8(ascii: "0") + UInt8(rest % 10))
      rest /= 10
    } while rest > 0
    buffer[start...].reverse()
  }
}

extension CSVRecordWriter {
  /// The columns the item export and the reorder list share, in their common order: id, barcode, name,
  /// category, quantity, minimum, target. One place, so both files name and neutralise an item alike.
  mutating func appendStockColumns(of item: Item, categoryName: String?) {
    if let id = item.id { append(id) } else { appendEmpty() }
    append(item.barcode ?? "", neutralisingFormulas: true)
    append(item.name, neutralisingFormulas: true)
    append(categoryName ?? "", neutralisingFormulas: true)
    append(item.quantity)
    append(item.minimumQuantity)
    if let target = item.targetQuantity { append(target) } else { appendEmpty() }
  }
}
