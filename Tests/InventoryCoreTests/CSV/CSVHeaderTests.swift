import Foundation
import Testing

@testable import InventoryCore

/// Hand-made files: header names people write, subsets and orders of columns, and headers that are wrong.
@Suite struct CSVHeaderTests {
  @Test(arguments: [
    ("Qty", ItemCSVColumn.quantity), ("MIN", .minimum), ("Minimum Quantity", .minimum), ("min_qty", .minimum),
    ("Reorder-Level", .minimum), ("Target Quantity", .target), ("max", .target), ("EAN", .barcode), ("upc", .barcode),
    ("GTIN", .barcode), ("ISBN", .barcode), ("code", .barcode), ("SKU", .barcode), ("Item", .name),
    ("Product", .name), ("description", .name), ("note", .notes), ("Cost", .price), ("Unit Price", .price),
    ("created_at", .created), ("Updated At", .updated), (" category ", .category),
  ])
  func understandsCommonHeaderNames(_ header: String, _ column: ItemCSVColumn) {
    #expect(ItemCSVColumn(header: header) == column)
  }

  @Test func everyColumnReadsItsOwnName() {
    for column in ItemCSVColumn.allCases { #expect(ItemCSVColumn(header: column.rawValue.uppercased()) == column) }
  }

  @Test func aFileWithOnlyNameAndQuantity() throws {
    let imported = try ItemCSVReader.read(data: CSVFixture.csv(["Name,Qty", "Nut,3", " Bolt , 12 "]))
    #expect(imported.columns == [.name, .quantity])
    #expect(imported.contains(.name) && !imported.contains(.price))
    #expect(
      try imported.rows == [
        ItemCSVRow(line: 2, name: "Nut", quantity: 3), ItemCSVRow(line: 3, name: "Bolt", quantity: 12),
      ])
  }

  @Test func columnsInAnyOrderWithUnknownOnesIgnored() throws {
    let imported = try ItemCSVReader.read(data: CSVFixture.csv(["price,Colour,name,", "1.5,red,Nut,x"]))
    #expect(imported.columns == [.price, .name])
    #expect(try imported.rows == [ItemCSVRow(line: 2, name: "Nut", price: Money(minorUnits: 150))])
    #expect(
      imported.warnings == [
        "column 2 \"Colour\" is not a stockroom column: ignored", "column 4 has no header: ignored",
      ])
  }

  @Test func aReorderListReadsBackWithToOrderIgnored() throws {
    let low = Item(
      id: 3, name: "Nut", quantity: 1, minimumQuantity: 5, targetQuantity: 10, createdAt: CSVFixture.time(0))
    let imported = try ItemCSVReader.read(data: ReorderListCSVWriter.data(for: [(low, nil)]))
    #expect(imported.warnings == ["column 8 \"to_order\" is not a stockroom column: ignored"])
    #expect(try imported.rows.first?.targetQuantity == 10)
  }

  @Test(arguments: [
    (
      ["name,Item,qty", "Nut,Nut,1"],
      CSVProblem(line: 1, message: "columns \"name\" and \"Item\" both mean name: rename or remove one")
    ),
    (
      ["", "qty,min", "1,2"],
      CSVProblem(line: 2, message: "the header needs a name, barcode or id column to tell which item each row is")
    ),
    (
      ["Nut,3", "Bolt,4"],
      CSVProblem(
        line: 1,
        message:
          "no header row: the first line (\"Nut\", \"3\") names no stockroom column; it should name the columns, "
          + "such as name,quantity or id,barcode,name,category,quantity,minimum,target,price,notes,created,updated,"
          + "other_barcodes")
    ),
  ])
  func headerProblemsAreErrors(_ lines: [String], _ problem: CSVProblem) {
    #expect(CSVFixture.problems(lines) == [problem])
  }

  @Test(arguments: ["", "\r\n", "\u{FEFF}", " , \n\n"])
  func anEmptyFileIsAnError(_ text: String) {
    #expect(
      CSVFixture.problems(Data(text.utf8)) == [
        CSVProblem(line: 1, message: "the file is empty: the first line should name the columns, such as name,quantity")
      ])
  }
}
