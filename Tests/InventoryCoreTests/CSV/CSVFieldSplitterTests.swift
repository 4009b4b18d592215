import CSV
import Foundation
import Testing

@testable import InventoryCore

/// `CSVFieldSplitter` replaced CSV.swift's `CSVReader` for speed: it must split every input the same way,
/// malformed ones included (line numbers and "found N columns" messages are built on its records).
@Suite struct CSVFieldSplitterTests {
  func reference(_ text: String, delimiter: Unicode.Scalar) throws -> [[String]] {
    let reader = try CSVReader(string: text, hasHeaderRow: false, delimiter: delimiter)
    var records: [[String]] = []
    while let record = reader.next() { records.append(record) }
    return records
  }

  func split(_ text: String, delimiter: Unicode.Scalar) -> [[String]] {
    var splitter = CSVFieldSplitter(bytes: Array(text.utf8), delimiter: UInt8(ascii: delimiter))
    var records: [[String]] = []
    while let record = splitter.next() { records.append(record) }
    return records
  }

  @Test(arguments: [
    "", "a", "a,b\n", "a,b\r\nc,d", "a,b\rc,d\r", "a,", ",", ",,\n\n", "\"a,b\",c", "\"a\"\"b\",c\n",
    "\"a\"b,c", "\"a\"é,c", "\"a\"日本,c\n", "\"a\"🍵x,c", "\"open,c\nd,e", "a\"b,c", "\"\"", "\"\"\"", "\"a\"\r",
    "\"a\"\r\n\"b\"\n", "x,\"y\"\r\rz", "é,\"ü\",🍰\r\n", "\"a\"\u{301}b,c",
  ])
  func splitsLikeCSVReader(text: String) throws {
    for delimiter: Unicode.Scalar in [",", ";", "\t"] {
      #expect(
        split(text, delimiter: delimiter) == (try reference(text, delimiter: delimiter)), "\(text.debugDescription)")
    }
  }

  /// Random mixes of the characters that matter (quotes, separators, every line break, multi-byte text).
  @Test func splitsRandomInputLikeCSVReader() throws {
    let pieces = ["\"", "\"\"", ",", ";", "\t", "\n", "\r", "\r\n", "a", "bc", " ", "é", "日本", "🍵", "\u{301}", "1"]
    var random = Xorshift(state: 2026)
    for round in 0..<3_000 {
      let length = Int(random.next() % 24)
      let text = (0..<length).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
      let delimiter: Unicode.Scalar = [",", ";", "\t"][round % 3]
      #expect(
        split(text, delimiter: delimiter) == (try reference(text, delimiter: delimiter)), "\(text.debugDescription)")
    }
  }
}

/// A fixed-seed generator, so a failing input can be found again.
private struct Xorshift {
  var state: UInt64

  mutating func next() -> UInt64 {
    state ^= state << 13
    state ^= state >> 7
    state ^= state << 17
    return state
  }
}
