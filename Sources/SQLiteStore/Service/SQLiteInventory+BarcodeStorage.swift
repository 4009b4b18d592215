import Foundation
import GRDB
import InventoryCore
import InventoryEngine

/// Statements behind extra barcodes (issue 12), shared by the operations that look codes up, add items, import
/// and restore. They run inside the caller's transaction.
extension SQLiteInventory {
  /// Whether the database has extra barcodes: a file opened for reading before its v8 upgrade has none.
  static func hasExtraBarcodes(_ db: Database) throws -> Bool { try db.tableExists("item_barcode") }

  static let barcodeSelection = "item_barcode.code, item_barcode.key, item_barcode.units_per_scan, item_barcode.label"

  /// The item's extra barcodes in the order they were added.
  static func fetchBarcodes(_ db: Database, itemID: Int64) throws -> [ItemBarcode] {
    guard try hasExtraBarcodes(db) else { return [] }
    return try Row.fetchAll(
      db.cachedStatement(
        sql: "SELECT \(barcodeSelection) FROM item_barcode WHERE item_id = ? ORDER BY id"),
      arguments: [itemID]
    ).map { ItemBarcode(row: $0, from: 0) }
  }

  /// The extra barcodes of `ids` (of every item when nil), by item, each item's in order.
  static func fetchBarcodes(_ db: Database, itemIDs ids: [Int64]?) throws -> [Int64: [ItemBarcode]] {
    guard try hasExtraBarcodes(db), ids?.isEmpty != true else { return [:] }
    // The ids are the store's own integers; a long list reads every barcode instead (there are few).
    let wanted = ids.map(Set.init)
    let filter = ids.map { $0.count <= 500 ? " WHERE item_id IN (\($0.map(String.init).joined(separator: ",")))" : "" }
    var barcodes: [Int64: [ItemBarcode]] = [:]
    let rows = try Row.fetchCursor(
      db, sql: "SELECT item_barcode.item_id, \(barcodeSelection) FROM item_barcode\(filter ?? "") ORDER BY item_id, id")
    while let row = try rows.next() {
      guard let itemID = row.integer(0), wanted?.contains(itemID) ?? true else { continue }
      barcodes[itemID, default: []].append(ItemBarcode(row: row, from: 1))
    }
    return barcodes
  }

  /// The item `code` belongs to, as its main or an extra barcode (`CodeOwnerStorage.match`).
  static func fetchMatch(_ db: Database, code: ProductCode) throws -> CodeMatch? {
    try SQLiteCodeOwners(db: db).match(for: code)
  }

  static func fetchOwner(_ db: Database, key: String) throws -> CodeMatch? {
    try SQLiteCodeOwners(db: db).owner(ofBarcodeKey: key)
  }

  /// Inserts extra barcodes of item `itemID`, in order, refusing a code that belongs to an item already.
  static func insertBarcodes(_ db: Database, _ barcodes: [ItemBarcode], itemID: Int64) throws {
    try SQLiteCodeOwners(db: db).insertExtraBarcodes(barcodes, itemID: itemID)
  }
}

/// Barcode owners' rows in a SQLite transaction (`CodeOwnerStorage` decides what a code matches).
struct SQLiteCodeOwners: CodeOwnerStorage {
  let db: Database

  func item(barcodeKey key: String) throws -> Item? {
    try Row.fetchOne(
      db.cachedStatement(sql: "SELECT \(try Item.columns(in: db)) FROM item WHERE barcode_key = ?"), arguments: [key]
    ).map(Item.init(row:))
  }

  func extraBarcodeOwner(key: String) throws -> CodeMatch? {
    guard try SQLiteInventory.hasExtraBarcodes(db),
      let row = try Row.fetchOne(
        db.cachedStatement(
          sql: """
            SELECT \(try Item.columns(in: db)), \(SQLiteInventory.barcodeSelection) FROM item_barcode
            JOIN item ON item.id = item_barcode.item_id
            WHERE item_barcode.key = ?
            """), arguments: [key])
    else { return nil }
    return CodeMatch(item: Item(row: row), barcode: ItemBarcode(row: row, from: 12), isMainBarcode: false)
  }

  func insertExtraBarcodeRow(_ barcode: ItemBarcode, itemID: Int64) throws {
    try db.cachedStatement(
      sql: "INSERT INTO item_barcode (item_id, code, key, units_per_scan, label) VALUES (?, ?, ?, ?, ?)"
    ).execute(arguments: [itemID, barcode.code, barcode.key, barcode.unitsPerScan, barcode.label])
  }
}

extension ItemBarcode {
  /// The four columns of `SQLiteInventory.barcodeSelection` from `start`. Units a damaged row holds outside
  /// 1...maximum read as the nearest bound (the integrity check names such rows).
  init(row: Row, from start: Int) {
    let units = row.integer(start + 2) ?? 1
    self.init(
      code: row.text(start, default: ""), key: row.text(start + 1, default: ""),
      unitsPerScan: Int(min(max(units, 1), Int64(ItemBarcode.maximumUnitsPerScan))),
      label: row.text(start + 3, default: ""))
  }
}
