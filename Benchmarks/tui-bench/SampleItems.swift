import Foundation
import InventoryCore
import SQLiteStore

/// A deterministic inventory of `count` items in 50 categories as CSV (kept beside the database as PATH.csv) (names with accents, CJK and emoji
/// mixed in), imported through the real import path: the same kind of data as `stockroom-bench`.
enum SampleItems {
  private static let adjectives = [
    "Organic", "Fresh", "Dark", "Roasted", "Salted", "Crème", "Smoked", "Golden", "Éclair", "Japanese 日本", "Mini",
    "Frozen",
  ]
  private static let nouns = [
    "coffee beans", "tea", "olive oil", "pasta", "rice", "flour", "honey 🍯", "jam", "biscuits", "chocolate",
    "soup", "noodles", "sauce", "batteries", "candles", "soap",
  ]
  /// Words a person would type into the search box.
  static let searchWords = ["coffee", "tea", "olive", "pasta", "honey", "choc", "smoked", "golden", "soap", "noodles"]

  static func build(count: Int, at path: String) throws {
    var bytes: [UInt8] = []
    var writer = CSVRecordWriter { bytes += $0 }
    for header in ["barcode", "name", "category", "quantity", "minimum", "price"] { writer.append(header) }
    try writer.endRecord()
    var state: UInt64 = 7
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(truncatingIfNeeded: state >> 33)
    }
    for index in 0..<count {
      writer.append(index % 10 == 9 ? "" : ean13(for: index))
      writer.append("\(adjectives[next() % adjectives.count]) \(nouns[next() % nouns.count]) \(index)")
      writer.append("Category \(next() % 50 + 1)")
      writer.append(next() % 120)
      writer.append(next() % 25)
      writer.append(Money(minorUnits: Int64(next() % 10_000)))
      try writer.endRecord()
    }
    try writer.flush()
    // The file as a user would import it: the database's size is reported against it.
    try Data(bytes).write(to: URL(fileURLWithPath: path + ".csv"))
    let service = SQLiteInventory(database: try AppDatabase.open(path: path))
    try service.importItems(try ItemCSVReader.read(data: Data(bytes)))
  }

  /// A valid EAN-13 unique to `index` (prefix 50).
  static func ean13(for index: Int) -> String {
    let payload = "50" + String(format: "%010d", index)
    var sum = 0
    for (offset, character) in payload.reversed().enumerated() {
      sum += (character.wholeNumberValue ?? 0) * (offset.isMultiple(of: 2) ? 3 : 1)
    }
    return payload + String((10 - sum % 10) % 10)
  }
}
