import Foundation
import InventoryCore

/// A deterministic, realistic inventory as CSV: 100,000 items in 50 categories, most with a valid
/// EAN-13, a spread of quantities, minimums, prices, and some notes.
public struct SampleInventory {
  public static let categoryCount = 50
  private static let adjectives = [
    "Organic", "Fresh", "Dark", "Roasted", "Salted", "Spicy", "Sweet", "Crème", "Smoked", "Wild", "Golden", "Éclair",
    "Classic", "Italian", "Japanese", "Mini", "Large", "Frozen", "Dried", "Whole",
  ]
  private static let nouns = [
    "coffee beans", "tea", "olive oil", "pasta", "rice", "flour", "sugar", "honey", "jam", "biscuits", "chocolate",
    "crackers", "soup", "beans", "lentils", "noodles", "sauce", "vinegar", "salt", "pepper", "cereal", "oats",
    "nuts", "raisins", "coconut milk", "soy sauce", "mustard", "ketchup", "batteries", "light bulbs", "tape",
    "screws", "glue", "pens", "notebooks", "candles", "soap", "shampoo", "sponges", "matches",
  ]
  public static let searchWords = nouns.flatMap { $0.split(separator: " ").map(String.init) } + adjectives

  /// The CSV text of `count` items, the barcodes used, and the category names.
  public static func csv(count: Int, seed: UInt64 = 7) throws -> (csv: Data, barcodes: [String], categories: [String]) {
    var random = SeededGenerator(seed: seed)
    let categories = (0..<categoryCount).map { "Category \($0 + 1) — \(nouns[$0 % nouns.count].capitalized)" }
    var barcodes: [String] = []
    var bytes: [UInt8] = []
    var writer = CSVRecordWriter { bytes += $0 }
    for header in ["barcode", "name", "category", "quantity", "minimum", "target", "price", "notes"] {
      writer.append(header)
    }
    try writer.endRecord()
    for index in 0..<count {
      let name =
        "\(adjectives[Int(random.next() % UInt64(adjectives.count))]) \(nouns[Int(random.next() % UInt64(nouns.count))]) \(index)"
      let barcode = random.next() % 10 < 9 ? ean13(for: index) : ""
      if !barcode.isEmpty { barcodes.append(barcode) }
      let quantity = Int(random.next() % 120)
      let minimum = Int(random.next() % 25)
      writer.append(barcode)
      writer.append(name)
      writer.append(categories[Int(random.next() % UInt64(categoryCount))])
      writer.append(quantity)
      writer.append(minimum)
      if random.next() % 2 == 0 { writer.append(minimum * 3) } else { writer.appendEmpty() }
      writer.append(Money(minorUnits: Int64(random.next() % 10_000)))
      writer.append(random.next() % 5 == 0 ? "Supplier \(random.next() % 300), shelf \(random.next() % 40)" : "")
      try writer.endRecord()
    }
    try writer.flush()
    return (Data(bytes), barcodes, categories)
  }

  /// A valid EAN-13 unique to `index` (prefix 50, a made-up but well-formed GS1 range).
  public static func ean13(for index: Int) -> String {
    let payload = "50" + String(format: "%010d", index)
    var sum = 0
    for (offset, character) in payload.reversed().enumerated() {
      sum += (character.wholeNumberValue ?? 0) * (offset.isMultiple(of: 2) ? 3 : 1)
    }
    return payload + String((10 - sum % 10) % 10)
  }
}
