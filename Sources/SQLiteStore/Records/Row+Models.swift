import Foundation
import GRDB
import InventoryCore

/// Row ↔ model mapping, written out by hand: export walks 100,000 rows and Codable's keyed containers
/// cost more than the SQL.
extension Item {
  private static let selection = """
    item.id, item.name, item.barcode, item.quantity, item.price_minor, item.category_id, item.minimum_quantity,
    item.target_quantity, item.notes, item.created_at, item.updated_at
    """
  private static let withLastCounted = selection + ", item.last_counted_at"
  private static let neverCounted = selection + ", NULL"

  /// The columns `init(row:)` reads. A file still waiting for v9 (opened for reading where it cannot be
  /// upgraded) has no last-counted column: its items read as never counted. (GRDB caches the columns per
  /// connection, so the check costs no query.)
  static func columns(in db: Database) throws -> String {
    try db.columns(in: "item").contains { $0.name == "last_counted_at" } ? withLastCounted : neverCounted
  }

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
      updatedAt: row.date(10), lastCountedAt: row.optionalDate(11))
    storedValueProblems = problems
  }
}

extension InventoryCore.Category {
  init(row: Row) {
    self.init(
      id: row.integer("id"), name: row.text("name", default: ""),
      color: row.text("color").flatMap(CategoryColor.init(rawValue:)) ?? .white)
  }
}

extension StockMovement {
  init(row: Row) {
    // A delta outside the limits (an older version's overflow) reads as 0: it is never undone or summed.
    let delta = row.integer("delta").flatMap { StockLimits.deltaRange.contains($0) ? Int($0) : nil }
    self.init(
      id: row.integer("id"), itemID: row.integer("item_id"), itemName: row.text("item_name", default: ""),
      delta: delta ?? 0, reason: row.text("reason").flatMap(MovementReason.init(rawValue:)) ?? .manual,
      source: row.text("source").flatMap(ScanSource.init(rawValue:)) ?? .cli, time: row.date("time"),
      undoesMovementID: row.integer("undoes_id"), station: row.text("station"))
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
      }, station: row.text("station"))
  }
}
