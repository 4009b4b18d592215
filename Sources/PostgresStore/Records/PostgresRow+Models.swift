import Foundation
import InventoryCore
import PostgresNIO

/// Row → model mapping. The schema's CHECK constraints keep numbers within `StockLimits`; a database whose
/// constraints someone dropped still reads without trapping: out-of-range numbers read as the nearest bound
/// and are listed in `storedValueProblems`, as on SQLite.
extension Item {
  static let postgresSelection = """
    item.id, item.name, item.barcode, item.quantity, item.price_minor, item.category_id, item.minimum_quantity,
    item.target_quantity, item.notes, item.created_at, item.updated_at, item.last_counted_at
    """

  init(postgresRow row: PostgresRow) throws {
    let (id, name, barcode, quantity, price, categoryID, minimum, target, notes, created, updated, counted) =
      try row.values((Int64, String, String?, Int64, Int64?, Int64?, Int64, Int64?, String, Int64, Int64, Int64?).self)
    var problems: [StoredValueProblem] = []
    func bounded(_ value: Int64?, _ range: ClosedRange<Int64>, _ field: ItemDraft.Field) -> Int64? {
      guard let value else { return nil }
      if range.contains(value) { return value }
      problems.append(
        StoredValueProblem(
          field: field, stored: String(value),
          allowed: "\(StockLimits.groupedDigits(range.lowerBound)) to \(StockLimits.groupedDigits(range.upperBound))"))
      return value < range.lowerBound ? range.lowerBound : range.upperBound
    }
    let quantities = 0...Int64(StockLimits.maximumQuantity)
    let stock = bounded(quantity, quantities, .quantity) ?? 0
    let priceMinor = bounded(price, 0...StockLimits.maximumPriceMinorUnits, .price)
    let minimumQuantity = bounded(minimum, quantities, .minimum) ?? 0
    let targetQuantity = bounded(target, quantities, .target)
    self.init(
      id: id, name: name, barcode: barcode, quantity: Int(stock), price: priceMinor.map(Money.init(minorUnits:)),
      categoryID: categoryID, minimumQuantity: Int(minimumQuantity), targetQuantity: targetQuantity.map { Int($0) },
      notes: notes, createdAt: Date(epochMilliseconds: created), updatedAt: Date(epochMilliseconds: updated),
      lastCountedAt: counted.map(Date.init(epochMilliseconds:)))
    storedValueProblems = problems
  }
}

extension InventoryCore.Category {
  static let postgresSelection = "category.id, category.name, category.color"

  init(postgresRow row: PostgresRow) throws {
    let (id, name, color) = try row.values((Int64, String, String).self)
    self.init(id: id, name: name, color: CategoryColor(rawValue: color) ?? .white)
  }
}

extension StockMovement {
  static let postgresSelection = "id, item_id, item_name, delta, reason, source, time, undoes_id, station"

  init(postgresRow row: PostgresRow) throws {
    let (id, itemID, itemName, delta, reason, source, time, undoes, station) = try row.values(
      (Int64, Int64?, String, Int64, String, String, Int64, Int64?, String).self)
    // A delta outside the limits (the constraint dropped by hand) reads as 0: never undone or summed.
    let maximum = Int64(StockLimits.maximumQuantity)
    self.init(
      id: id, itemID: itemID, itemName: itemName, delta: (-maximum...maximum).contains(delta) ? Int(delta) : 0,
      reason: MovementReason(rawValue: reason) ?? .manual, source: ScanSource(rawValue: source) ?? .cli,
      time: Date(epochMilliseconds: time), undoesMovementID: undoes, station: station)
  }
}

extension ItemSnapshot {
  /// The item as the journal keeps it, with its barcode key and category name; nil when it does not exist.
  static func fetch(_ link: PostgresLink, id: Int64) throws -> ItemSnapshot? {
    guard
      let row = try link.query(
        """
        SELECT item.name, item.barcode, item.barcode_key, item.quantity, item.price_minor, item.category_id,
          category.name, item.minimum_quantity, item.target_quantity, item.notes, item.created_at, item.updated_at,
          item.last_counted_at
        FROM item LEFT JOIN category ON category.id = item.category_id WHERE item.id = \(id)
        """
      ).first
    else { return nil }
    let (
      name, barcode, key, quantity, price, categoryID, categoryName, minimum, target, notes, created, updated, counted
    ) =
      try row.values(
        (String, String?, String?, Int64, Int64?, Int64?, String?, Int64, Int64?, String, Int64, Int64, Int64?).self)
    return ItemSnapshot(
      id: id, name: name, barcode: barcode, barcodeKey: key, quantity: Int(clamping: quantity), priceMinor: price,
      categoryID: categoryID, categoryName: categoryName, minimumQuantity: Int(clamping: minimum),
      targetQuantity: target.map { Int(clamping: $0) }, notes: notes, createdAt: created, updatedAt: updated,
      extraBarcodes: try PostgresInventory.fetchBarcodes(link, itemID: id), lastCountedAt: counted,
      fieldValues: try PostgresInventory.fetchSnapshotFieldValues(link, itemID: id))
  }
}
