import Foundation
import GRDB
import InventoryCore

/// Row ↔ model mapping, written out by hand: export walks 100,000 rows and Codable's keyed containers
/// cost more than the SQL.
extension Item {
  static let selection = """
    item.id, item.name, item.barcode, item.quantity, item.price_minor, item.category_id, item.minimum_quantity,
    item.target_quantity, item.notes, item.created_at, item.updated_at
    """

  /// Never traps: a number outside `StockLimits` is read as the nearest allowed one and listed in
  /// `storedValueProblems`.
  init(row: Row) {
    var problems: [StoredValueProblem] = []
    let quantity = row.bounded(3, in: StockLimits.quantityRange, field: .quantity, problems: &problems) ?? 0
    let price = row.bounded(4, in: StockLimits.priceRange, field: .price, problems: &problems)
    let minimum = row.bounded(6, in: StockLimits.quantityRange, field: .minimum, problems: &problems) ?? 0
    let target = row.bounded(7, in: StockLimits.quantityRange, field: .target, problems: &problems)
    self.init(
      id: row.integer(0), name: row.text(1, default: ""), barcode: row.text(2), quantity: Int(quantity),
      price: price.map(Money.init(minorUnits:)), categoryID: row.integer(5), minimumQuantity: Int(minimum),
      targetQuantity: target.map { Int($0) }, notes: row.text(8, default: ""), createdAt: row.date(9),
      updatedAt: row.date(10))
    storedValueProblems = problems
  }

  /// Sort key: case- and accent-folded name, so "Éclair" sorts with "eclair" and before "Zebra", with every
  /// run of ASCII digits padded to `naturalDigits` so numbers sort by value ("#64" before "#1303").
  /// Stored in `item.sort_key`: a change here needs a migration that recomputes it (see Schema, v4).
  static func sortKey(for name: String) -> String {
    var folded = folded(name)
    // Digit runs are ASCII bytes: work on UTF-8 (an import computes 100,000 keys), and skip names without.
    guard folded.utf8.contains(where: isDigit) else { return folded }
    return folded.withUTF8 { bytes in
      // Longer runs (serial numbers, not counts) stay as they are: rare, and padding cannot order them anyway.
      func padding(forRunOf length: Int) -> Int { length < naturalDigits ? naturalDigits - length : 0 }
      var length = bytes.count
      var run = 0
      for byte in bytes {
        if isDigit(byte) {
          run += 1
        } else {
          length += padding(forRunOf: run)
          run = 0
        }
      }
      length += padding(forRunOf: run)
      return String(unsafeUninitializedCapacity: length) { key in
        var written = 0
        var runStart = 0
        for index in 0...bytes.count {
          let byte = index < bytes.count ? bytes[index] : nil
          if let byte, isDigit(byte) { continue }
          // The digits of bytes[runStart..<index] (maybe none), padded, then this byte.
          if index > runStart {
            for _ in 0..<padding(forRunOf: index - runStart) {
              key[written] = UInt8(ascii: "0")
              written += 1
            }
          }
          for digit in bytes[runStart..<index] {
            key[written] = digit
            written += 1
          }
          if let byte {
            key[written] = byte
            written += 1
          }
          runStart = index + 1
        }
        return written
      }
    }
  }

  /// Case-, accent- and width-folded. For ASCII that is lower-casing A-Z (a test checks every character
  /// against Foundation), done here on bytes: Foundation's folding was a tenth of a large import's time.
  static func folded(_ name: String) -> String {
    guard name.utf8.allSatisfy({ $0 < 0x80 }) else {
      return name.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
    guard name.utf8.contains(where: isASCIIUpperCase) else { return name }
    return String(decoding: name.utf8.map { isASCIIUpperCase($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
  }

  private static func isASCIIUpperCase(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }

  private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

  /// Width digit runs are padded to in sort keys: more than any quantity or year a name would hold.
  static let naturalDigits = 20
}

extension InventoryCore.Category {
  init(row: Row) {
    self.init(
      id: row.integer("id"), name: row.text("name", default: ""),
      color: row.text("color").flatMap(CategoryColor.init(rawValue:)) ?? .white)
  }

  static func nameKey(for name: String) -> String { name.lowercased() }
}

extension StockMovement {
  init(row: Row) {
    // A delta outside the limits (an older version's overflow) reads as 0: it is never undone or summed.
    let delta = row.integer("delta").flatMap { StockLimits.deltaRange.contains($0) ? Int($0) : nil }
    self.init(
      id: row.integer("id"), itemID: row.integer("item_id"), itemName: row.text("item_name", default: ""),
      delta: delta ?? 0, reason: row.text("reason").flatMap(MovementReason.init(rawValue:)) ?? .manual,
      source: row.text("source").flatMap(ScanSource.init(rawValue:)) ?? .cli, time: row.date("time"),
      undoesMovementID: row.integer("undoes_id"))
  }
}

extension ScanRecord {
  init(row: Row) {
    var quality: ScanQualityFigures?
    if let overall = row.real("quality_overall") {
      quality = ScanQualityFigures(
        overall: overall, sharpness: row.real("quality_sharpness") ?? 0, contrast: row.real("quality_contrast") ?? 0,
        brightness: row.real("quality_brightness") ?? 0, confidence: row.real("quality_confidence") ?? 0)
    }
    self.init(
      id: row.integer("id"), code: row.text("code", default: ""), symbology: row.text("symbology"),
      source: row.text("source").flatMap(ScanSource.init(rawValue:)) ?? .cli, quality: quality, time: row.date("time"),
      outcome: row.text("outcome").flatMap(ScanOutcomeKind.init(rawValue:)) ?? .invalid, itemID: row.integer("item_id"),
      detail: row.text("detail", default: ""),
      gs1: row.text("gs1").map { elements in
        GS1ScanDetails(
          elementString: elements, gtin: row.text("gtin"), expiry: row.text("expiry"),
          bestBefore: row.text("best_before"), batch: row.text("batch"), serial: row.text("serial"),
          count: row.integer("unit_count").flatMap { Int(exactly: $0) })
      })
  }
}
