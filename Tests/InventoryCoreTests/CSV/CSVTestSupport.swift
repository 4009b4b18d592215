import Foundation
import Testing

@testable import InventoryCore

/// Fixtures and helpers shared by the CSV tests.
enum CSVFixture {
  static let header = "id,barcode,name,category,quantity,minimum,target,price,notes,created,updated,other_barcodes"

  /// A time with milliseconds, as the database hands them out (whole milliseconds since 1970).
  static func time(_ milliseconds: Int64) -> Date { Date(timeIntervalSince1970: Double(milliseconds) / 1000) }

  /// Items chosen to trip a CSV writer: separators, quotes and line breaks in text, formula-like
  /// values, non-ASCII names, empty optional fields, small prices, times with milliseconds.
  static let trickyItems: [(item: Item, categoryName: String?)] = [
    (
      Item(
        id: 1, name: "Widget, large", barcode: "036000291452", quantity: 12, price: Money(minorUnits: 1234),
        minimumQuantity: 5, targetQuantity: 20, notes: "Say \"hi\"\nsecond line\r\nthird",
        createdAt: time(1_795_349_148_123), updatedAt: time(1_795_349_200_001)), "Tools"
    ),
    (Item(id: 2, name: "=SUM(A1:A9)", quantity: 0, createdAt: time(0)), nil),
    (Item(id: 3, name: "+33 adapter", barcode: "-ABC-", price: Money(minorUnits: 5), createdAt: time(1)), "-misc"),
    (Item(id: 4, name: "@home kit", notes: "\tindented", createdAt: time(-86_400_001)), "@cat"),
    (Item(id: 5, name: "'=already quoted", notes: "''", createdAt: time(951_782_400_999)), "'plain"),
    (
      Item(id: 6, name: "Café crème 🍰", barcode: "9780306406157", quantity: 3, createdAt: time(4_102_444_799_999)),
      "Küche"
    ),
    (Item(id: 7, name: "Nothing optional", createdAt: time(1_700_000_000_000)), ""),
    (Item(id: 8, name: "Quote \" only", notes: "trailing comma,", createdAt: time(1_700_000_000_010)), nil),
    (Item(id: 9, name: "CR alone", notes: "\r", createdAt: time(1_700_000_000_100)), "x,y"),
  ]

  /// `lines` joined by CRLF (what we write) or `separator`, with a final line break.
  static func csv(_ lines: [String], separator: String = "\r\n") -> Data {
    Data((lines.joined(separator: separator) + separator).utf8)
  }

  /// The problems reading `data` gives, or an empty list when it reads cleanly.
  static func problems(_ data: Data) -> [CSVProblem] {
    do {
      _ = try ItemCSVReader.read(data: data)
      return []
    } catch {
      return error.problems
    }
  }

  static func problems(_ lines: [String]) -> [CSVProblem] { problems(csv(lines)) }

  /// What the storage layer does on import into an empty database, reduced to values: the row as an item,
  /// keeping its id and times.
  static func item(from row: ItemCSVRow) throws -> (item: Item, categoryName: String?) {
    let item = Item(
      id: row.id, name: try #require(row.name), barcode: row.barcode?.text, quantity: row.quantity ?? 0,
      price: row.price, minimumQuantity: row.minimumQuantity ?? 0, targetQuantity: row.targetQuantity,
      notes: row.notes ?? "", createdAt: try #require(row.createdAt), updatedAt: row.updatedAt)
    return (item, row.categoryName)
  }
}
