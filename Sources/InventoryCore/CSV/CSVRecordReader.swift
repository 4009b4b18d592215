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
/// skipped (but counted).
///
/// That splitting is lenient: it reports neither positions nor errors, and a quote that is never closed
/// silently swallows the rest of the file. Line numbers are rebuilt here by counting the line breaks
/// inside each record's fields, plus one per record; the caller turns a wrong field count into a message.
struct CSVRecordReader {
  private var splitter: CSVFieldSplitter
  private var nextLine = 1
  /// The size of the input, and how much of it has been read (for a progress bar).
  let byteCount: Int
  private(set) var bytesRead = 0
  /// Whether the input, without trailing line breaks, ends with `"` (see `unclosedQuoteLine`).
  private let endsWithQuote: Bool
  private var lastRecord: CSVRecord?

  init(data: Data) throws(CSVProblem) {
    let body = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data
    guard let text = String(validating: body, as: UTF8.self) else { throw Self.encodingProblem(in: body) }
    let delimiter = Self.delimiter(of: text)
    splitter = CSVFieldSplitter(bytes: Array(body), delimiter: UInt8(ascii: delimiter))
    byteCount = data.count
    endsWithQuote = body.reversed().first { $0 != 0x0A && $0 != 0x0D } == UInt8(ascii: "\"")
  }

  /// The next record that is not blank (a blank record has only empty or space-only fields: an empty
  /// line, or a spreadsheet's `,,,,`), or nil at the end of the input.
  mutating func next() -> CSVRecord? {
    while let fields = splitter.next() {
      bytesRead = byteCount - splitter.bytesLeft
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
      let record = CSVRecord(line: nextLine, fields: fields, lineBreaks: breaks)
      nextLine += 1 + breaks.reduce(0, +)
      if !blank {
        lastRecord = record
        return record
      }
    }
    bytesRead = byteCount
    return nil
  }

  /// Once `next()` has returned nil: the line of a quote opened in the last field of the last record and
  /// never closed. `CSVReader` then reads the rest of the file into that field, which a count of columns
  /// cannot catch when the field is in the last column; but a closed quoted field holding a line break
  /// would leave a `"` at the very end of the input.
  var unclosedQuoteLine: Int? {
    guard let record = lastRecord, let last = record.lineBreaks.last, last > 0, !endsWithQuote else { return nil }
    return record.line + record.lineBreaks.dropLast().reduce(0, +)
  }

  /// The line of the last record `next()` returned.
  var lastRecordLine: Int? { lastRecord?.line }

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

  /// The problem with input that is not UTF-8: the line of the first bad byte, and the usual cause.
  private static func encodingProblem(in body: Data) -> CSVProblem {
    if body.starts(with: [0xFF, 0xFE]) || body.starts(with: [0xFE, 0xFF]) {
      return CSVProblem(line: 1, message: "the file is UTF-16: save it as CSV in UTF-8")
    }
    var parser = Unicode.UTF8.ForwardParser()
    var bytes = body.makeIterator()
    var offset = 0
    while case .valid(let scalar) = parser.parseScalar(from: &bytes) { offset += scalar.count }
    let badByte = body.dropFirst(offset).first ?? 0
    let hex = String(badByte, radix: 16, uppercase: true)
    return CSVProblem(
      line: 1 + lineBreaks(in: body.prefix(offset)),
      message: "byte 0x\(hex) is not UTF-8: save the file as CSV in UTF-8 (\"CSV UTF-8\" in spreadsheets)")
  }
}

extension CSVRecordReader {
  /// The field separator, judged from the header line: spreadsheets in many European locales save
  /// "CSV" with semicolons (the comma being their decimal mark), and some tools write tabs.
  static func delimiter(of text: String) -> Unicode.Scalar {
    var (commas, semicolons, tabs) = (0, 0, 0)
    var quoted = false
    for scalar in text.unicodeScalars {
      if scalar == "\"" { quoted.toggle() }
      guard !quoted else { continue }
      if scalar == "\n" || scalar == "\r" { break }
      if scalar == "," { commas += 1 } else if scalar == ";" { semicolons += 1 } else if scalar == "\t" { tabs += 1 }
    }
    if semicolons > commas, semicolons >= tabs { return ";" }
    if tabs > commas, tabs > semicolons { return "\t" }
    return ","
  }
}
