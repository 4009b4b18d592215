import GRDB
import InventoryCore
import InventoryEngine

/// An import's rows in a SQLite transaction (`RowImporter` decides what they are).
struct SQLiteImportStorage: ImportStorage {
  let db: Database
  let time: Int64
  /// Where the import runs: its movements are this station's.
  let origin: ActionOrigin
  var station: String { origin.station }

  func category(named name: String) throws -> InventoryCore.Category? {
    try SQLiteInventory.fetchCategory(db, named: name)
  }

  func addCategory(named name: String) throws -> InventoryCore.Category {
    try SQLiteInventory.insertCategory(db, named: name, color: nil)
  }

  func hasItems() throws -> Bool { try Row.fetchOne(db, sql: "SELECT 1 FROM item LIMIT 1") != nil }

  func item(id: Int64) throws -> Item? { try SQLiteInventory.fetchItem(db, id: id) }

  func match(for code: ProductCode) throws -> CodeMatch? { try SQLiteInventory.fetchMatch(db, code: code) }

  /// SQLite's writer holds the whole file: the item read with the match is the one to change.
  func itemToChange(_ match: CodeMatch) throws -> Item? { match.item }

  func barcodelessItems(sortKey key: String) throws -> [Item] {
    try Row.fetchAll(
      // Without INDEXED BY, SQLite picks the unique barcode_key index for "IS NULL" and walks every
      // barcode-less item for each row (import time grew with the square of the row count).
      db.cachedStatement(
        sql:
          "SELECT \(try Item.columns(in: db)) FROM item INDEXED BY item_by_sort_key WHERE sort_key = ? AND barcode_key IS NULL"
      ),
      arguments: [key]
    ).map(Item.init(row:))
  }

  func insertItem(_ valid: ItemDraft.Valid, preferredID: Int64?, createdAt: Int64?, updatedAt: Int64?) throws -> Int64 {
    let id = try SQLiteInventory.insertItemRow(
      db, valid, time: time, preferredID: preferredID, createdAt: createdAt, updatedAt: updatedAt)
    if valid.quantity > 0 {
      try SQLiteInventory.insertMovement(
        db, itemID: id, itemName: valid.name, delta: valid.quantity, reason: .import, source: .import, time: time,
        station: station)
    }
    return id
  }

  func updateItem(_ item: Item, id: Int64, barcode: ImportedBarcode) throws {
    let replacesBarcode: Bool
    let barcodeKey: String?
    switch barcode {
    case .kept: (replacesBarcode, barcodeKey) = (false, nil)
    case .replaced(let code): (replacesBarcode, barcodeKey) = (true, code?.key)
    }
    try db.cachedStatement(
      sql: """
        UPDATE item SET name = ?, sort_key = ?, category_id = ?, minimum_quantity = ?, target_quantity = ?,
          price_minor = ?, notes = ?, updated_at = ?,
          barcode = CASE WHEN ? THEN ? ELSE barcode END, barcode_key = CASE WHEN ? THEN ? ELSE barcode_key END
        WHERE id = ?
        """
    ).execute(arguments: [
      item.name, Item.sortKey(for: item.name), item.categoryID, item.minimumQuantity, item.targetQuantity,
      item.price?.minorUnits, item.notes, time, replacesBarcode, item.barcode, replacesBarcode, barcodeKey, id,
    ])
  }

  func touchItem(id: Int64) throws {
    try db.cachedStatement(sql: "UPDATE item SET updated_at = ? WHERE id = ?").execute(arguments: [time, id])
  }

  var stock: SQLiteItemStorage { SQLiteItemStorage(db: db, origin: origin) }

  /// The quantity is reset and the file's recorded as a stocktake (`StockLedger.repair`).
  func repairQuantity(of item: Item, to quantity: Int) throws {
    _ = try StockLedger(storage: stock).repair(item, to: quantity, source: .import, time: time)
  }

  func removeExtraBarcodes(of itemID: Int64) throws {
    try db.execute(sql: "DELETE FROM item_barcode WHERE item_id = ?", arguments: [itemID])
  }

  func insertExtraBarcodes(_ barcodes: [ItemBarcode], itemID: Int64) throws {
    try SQLiteInventory.insertBarcodes(db, barcodes, itemID: itemID)
  }

  /// A constraint refuses the row; the transaction goes on, so every later row is still checked.
  func refusal(in error: any Error) -> RowRefusal? {
    guard let error = error as? DatabaseError, error.resultCode == .SQLITE_CONSTRAINT else { return nil }
    return .refused(error.message ?? "a constraint", endsImport: false)
  }
}
