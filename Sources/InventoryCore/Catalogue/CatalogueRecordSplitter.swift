/// Cuts bytes arriving in chunks into records, one per line, keeping the unfinished end of a chunk for the
/// next: a file of any size is read in constant memory. LF, CRLF and a lone CR end a record.
///
/// With `quoting` (CSV), a line break inside a quoted field does not end the record; quotes are recognised
/// as `CSVFieldSplitter` recognises them, which then splits the record into fields: a field is quoted only
/// when it starts with `"`, and `""` inside it is one quote. Without `quoting` (Open Food Facts' export,
/// whose fields are never quoted) a `"` is an ordinary character.
///
/// A record longer than `maximumBytes` is delivered empty and marked `tooLong`; from that point it ends at
/// the next line break even inside quotes, so a quote never closed cannot swallow the rest of the file.
struct CatalogueRecordSplitter {
  struct Record {
    /// The line the record starts on (1-based).
    var line: Int
    var bytes: UnsafeBufferPointer<UInt8>
    var tooLong: Bool
  }

  private enum QuoteState { case fieldStart, unquoted, quoted, quoteInQuoted }

  let quoting: Bool
  let delimiter: UInt8
  let maximumBytes: Int
  /// The start of a record begun in an earlier chunk.
  private var pending: [UInt8] = []
  private var overflowed = false
  private var state = QuoteState.fieldStart
  /// The previous chunk ended with CR: an LF starting this one belongs to it.
  private var afterCR = false
  /// Line breaks inside the quoted fields of the record being read.
  private var breaksInRecord = 0
  private var lastWasCRInQuotes = false
  /// The line the record being read starts on.
  private var line = 1

  init(quoting: Bool, delimiter: UInt8, maximumBytes: Int = CatalogueLimits.recordBytes) {
    self.quoting = quoting
    self.delimiter = delimiter
    self.maximumBytes = maximumBytes
  }

  /// Delivers every record that ends in `chunk`, in order.
  mutating func feed(_ chunk: UnsafeBufferPointer<UInt8>, _ deliver: (Record) throws -> Void) rethrows {
    var start = 0
    var index = 0
    let count = chunk.count
    if afterCR, count > 0 {
      afterCR = false
      if chunk[0] == Self.lf { (start, index) = (1, 1) }
    }
    while index < count {
      if !quoting {
        index = Self.nextLineBreak(in: chunk, from: index)
        guard index < count else { break }
      }
      let byte = chunk[index]
      if byte == Self.lf || byte == Self.cr {
        if quoting, !overflowed, state == .quoted {
          if byte == Self.cr || !lastWasCRInQuotes { breaksInRecord += 1 }
          lastWasCRInQuotes = byte == Self.cr
          index += 1
          continue
        }
        try endRecord(chunk, start..<index, deliver)
        index += 1
        if byte == Self.cr {
          if index == count {
            afterCR = true
          } else if chunk[index] == Self.lf {
            index += 1
          }
        }
        start = index
        continue
      }
      if quoting { advanceQuoteState(byte) }
      index += 1
    }
    keep(chunk, start..<count)
  }

  /// Delivers the last record when the input does not end with a line break.
  mutating func finish(_ deliver: (Record) throws -> Void) rethrows {
    guard !pending.isEmpty || overflowed else { return }
    let empty: [UInt8] = []
    try empty.withUnsafeBufferPointer { try endRecord($0, 0..<0, deliver) }
  }

  private mutating func advanceQuoteState(_ byte: UInt8) {
    lastWasCRInQuotes = false
    switch state {
    case .fieldStart: state = byte == Self.quote ? .quoted : (byte == delimiter ? .fieldStart : .unquoted)
    case .unquoted: if byte == delimiter { state = .fieldStart }
    case .quoted: if byte == Self.quote { state = .quoteInQuoted }
    // `"` then anything but a quote or the delimiter: CSVReader keeps it and stays in the quoted field.
    case .quoteInQuoted: state = byte == delimiter ? .fieldStart : .quoted
    }
  }

  private mutating func endRecord(
    _ chunk: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ deliver: (Record) throws -> Void
  ) rethrows {
    let recordLine = line
    line += 1 + breaksInRecord
    (breaksInRecord, state, lastWasCRInQuotes) = (0, .fieldStart, false)
    if overflowed || pending.count + range.count > maximumBytes {
      pending.removeAll(keepingCapacity: false)
      overflowed = false
      let empty: [UInt8] = []
      try empty.withUnsafeBufferPointer { try deliver(Record(line: recordLine, bytes: $0, tooLong: true)) }
      return
    }
    if pending.isEmpty {
      try deliver(Record(line: recordLine, bytes: UnsafeBufferPointer(rebasing: chunk[range]), tooLong: false))
    } else {
      pending.append(contentsOf: chunk[range])
      try pending.withUnsafeBufferPointer { try deliver(Record(line: recordLine, bytes: $0, tooLong: false)) }
      pending.removeAll(keepingCapacity: pending.capacity <= 1 << 16)
    }
  }

  /// Keeps the unfinished record for the next chunk, or only notes that it is too long.
  private mutating func keep(_ chunk: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
    guard !range.isEmpty, !overflowed else { return }
    if pending.count + range.count > maximumBytes {
      pending.removeAll(keepingCapacity: false)
      overflowed = true
    } else {
      pending.append(contentsOf: chunk[range])
    }
  }

  /// The index of the next LF or CR at or after `start`, or the end. Without quoting nothing but a line break
  /// matters, so 16 bytes are compared at a time (Open Food Facts' rows are about a kilobyte).
  static func nextLineBreak(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    if let base = bytes.baseAddress {
      let raw = UnsafeRawPointer(base)
      let (lfs, crs) = (SIMD16<UInt8>(repeating: lf), SIMD16<UInt8>(repeating: cr))
      while index + 16 <= bytes.count {
        let block = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
        if any((block .== lfs) .| (block .== crs)) { break }
        index += 16
      }
    }
    while index < bytes.count, bytes[index] != lf, bytes[index] != cr { index += 1 }
    return index
  }

  private static let lf = UInt8(ascii: "\n")
  private static let cr = UInt8(ascii: "\r")
  private static let quote = UInt8(ascii: "\"")
}
