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

  init(row: Row) {
    self.init(
      id: row[0], name: row[1], barcode: row[2], quantity: row[3],
      price: (row[4] as Int64?).map(Money.init(minorUnits:)), categoryID: row[5], minimumQuantity: row[6],
      targetQuantity: row[7], notes: row[8], createdAt: Date(epochMilliseconds: row[9]),
      updatedAt: Date(epochMilliseconds: row[10]))
  }

  /// Sort key: case- and accent-folded name, so "Éclair" sorts with "eclair" and before "Zebra".
  static func sortKey(for name: String) -> String {
    name.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
  }
}

extension InventoryCore.Category {
  init(row: Row) {
    self.init(id: row["id"], name: row["name"], color: CategoryColor(rawValue: row["color"]) ?? .white)
  }

  static func nameKey(for name: String) -> String { name.lowercased() }
}

extension StockMovement {
  init(row: Row) {
    self.init(
      id: row["id"], itemID: row["item_id"], itemName: row["item_name"], delta: row["delta"],
      reason: MovementReason(rawValue: row["reason"]) ?? .manual, source: ScanSource(rawValue: row["source"]) ?? .cli,
      time: Date(epochMilliseconds: row["time"]), undoesMovementID: row["undoes_id"])
  }
}

extension ScanRecord {
  init(row: Row) {
    var quality: ScanQualityFigures?
    if let overall: Double = row["quality_overall"] {
      quality = ScanQualityFigures(
        overall: overall, sharpness: row["quality_sharpness"] ?? 0, contrast: row["quality_contrast"] ?? 0,
        brightness: row["quality_brightness"] ?? 0, confidence: row["quality_confidence"] ?? 0)
    }
    self.init(
      id: row["id"], code: row["code"], symbology: row["symbology"], source: ScanSource(rawValue: row["source"]) ?? .cli,
      quality: quality, time: Date(epochMilliseconds: row["time"]),
      outcome: ScanOutcomeKind(rawValue: row["outcome"]) ?? .invalid, itemID: row["item_id"], detail: row["detail"])
  }
}

extension Date {
  /// The database keeps times as integer Unix milliseconds: exact, compact and quick to sort.
  init(epochMilliseconds: Int64) { self.init(timeIntervalSince1970: Double(epochMilliseconds) / 1000) }

  var epochMilliseconds: Int64 { Int64((timeIntervalSince1970 * 1000).rounded()) }
}
