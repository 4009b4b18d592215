import Foundation
import Testing

@testable import InventoryCore

/// Spreadsheets in many locales save "CSV" with semicolons; some tools write tabs.
@Suite struct CSVDelimiterTests {
  @Test func semicolonFilesWithDecimalCommasAreRead() throws {
    let data = Data("\u{FEFF}Name;Qty;Price\r\n\"Tea; green\";3;2,50\r\nCoffee;1;10\r\n".utf8)
    let csv = try ItemCSVReader.read(data: data)
    #expect(try csv.rows.map(\.name) == ["Tea; green", "Coffee"])
    #expect(try csv.rows.first?.price == Money(minorUnits: 250))
    #expect(try csv.rows.last?.quantity == 1)
  }

  @Test func tabSeparatedFilesAreRead() throws {
    let csv = try ItemCSVReader.read(data: Data("name\tquantity\nPens\t4\n".utf8))
    #expect(try csv.rows.first?.quantity == 4)
  }

  @Test(
    arguments: [
      ("name,quantity\n", ","), ("name;quantity\n", ";"), ("name\tquantity\n", "\t"),
      ("\"a;b\",c\n", ","), ("name,notes;more\n", ","), ("name\n", ","),
    ] as [(String, Unicode.Scalar)])
  func theHeaderLineDecides(text: String, expected: Unicode.Scalar) {
    #expect(CSVRecordReader.delimiter(of: text) == expected)
  }
}
