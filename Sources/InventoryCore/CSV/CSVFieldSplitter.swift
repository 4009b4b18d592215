/// Splits UTF-8 CSV text into records of fields exactly as CSV.swift's `CSVReader` (2.5) does, its
/// leniencies included, but a byte at a time: `CSVReader` reads one `Unicode.Scalar` at a time through an
/// `AnyIterator` and appends each to a string, which was most of the time of reading a 100,000-row file.
/// The delimiter, quote and line breaks are ASCII and UTF-8 never uses ASCII bytes inside a multi-byte
/// character, so splitting at those bytes is splitting at those scalars.
///
/// `CSVReader`'s rules (a test compares the two on malformed input):
/// - a field is quoted only when its first character is `"`; a `"` later in an unquoted field is text;
/// - in a quoted field `""` is one `"`, and `"` followed by the delimiter, a line break or the end closes
///   the field; `"` followed by anything else is kept and the character after it is dropped;
/// - CRLF, LF and a lone CR end a record; the end of the input ends the field and the record;
/// - a delimiter at the very end of the input gives a last, empty field.
struct CSVFieldSplitter {
  private let bytes: [UInt8]
  private let delimiter: UInt8
  /// The offset of the next byte to read.
  private var position = 0
  /// How many bytes are still to be read.
  var bytesLeft: Int { bytes.count - position }

  /// `delimiter` must be ASCII (`,`, `;` or a tab); `bytes` must be valid UTF-8.
  init(bytes: [UInt8], delimiter: UInt8) {
    self.bytes = bytes
    self.delimiter = delimiter
  }

  /// The fields of the next record, or nil at the end of the input.
  mutating func next() -> [String]? {
    guard position < bytes.count else { return nil }
    var fields: [String] = []
    while true {
      let field: String
      let endsRecord: Bool
      if position == bytes.count {
        (field, endsRecord) = ("", true)
      } else if bytes[position] == Self.quote {
        position += 1
        (field, endsRecord) = quotedField()
      } else {
        (field, endsRecord) = plainField()
      }
      fields.append(field)
      if endsRecord { return fields }
    }
  }

  private mutating func plainField() -> (String, Bool) {
    let start = position
    while position < bytes.count {
      let byte = bytes[position]
      if byte == delimiter {
        defer { position += 1 }
        return (text(start..<position), false)
      }
      if byte == Self.cr || byte == Self.lf {
        let field = text(start..<position)
        skipLineBreak()
        return (field, true)
      }
      position += 1
    }
    return (text(start..<position), true)
  }

  /// After the opening quote.
  private mutating func quotedField() -> (String, Bool) {
    var field: [UInt8] = []
    while position < bytes.count {
      // Copy the run up to the next quote at once.
      let runStart = position
      while position < bytes.count, bytes[position] != Self.quote { position += 1 }
      field.append(contentsOf: bytes[runStart..<position])
      guard position < bytes.count else { break }
      position += 1  // the quote
      guard position < bytes.count else { break }
      let next = bytes[position]
      if next == Self.cr || next == Self.lf {
        skipLineBreak()
        return (String(decoding: field, as: UTF8.self), true)
      }
      position += 1
      if next == delimiter { return (String(decoding: field, as: UTF8.self), false) }
      field.append(Self.quote)
      // `"` then a character other than `"`: CSVReader keeps the quote and drops that character, all of it.
      if next != Self.quote { skipContinuationBytes() }
    }
    return (String(decoding: field, as: UTF8.self), true)
  }

  /// CRLF, LF or a lone CR at `position`.
  private mutating func skipLineBreak() {
    let byte = bytes[position]
    position += 1
    if byte == Self.cr, position < bytes.count, bytes[position] == Self.lf { position += 1 }
  }

  private mutating func skipContinuationBytes() {
    while position < bytes.count, bytes[position] & 0xC0 == 0x80 { position += 1 }
  }

  private func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

  private static let quote = UInt8(ascii: "\"")
  private static let cr = UInt8(ascii: "\r")
  private static let lf = UInt8(ascii: "\n")
}
