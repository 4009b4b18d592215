import Foundation
import Testing

@testable import InventoryCore

/// The cell readers' shortcuts must agree with the general parsers they stand in for.
@Suite struct CSVCellParsingTests {
  @Test func theFastAmountReaderAgreesWithMoneyParsing() {
    let alphabet: [Character] = ["0", "1", "5", "9", ".", ",", "-", " ", "a"]
    var generator = SystemRandomNumberGenerator()
    var answered = 0
    for _ in 0..<20_000 {
      let text = String(
        (0..<Int.random(in: 0...7, using: &generator)).map { _ in
          alphabet.randomElement(using: &generator) ?? "0"
        })
      guard let fast = ItemCSVCell.plainAmount(text) else { continue }
      answered += 1
      #expect(fast == Money(parsing: text), "\(text.debugDescription)")
    }
    #expect(answered > 500)
    #expect(ItemCSVCell.plainAmount("1234567890123456") == nil)
    #expect(ItemCSVCell.plainAmount("10000000.00") == StockLimits.maximumPrice)
    // Above the largest price both readers say no (and the cell's message says "too large").
    #expect(ItemCSVCell.plainAmount("10000000.01") == nil && Money(parsing: "10000000.01") == nil)
    #expect(ItemCSVCell.plainAmount("123456789012345.67") == nil)
  }

  @Test(arguments: [("12.34", Int64(1234)), ("12,34", 1234), (".5", 50), (" 7 ", 700), ("0.05", 5), ("3.", nil)])
  func pricesReadAsMoneyDoes(_ text: String, _ minorUnits: Int64?) throws {
    let imported = try? ItemCSVReader.read(data: CSVFixture.csv(["name,price", "Nut,\"\(text)\""]))
    #expect(try imported?.rows.first?.price == minorUnits.map(Money.init(minorUnits:)))
  }

  @Test func namesAndCategoriesAreTrimmedButNotesAreNot() throws {
    let data = CSVFixture.csv(["name,category,notes", "\" \u{00A0}Nut\t\",\" Parts \",\"  two  \""])
    let row = try #require(try ItemCSVReader.read(data: data).rows.first)
    #expect(row.name == "Nut")
    #expect(row.categoryName == "Parts")
    #expect(row.notes == "  two  ")
  }

  @Test func emptyCellsAreNilAndAbsentColumnsToo() throws {
    let data = CSVFixture.csv(["name,quantity,price,notes,created", "Nut,,, ,"])
    let imported = try ItemCSVReader.read(data: data)
    #expect(try imported.rows == [ItemCSVRow(line: 2, name: "Nut", notes: " ")])
    #expect(!imported.contains(.barcode) && imported.contains(.quantity))
  }
}
