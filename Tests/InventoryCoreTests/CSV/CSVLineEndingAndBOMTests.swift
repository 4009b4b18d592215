import Foundation
import Testing

@testable import InventoryCore

/// The byte-level forms a file can take: BOM or not, CRLF, LF or CR, a last line with or without a break.
@Suite struct CSVLineEndingAndBOMTests {
  static let expected = [
    ItemCSVRow(line: 2, name: "Nut", quantity: 3, notes: "a\nb"),
    ItemCSVRow(line: 4, name: "Bolt", quantity: 4),
  ]

  @Test(arguments: ["\r\n", "\n", "\r"])
  func anyLineEndingReadsTheSame(_ lineEnd: String) throws {
    let text = ["name,quantity,notes", "Nut,3,\"a\nb\"", "Bolt,4,"].joined(separator: lineEnd)
    for ending in ["", lineEnd] {
      let rows = try ItemCSVReader.read(data: Data((text + ending).utf8)).rows
      #expect(rows == Self.expected)
    }
  }

  @Test func aByteOrderMarkIsStripped() throws {
    let data = Data([0xEF, 0xBB, 0xBF]) + CSVFixture.csv(["name,quantity,notes", "Nut,3,\"a\nb\"", "Bolt,4,"])
    let imported = try ItemCSVReader.read(data: data)
    #expect(imported.columns == [.name, .quantity, .notes])
    #expect(imported.warnings.isEmpty)
    #expect(try imported.rows == Self.expected)
  }

  @Test func blankLinesAreSkippedButCounted() throws {
    let data = CSVFixture.csv(["", "name,quantity", "", "Nut,3", ",", "   ,  ", "Bolt,4"])
    #expect(try ItemCSVReader.read(data: data).rows.map(\.line) == [4, 7])
  }

  @Test func progressIsReportedInAtMostAHundredSteps() throws {
    let lines = ["name,quantity"] + (1...5_000).map { "Item \($0),\($0)" }
    var reported: [Double] = []
    let imported = try ItemCSVReader.read(data: CSVFixture.csv(lines)) { reported.append($0) }
    #expect(try imported.rows.count == 5_000)
    #expect(reported.count > 10 && reported.count <= 101)
    #expect(reported == reported.sorted())
    #expect(reported.last == 1)
  }
}
