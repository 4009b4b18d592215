import Foundation
import Testing

@testable import InventoryCore

@Suite struct CSVRoundTripTests {
  @Test func exportImportExportIsByteIdentical() throws {
    // Given an export of awkward items
    let first = ItemCSVWriter.data(for: CSVFixture.trickyItems)
    // When it is imported (as into an empty database) and exported again
    let imported = try ItemCSVReader.read(data: first)
    let second = ItemCSVWriter.data(for: try (try imported.rows).map(CSVFixture.item(from:)))
    // Then the two files are the same bytes
    #expect(String(decoding: second, as: UTF8.self) == String(decoding: first, as: UTF8.self))
    #expect(second == first)
  }

  @Test func importGivesBackEveryValue() throws {
    let imported = try ItemCSVReader.read(data: ItemCSVWriter.data(for: CSVFixture.trickyItems))
    #expect(imported.columns == ItemCSVColumn.allCases)
    #expect(imported.warnings.isEmpty)
    #expect(try imported.rows.count == CSVFixture.trickyItems.count)
    for (row, original) in zip((try imported.rows), CSVFixture.trickyItems) {
      let (item, categoryName) = try CSVFixture.item(from: row)
      #expect(item == original.item)
      #expect(categoryName == (original.categoryName == "" ? nil : original.categoryName))
    }
  }

  @Test func rowsStartOnTheirPhysicalLines() throws {
    // The first item's notes hold two line breaks (LF and CRLF), so item 2 starts on line 5.
    let imported = try ItemCSVReader.read(data: ItemCSVWriter.data(for: CSVFixture.trickyItems))
    #expect(try imported.rows.prefix(3).map(\.line) == [2, 5, 6])
    #expect(try imported.rows.map(\.line) == [2, 5, 6, 7, 8, 9, 10, 11, 12])
  }

  @Test func exportIsTheDocumentedDialect() {
    let item = Item(
      id: 42, name: "Tape, \"gaffer\"", barcode: "0036000291452", quantity: 7, price: Money(minorUnits: 5),
      minimumQuantity: 2, notes: "=1+1", createdAt: CSVFixture.time(1_795_349_148_123))
    let text = String(decoding: ItemCSVWriter.data(for: [(item, "Tools")]), as: UTF8.self)
    #expect(
      text == CSVFixture.header + "\r\n"
        + "42,0036000291452,\"Tape, \"\"gaffer\"\"\",Tools,7,2,,0.05,'=1+1,2026-11-22T12:05:48.123Z,2026-11-22T12:05:48.123Z,\r\n"
    )
  }

  @Test func anEmptyInventoryExportsTheHeaderOnly() throws {
    let data = ItemCSVWriter.data(for: [])
    #expect(String(decoding: data, as: UTF8.self) == CSVFixture.header + "\r\n")
    let imported = try ItemCSVReader.read(data: data)
    #expect(try imported.rows.isEmpty)
  }

  @Test func notesSurviveWhateverTheyHold() throws {
    // Property: any notes text, written and read back, is what was written (empty meaning nil).
    var generator = SystemRandomNumberGenerator()
    let alphabet: [String] = [
      "a", "Z", " ", ",", "\"", "\r", "\n", "\r\n", "'", "=", "+", "-", "@", "\t", "é", "🍰", "0",
    ]
    for _ in 0..<300 {
      let notes = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
        alphabet.randomElement(using: &generator) ?? ""
      }.joined()
      let item = Item(id: 1, name: "n", notes: notes, createdAt: CSVFixture.time(0))
      let row = try #require(try ItemCSVReader.read(data: ItemCSVWriter.data(for: [(item, nil)])).rows.first)
      #expect(row.notes == (notes.isEmpty ? nil : notes), "notes \(notes.debugDescription)")
    }
  }
}
