import Foundation

/// One CSV record, the physical line it starts on and the line breaks inside its quoted fields.
struct CSVRecord {
  var line: Int
  var fields: [String]
  /// For each field, the number of line breaks in it (a CRLF counts once).
  var lineBreaks: [Int]

  /// The line where the first field holding a line break starts: where a quote was opened and, if the
  /// record has too few fields, probably never closed.
  var lineOfFirstMultilineField: Int? {
    guard let index = lineBreaks.firstIndex(where: { $0 > 0 }) else { return nil }
    return line + lineBreaks[..<index].reduce(0, +)
  }
}

/// Records as CSV.swift's `CSVReader` splits them (`CSVFieldSplitter`), plus what it lacks: physical line
/// numbers, a stripped UTF-8 BOM, UTF-8 validation naming the line of the first bad byte, blank lines
/// skipped (but counted). The input is read in blocks and cut into records as it comes
/// (`CatalogueRecordSplitter`, which knows quoted line breaks), so memory does not grow with the file.
///
/// That splitting is lenient: it reports neither positions nor errors, and a quote that is never closed
/// silently swallows the rest of the file (up to `maximumRecordBytes`). Line numbers are rebuilt here by
/// counting the line breaks inside each record's fields, plus one per record; the caller turns a wrong field
/// count into a message.
struct CSVRecordReader {
  /// What is known once the whole input has been read.
  struct End {
    /// The line of a quote opened in the last field of the last record and never closed. `CSVReader` then
    /// reads the rest of the file into that field, which a count of columns cannot catch when the field is in
    /// the last column; but a closed quoted field holding a line break would leave a `"` at the very end.
    var unclosedQuoteLine: Int?
    /// The line of the last record delivered.
    var lastRecordLine: Int?
    var fingerprint: ItemCSVFingerprint
  }

  /// A record longer than this is refused: a quote opened and never closed, in a file too big to hold.
  static let maximumRecordBytes = 64 << 20
  /// The header line is looked for in at most this many first bytes (the delimiter is judged from them).
  static let maximumHeaderBytes = 1 << 20

  private var start: [UInt8] = []
  private var splitter: CatalogueRecordSplitter?
  private var delimiter = UInt8(ascii: ",")
  private var nextLine = 1
  private var lastRecord: CSVRecord?
  /// The last byte read that is not a line break.
  private var lastSignificantByte: UInt8?

  /// Reads `source`, calling `record` with every record that is not blank (a blank record has only empty or
  /// space-only fields: an empty line, or a spreadsheet's `,,,,`) and `progress` with the bytes read so far.
  ///
  /// - Throws: `CSVProblem` for input that is not UTF-8 or a record too long to hold, `ItemCSVSourceError`
  ///   when the file cannot be read; errors of `record` pass through.
  static func read(
    _ source: ItemCSVSource, progress: ((Int) -> Void)? = nil, record: (CSVRecord) throws -> Void
  ) throws -> End {
    var reader = CSVRecordReader()
    // Progress goes by the bytes of the records delivered (about: their fields, separators and a line break),
    // never past what was read: a block holds thousands of rows.
    var (read, delivered) = (0, 0)
    func deliver(_ found: CSVRecord) throws {
      try record(found)
      guard let progress else { return }
      delivered += found.fields.reduce(found.fields.count) { $0 + $1.utf8.count }
      progress(min(delivered, read))
    }
    let fingerprint = try source.readBlocks { block in
      read += block.count
      try reader.feed(block, deliver)
    }
    try reader.finish(deliver)
    progress?(read)
    let unclosed: Int?
    if let last = reader.lastRecord, let breaks = last.lineBreaks.last, breaks > 0,
      reader.lastSignificantByte != UInt8(ascii: "\"")
    {
      unclosed = last.line + last.lineBreaks.dropLast().reduce(0, +)
    } else {
      unclosed = nil
    }
    return End(unclosedQuoteLine: unclosed, lastRecordLine: reader.lastRecord?.line, fingerprint: fingerprint)
  }

  private mutating func feed(_ block: UnsafeBufferPointer<UInt8>, _ deliver: (CSVRecord) throws -> Void) throws {
    if let last = block.last(where: { $0 != 0x0A && $0 != 0x0D }) { lastSignificantByte = last }
    guard var splitter = splitter.take() else {
      start.append(contentsOf: block)
      if start.starts(with: [0xFF, 0xFE]) || start.starts(with: [0xFE, 0xFF]) {
        throw CSVProblem(line: 1, message: "the file is UTF-16: save it as CSV in UTF-8")
      }
      guard Self.delimiter(of: start).headerComplete || start.count >= Self.maximumHeaderBytes else { return }
      try begin(deliver)
      return
    }
    defer { self.splitter = splitter }
    try splitter.feed(block) { try handle($0, deliver) }
  }

  private mutating func finish(_ deliver: (CSVRecord) throws -> Void) throws {
    if splitter == nil { try begin(deliver) }
    guard var splitter = splitter.take() else { return }
    defer { self.splitter = splitter }
    try splitter.finish { try handle($0, deliver) }
  }

  /// With the header line complete in `start` (or the input ended): judges the delimiter, reads what came.
  private mutating func begin(_ deliver: (CSVRecord) throws -> Void) throws {
    var bytes = start
    start = []
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    delimiter = UInt8(ascii: Self.delimiter(of: bytes).delimiter)
    var splitter = CatalogueRecordSplitter(
      quoting: true, delimiter: delimiter, maximumBytes: Self.maximumRecordBytes)
    defer { self.splitter = splitter }
    try bytes.withUnsafeBufferPointer { all in try splitter.feed(all) { try handle($0, deliver) } }
  }

  private mutating func handle(
    _ raw: CatalogueRecordSplitter.Record, _ deliver: (CSVRecord) throws -> Void
  ) throws {
    let line = nextLine
    guard !raw.tooLong else {
      throw CSVProblem(
        line: line,
        message: "this record is longer than \(Self.maximumRecordBytes >> 20) MiB: a quoted field opened on this "
          + "line or before is probably never closed")
    }
    if raw.bytes.contains(where: { $0 >= 0x80 }), String(validating: raw.bytes, as: UTF8.self) == nil {
      throw Self.encodingProblem(in: raw.bytes, line: line)
    }
    var fields: [String]
    if raw.bytes.isEmpty {
      fields = [""]
    } else {
      var splitter = CSVFieldSplitter(bytes: Array(raw.bytes), delimiter: delimiter)
      fields = splitter.next() ?? [""]
      // The record splitter and the field splitter agree on where records end; were they ever not to, the
      // rest is kept (a wrong field count then names the line) rather than dropped.
      while let more = splitter.next() { fields += more }
    }
    var breaks: [Int] = []
    breaks.reserveCapacity(fields.count)
    var blank = true
    for field in fields {
      var field = field
      field.withUTF8 { utf8 in
        breaks.append(Self.lineBreaks(in: utf8))
        if blank { blank = utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 } }
      }
    }
    let record = CSVRecord(line: line, fields: fields, lineBreaks: breaks)
    nextLine += 1 + breaks.reduce(0, +)
    guard !blank else { return }
    lastRecord = record
    try deliver(record)
  }

  /// Line breaks in `bytes`, each of CRLF, LF and a lone CR counted once.
  static func lineBreaks(in bytes: some Sequence<UInt8>) -> Int {
    var count = 0
    var afterCR = false
    for byte in bytes {
      if byte == 0x0D {
        count += 1
        afterCR = true
      } else {
        if byte == 0x0A && !afterCR { count += 1 }
        afterCR = false
      }
    }
    return count
  }

  /// The problem with a record that is not UTF-8: the line of its first bad byte, and the usual cause.
  private static func encodingProblem(in record: UnsafeBufferPointer<UInt8>, line: Int) -> CSVProblem {
    var parser = Unicode.UTF8.ForwardParser()
    var bytes = record.makeIterator()
    var offset = 0
    while case .valid(let scalar) = parser.parseScalar(from: &bytes) { offset += scalar.count }
    let badByte = offset < record.count ? record[offset] : 0
    let hex = String(badByte, radix: 16, uppercase: true)
    return CSVProblem(
      line: line + lineBreaks(in: record.prefix(offset)),
      message: "byte 0x\(hex) is not UTF-8: save the file as CSV in UTF-8 (\"CSV UTF-8\" in spreadsheets)")
  }
}

extension CSVRecordReader {
  /// The field separator, judged from the header line: spreadsheets in many European locales save
  /// "CSV" with semicolons (the comma being their decimal mark), and some tools write tabs.
  static func delimiter(of text: String) -> Unicode.Scalar { delimiter(of: Array(text.utf8)).delimiter }

  /// The field separator judged from the header line at the start of `bytes`, and whether that line is
  /// complete there (a line break outside quotes follows it).
  static func delimiter(of bytes: [UInt8]) -> (delimiter: Unicode.Scalar, headerComplete: Bool) {
    var (commas, semicolons, tabs) = (0, 0, 0)
    var quoted = false
    var complete = false
    for byte in bytes {
      if byte == UInt8(ascii: "\"") { quoted.toggle() }
      guard !quoted else { continue }
      if byte == 0x0A || byte == 0x0D {
        complete = true
        break
      }
      if byte == UInt8(ascii: ",") {
        commas += 1
      } else if byte == UInt8(ascii: ";") {
        semicolons += 1
      } else if byte == 0x09 {
        tabs += 1
      }
    }
    if semicolons > commas, semicolons >= tabs { return (";", complete) }
    if tabs > commas, tabs > semicolons { return ("\t", complete) }
    return (",", complete)
  }
}
