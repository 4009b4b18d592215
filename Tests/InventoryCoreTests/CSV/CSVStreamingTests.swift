import Foundation
import Testing

@testable import InventoryCore

/// An import reads its file in blocks, twice (check, then apply), and keeps no row: records that straddle
/// blocks read as whole ones, a problem far into a big file names its line, and a file that changes between
/// the two readings is refused.
@Suite struct CSVStreamingTests {
  /// Everything the record reader says about `data` read `blockSize` bytes at a time.
  func records(_ data: Data, blockSize: Int) -> String {
    var lines: [String] = []
    do {
      let end = try CSVRecordReader.read(.data(data, blockSize: blockSize)) { record in
        lines.append("\(record.line) \(record.fields) \(record.lineBreaks)")
      }
      lines.append("end \(String(describing: end.unclosedQuoteLine)) \(String(describing: end.lastRecordLine))")
      lines.append("bytes \(end.fingerprint.byteCount) \(end.fingerprint.hash)")
    } catch {
      lines.append("error \(error)")
    }
    return lines.joined(separator: "\n")
  }

  static let trickyInputs: [Data] = [
    ItemCSVWriter.data(for: CSVFixture.trickyItems),
    Data("\u{FEFF}name;notes\r\n\"Tea\";\"a\r\nb\"\r\n\r\n;\r\nCoffee;\"x\"\"y\"\r".utf8),
    Data("name,notes\n\"Bolt\",\"never closed\nNut,1\n".utf8),
    Data("name,notes\rA,\"b\"c\"\rD,é日本🍵\r".utf8),
    Data("name,notes\nA,b,\n,\n".utf8),
    Data([0x6E, 0x61, 0x6D, 0x65, 0x0A, 0x41, 0x0A, 0x42, 0xE9, 0x0A]),  // Latin-1 é on line 3
    Data([0xFF, 0xFE, 0x6E, 0x00]),
    Data(),
  ]

  @Test(arguments: trickyInputs)
  func recordsAreTheSameWhateverTheBlockSize(data: Data) {
    let whole = records(data, blockSize: 1 << 20)
    for blockSize in [1, 2, 3, 5, 17] {
      #expect(records(data, blockSize: blockSize) == whole, "block size \(blockSize)")
    }
  }

  /// A file of `rows` rows of `name,barcode,quantity` (about 30 bytes each), in a temporary folder.
  func bigFile(rows: Int, change: (inout [String]) -> Void = { _ in }) throws -> (path: String, lines: [String]) {
    var lines = ["name,barcode,quantity"]
    for index in 1...rows { lines.append("Item \(index),\(ProductCodeSamples.ean13(index)),\(index % 9)") }
    change(&lines)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("csv-streaming-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("items.csv").path
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
    return (path, lines)
  }

  @Test func aBadRowFarIntoABigFileIsNamedByItsLine() throws {
    // Given a file of 40,000 rows (several blocks) whose row on line 31,234 has a bad quantity
    let (path, _) = try bigFile(rows: 40_000) { $0[31_233] = "Item x,,lots" }
    defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }

    // When it is checked
    let error = #expect(throws: ItemCSVImportError.self) { try ItemCSVReader.read(file: path) }

    // Then that line is named, and nothing else
    #expect(
      error?.problems == [CSVProblem(line: 31_234, message: "quantity \"lots\" must be a whole number, 0 or more")])
  }

  @Test func aProductListedTwiceFarApartIsCaught() throws {
    let (path, lines) = try bigFile(rows: 30_000) { $0[29_000] = "Again,\(ProductCodeSamples.ean13(3)),1" }
    defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
    #expect(lines[3].hasSuffix(",3"))

    let error = #expect(throws: ItemCSVImportError.self) { try ItemCSVReader.read(file: path) }

    #expect(
      error?.problems == [
        CSVProblem(line: 29_001, message: "barcode \(ProductCodeSamples.ean13(3)) is also on line 4")
      ])
  }

  @Test func aFileReadsAsTheSameRowsAsItsBytes() throws {
    let (path, lines) = try bigFile(rows: 12_000)
    defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }

    let fromFile = try ItemCSVReader.read(file: path)
    let fromData = try ItemCSVReader.read(data: Data((lines.joined(separator: "\n") + "\n").utf8))

    #expect(fromFile.rowCount == 12_000 && fromFile.everyRowHasName)
    #expect(try fromFile.rows == fromData.rows)
    let last = try #require(try fromFile.rows.last)
    #expect(last.line == 12_001 && last.name == "Item 12000" && last.quantity == 3)
    #expect(last.barcode?.text == ProductCodeSamples.ean13(12_000))
  }

  @Test(arguments: ["same size", "longer", "a bad row", "shorter"])
  func aFileThatChangesBetweenItsTwoReadingsIsRefused(change: String) throws {
    // Given a big file, checked
    let (path, lines) = try bigFile(rows: 20_000)
    defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
    let csv = try ItemCSVReader.read(file: path)

    // When it changes before it is applied
    var changed = lines
    switch change {
    case "same size": changed[15_000] = changed[15_000].replacingOccurrences(of: "Item", with: "Itam")
    case "longer": changed.append("One more,,1")
    case "a bad row": changed[15_000] = "Item,,-1"
    default: changed.removeLast()
    }
    try Data((changed.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))

    // Then reading its rows again fails, naming the file, whatever rows were passed on before
    var passed = 0
    let error = #expect(throws: ItemCSVChangedError.self) { try csv.forEachRow { _ in passed += 1 } }
    #expect(error?.source == path)
    #expect(error?.description.contains("nothing imported") == true)
    #expect(passed <= 20_000)
  }

  @Test func theSecondReadingPassesOnTheErrorsOfItsCaller() throws {
    struct Stop: Error {}
    let csv = try ItemCSVReader.read(data: Data("name\nA\nB\n".utf8))
    var seen: [String] = []
    #expect(throws: Stop.self) {
      try csv.forEachRow { row in
        seen.append(row.name ?? "")
        throw Stop()
      }
    }
    #expect(seen == ["A"])
  }

  @Test func aMissingFileIsACannotReadError() {
    let error = #expect(throws: ItemCSVSourceError.self) { try ItemCSVReader.read(file: "/nonexistent/items.csv") }
    #expect(error?.description.hasPrefix("cannot read /nonexistent/items.csv: ") == true)
  }
}

/// Valid EAN-13 codes, one per number.
enum ProductCodeSamples {
  static func ean13(_ index: Int) -> String {
    let payload = "50" + String(format: "%010d", index)
    var sum = 0
    for (offset, character) in payload.reversed().enumerated() {
      sum += (character.wholeNumberValue ?? 0) * (offset.isMultiple(of: 2) ? 3 : 1)
    }
    return payload + String((10 - sum % 10) % 10)
  }
}
