import CodeRendering
import Foundation
import InventoryCore
import SQLiteStore

/// A deterministic set of items for labels: names short and long (cut to the label's width), with accents,
/// Greek, CJK and emoji; a price on every item; a distinct valid EAN-13 on every item (in-store prefix 20
/// and a few national prefixes), so every label's code is made and read back on its own.
enum SampleLabels {
  struct Item {
    var name: String
    var price: Money
    var ean13: String
  }

  private static let names = [
    "Coffee beans", "Crème brûlée", "Earl Grey tea, loose leaf", "日本茶 煎茶", "Ελληνικό μέλι", "Honey 🍯",
    "Kaffee – Röstung №5", "Olive oil", "Smørrebrød rye bread", "Pâtes fraîches aux œufs", "Batteries AA",
    "Extra virgin olive oil, cold pressed, from the hills above Kalamata, one litre glass bottle",
    "Candles", "Zwiebelmettwurst geräuchert", "Café de Colombia, grano entero, tueste medio", "Soap",
    "Чай чёрный", "Biscuits au beurre salé de Bretagne (boîte métal 250 g)", "Rice", "Noodles 麺",
  ]
  private static let prefixes = ["20", "20", "20", "40", "50", "76", "87", "590"]

  static func items(count: Int) -> [Item] {
    var state: UInt64 = 10
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(truncatingIfNeeded: state >> 33)
    }
    return (0..<count).map { index in
      Item(
        name: "\(names[next() % names.count]) \(index + 1)", price: Money(minorUnits: Int64(5 + next() % 99_995)),
        ean13: ean13(prefix: prefixes[index % prefixes.count], number: index))
    }
  }

  /// What `stockroom labels` makes of each item (LabelsCommand+Items): its code, name and formatted price.
  static func labels(_ items: [Item], currency: String) throws -> [ItemLabel] {
    try items.map { item in
      ItemLabel(
        code: try LabelCode.content(forBarcode: item.ean13), name: item.name,
        price: PriceText.format(item.price, currency: currency))
    }
  }

  /// The same items in a new database at `path`, through the real import path.
  static func buildDatabase(_ items: [Item], at path: String) throws {
    var bytes: [UInt8] = []
    var writer = CSVRecordWriter { bytes += $0 }
    for header in ["barcode", "name", "quantity", "price"] { writer.append(header) }
    try writer.endRecord()
    for item in items {
      writer.append(item.ean13)
      writer.append(item.name)
      writer.append(1)
      writer.append(item.price)
      try writer.endRecord()
    }
    try writer.flush()
    let service = SQLiteInventory(database: try AppDatabase.open(path: path))
    try service.importItems(try ItemCSVReader.read(data: Data(bytes)))
  }

  /// A valid EAN-13: `prefix`, `number` padded to twelve digits, the GS1 check digit.
  static func ean13(prefix: String, number: Int) -> String {
    let payload = prefix + String(format: "%0\(12 - prefix.count)d", number)
    var sum = 0
    for (offset, character) in payload.reversed().enumerated() {
      sum += (character.wholeNumberValue ?? 0) * (offset.isMultiple(of: 2) ? 3 : 1)
    }
    return payload + String((10 - sum % 10) % 10)
  }
}
