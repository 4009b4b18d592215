import Foundation
import Testing

@testable import InventoryCore

/// The `other_barcodes` cell: every list of extra barcodes is written one way and read back exactly; a bad cell
/// says what is wrong and which line it is on; a code belongs to one row of a file.
@Suite struct OtherBarcodesCellTests {
  static func barcode(_ text: String, _ units: Int = 1, _ label: String = "") throws -> ItemBarcode {
    try ItemBarcode.validated(try ProductCode(text), unitsPerScan: units, label: label)
  }

  @Test func theDocumentedExampleReadsAsACaseAndASecondCode() throws {
    let parsed = try OtherBarcodesCell.parse("0012345678905*12:case 4006381333931")
    #expect(parsed == [try Self.barcode("0012345678905", 12, "case"), try Self.barcode("4006381333931")])
    #expect(OtherBarcodesCell.text(parsed) == "0012345678905*12:case 4006381333931")
    #expect(try OtherBarcodesCell.parse("").isEmpty && OtherBarcodesCell.parse("   ").isEmpty)
    // Any whitespace separates entries; leading zeros of units are read as a number.
    #expect(try OtherBarcodesCell.parse(" 4006381333931\t0012345678905*012 ").map(\.unitsPerScan) == [1, 12])
  }

  @Test(arguments: [
    ["SHELF 7:*", "100%", "x*y"], ["=1+1", "-ABC-"], ["Küche 🍰"], ["4006381333931", "5901234123457"],
  ])
  func codesAndLabelsHoldingTheSeparatorsRoundTrip(codes: [String]) throws {
    let barcodes = try codes.enumerated().map { index, code in
      try Self.barcode(code, index + 1, index.isMultiple(of: 2) ? "box: of *\(index)* 50%" : "")
    }
    let text = OtherBarcodesCell.text(barcodes)
    #expect(try OtherBarcodesCell.parse(CSVFormulaEscaping.neutralised(text)) == barcodes, "\(text)")
  }

  @Test(arguments: [
    ("4006381333932", "other_barcodes: \"4006381333932\": EAN-13 check digit should be 1, found 2"),
    ("0012345678905*0", "other_barcodes: \"0012345678905*0\": units per scan \"0\" must be a whole number, 1 to"),
    ("0012345678905*1000000001", "units per scan \"1000000001\" must be a whole number"),
    ("0012345678905*twelve", "units per scan \"twelve\""),
    ("0012345678905* ", "units per scan \"\""),
    ("*12:case", "\"*12:case\" has no code before"),
    ("A%2", "\"%\" must start an escape like %20"),
    ("A%FF", "its escapes do not spell UTF-8 text"),
    ("0012345678905 012345678905", "012345678905 is the same product as 0012345678905, listed before it"),
    ("4006381333931 4006381333931", "4006381333931 is listed twice"),
    ("%25SR%3APAUSE", "command cards"),
    ("0012345678905:a%0Ab", "names are single-line text"),
  ])
  func aBadCellSaysWhatIsWrong(cell: String, message: String) {
    let problem = #expect(throws: ItemCSVCell.Problem.self) { try OtherBarcodesCell.parse(cell) }
    #expect(problem?.message.contains(message) == true, "\(problem?.message ?? "no problem")")
  }

  @Test func aCellOfMoreThanAnItemMayHaveIsRefused() {
    let codes = (0...ItemBarcode.maximumPerItem).map { "CODE-\($0)" }.joined(separator: " ")
    let problem = #expect(throws: ItemCSVCell.Problem.self) { try OtherBarcodesCell.parse(codes) }
    #expect(problem?.message.contains("an item has at most 100 extra barcodes") == true)
  }

  @Test func aFileNamesTheLineOfABadCellAndOfACodeOnTwoRows() throws {
    let lines = [
      "name,barcode,other_barcodes", "Beans,4006381333931,0012345678905*12:case", "Tea,,4006381333932",
      "Case again,012345678905,", "Sugar,5901234123457,5901234123457", "Flour,,4006381333931",
    ]
    #expect(
      CSVFixture.problems(lines).map(\.description) == [
        "line 3: other_barcodes: \"4006381333932\": EAN-13 check digit should be 1, found 2: probably a misread digit",
        "line 4: barcode 012345678905 is the same product as 0012345678905 on line 2",
        "line 5: other_barcodes: 5901234123457 is this row's barcode already",
        "line 6: other_barcodes: 4006381333931 is also on line 2",
      ])
  }

  @Test func aFileWithoutTheColumnReadsAsBeforeAndOneWithItReadsItsCodes() throws {
    let old = try ItemCSVReader.read(data: CSVFixture.csv(["name,barcode", "Beans,4006381333931"]))
    #expect(try !old.contains(.otherBarcodes) && old.rows.first?.otherBarcodes == [])
    let new = try ItemCSVReader.read(
      data: CSVFixture.csv(["name,Extra barcodes", "Beans,'-7*2"]))
    #expect(new.contains(.otherBarcodes))
    #expect(try new.rows.first?.otherBarcodes == [try Self.barcode("-7", 2)])
  }

  @Test func theWriterPutsTheCellLastAndReadsBackTheSame() throws {
    let item = Item(id: 4, name: "Beans", barcode: "4006381333931", quantity: 3, createdAt: CSVFixture.time(0))
    let barcodes = [try Self.barcode("0012345678905", 12, "case"), try Self.barcode("+SHELF 7", 1, "")]
    let data = ItemCSVWriter.data(withBarcodes: [(item, nil, barcodes)])
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.hasSuffix(",0012345678905*12:case +SHELF%207\r\n"))
    #expect(try ItemCSVReader.read(data: data).rows.first?.otherBarcodes == barcodes)
    let cells = ItemCSVWriter.cells(for: item, categoryName: nil, otherBarcodes: barcodes)
    #expect(cells.last == "0012345678905*12:case +SHELF%207")
    let neutralised = ItemCSVWriter.cells(for: item, categoryName: nil, otherBarcodes: [try Self.barcode("=X")])
    #expect(neutralised.last == "'=X")
  }
}
