import Foundation
import InventoryCore
import InventoryEngine
import PostgresNIO

/// An import's rows in a PostgreSQL transaction (`RowImporter` decides what they are). An item the import may
/// change is locked, as every change of an item is, so a station changing it meanwhile waits for the import.
///
/// A row the database itself refuses (a constraint behind the importer's checks, say another station adding
/// the same barcode meanwhile) ends the transaction on PostgreSQL, so the problems listed stop at that row.
struct PostgresImportStorage: ImportStorage {
  let link: PostgresLink
  let time: Int64
  /// Who imports: the movements are this station's.
  let origin: ActionOrigin
  /// For a dry run, the largest id given so far: new items get the ids that follow, never the identity
  /// sequence's, which a rollback would not give back (the items added after a dry run get the ids they would
  /// have got without it).
  private var dryRunLargestID: Int64?

  init(link: PostgresLink, time: Int64, origin: ActionOrigin, dryRun: Bool) throws {
    self.link = link
    self.time = time
    self.origin = origin
    if dryRun { dryRunLargestID = try PostgresInventory.lastItemIDGiven(link) }
  }

  func category(named name: String) throws -> InventoryCore.Category? {
    try PostgresInventory.fetchCategory(link, named: name)
  }

  func addCategory(named name: String) throws -> InventoryCore.Category {
    try PostgresInventory.insertCategory(link, named: name, color: nil)
  }

  func hasItems() throws -> Bool { try !link.query("SELECT 1 FROM item LIMIT 1").isEmpty }

  func item(id: Int64) throws -> Item? { try PostgresInventory.fetchItem(link, id: id, locking: true) }

  func match(for code: ProductCode) throws -> CodeMatch? { try PostgresInventory.fetchMatch(link, code: code) }

  /// Read again under the row's lock: another station may have changed it since the match was read.
  func itemToChange(_ match: CodeMatch) throws -> Item? {
    guard let id = match.item.id else { return nil }
    return try PostgresInventory.fetchItem(link, id: id, locking: true)
  }

  func barcodelessItems(sortKey key: String) throws -> [Item] {
    try link.query(
      """
      SELECT \(unescaped: Item.postgresSelection) FROM item
      WHERE sort_key = \(key) AND barcode_key IS NULL ORDER BY id FOR UPDATE
      """
    ).map(Item.init(postgresRow:))
  }

  mutating func insertItem(_ valid: ItemDraft.Valid, preferredID: Int64?, createdAt: Int64?, updatedAt: Int64?)
    throws -> Int64
  {
    let id = try insert(valid, preferredID: preferredID, createdAt: createdAt ?? time, updatedAt: updatedAt ?? time)
    if valid.quantity > 0 {
      try PostgresInventory.insertMovement(
        link, itemID: id, itemName: valid.name, delta: valid.quantity, reason: .import, source: .import,
        origin: origin, time: time)
    }
    return id
  }

  /// Inserts the item with quantity 0 under the file's id when that is free (then the identity sequence
  /// moves past it), else under a new one. Returns its id.
  private mutating func insert(_ valid: ItemDraft.Valid, preferredID: Int64?, createdAt: Int64, updatedAt: Int64)
    throws -> Int64
  {
    if let preferredID, let id = try insert(valid, id: preferredID, createdAt: createdAt, updatedAt: updatedAt) {
      if let largest = dryRunLargestID {
        dryRunLargestID = max(largest, id)
      } else {
        try PostgresInventory.raiseItemIDSequence(link, past: id)
      }
      return id
    }
    if let largest = dryRunLargestID {
      let (next, overflow) = largest.addingReportingOverflow(1)
      guard !overflow, let id = try insert(valid, id: next, createdAt: createdAt, updatedAt: updatedAt) else {
        throw PostgresStoreError(.server, "no item id is left for a new item")
      }
      dryRunLargestID = id
      return id
    }
    guard let id = try insert(valid, id: nil, createdAt: createdAt, updatedAt: updatedAt) else {
      throw PostgresStoreError(.server, "the server did not return the new item's id")
    }
    return id
  }

  /// Inserts the item under `id`, or without one under the identity sequence's next; nil when that id is taken.
  private func insert(_ valid: ItemDraft.Valid, id: Int64?, createdAt: Int64, updatedAt: Int64) throws -> Int64? {
    try link.query(
      """
      INSERT INTO item (id, name, sort_key, barcode, barcode_key, price_minor, category_id, minimum_quantity,
        target_quantity, notes, own_words, created_at, updated_at)
      VALUES (coalesce(\(id), nextval(pg_get_serial_sequence('item', 'id'))), \(valid.name),
        \(Item.sortKey(for: valid.name)), \(valid.barcode?.text), \(valid.barcode?.key), \(valid.price?.minorUnits),
        \(valid.categoryID), \(valid.minimumQuantity), \(valid.targetQuantity), \(valid.notes),
        array_to_tsvector(\(SearchWords.ofItem(valid))), \(createdAt), \(updatedAt))
      ON CONFLICT (id) DO NOTHING RETURNING id
      """
    ).single(Int64.self)
  }

  /// The item's own search words are written with it: its name, barcode (both forms) and notes.
  func updateItem(_ item: Item, id: Int64, barcode: ImportedBarcode) throws {
    let barcodeKey: String?
    switch barcode {
    case .kept: barcodeKey = try link.query("SELECT barcode_key FROM item WHERE id = \(id)").single(String?.self) ?? nil
    case .replaced(let code): barcodeKey = code?.key
    }
    let words =
      SearchWords.words(in: item.name) + SearchWords.words(in: item.barcode ?? "")
      + SearchWords.words(in: barcodeKey ?? "") + SearchWords.words(in: item.notes)
    try link.execute(
      """
      UPDATE item SET name = \(item.name), sort_key = \(Item.sortKey(for: item.name)), barcode = \(item.barcode),
        barcode_key = \(barcodeKey), category_id = \(item.categoryID), minimum_quantity = \(item.minimumQuantity),
        target_quantity = \(item.targetQuantity), price_minor = \(item.price?.minorUnits), notes = \(item.notes),
        own_words = array_to_tsvector(\(words)), updated_at = \(time)
      WHERE id = \(id)
      """)
  }

  func touchItem(id: Int64) throws { try link.execute("UPDATE item SET updated_at = \(time) WHERE id = \(id)") }

  var stock: PostgresItemStorage { PostgresItemStorage(link: link, origin: origin) }

  /// The schema keeps quantities within the limits; one outside them means its constraints were removed by
  /// hand, and a row changing it is refused rather than building on it.
  func repairQuantity(of item: Item, to quantity: Int) throws {
    guard quantity != item.quantity else { return }
    throw ImportRowProblem.quantityOutOfRange(item)
  }

  func removeExtraBarcodes(of itemID: Int64) throws {
    try link.execute("DELETE FROM item_barcode WHERE item_id = \(itemID)")
  }

  func insertExtraBarcodes(_ barcodes: [ItemBarcode], itemID: Int64) throws {
    try PostgresInventory.insertBarcodes(link, barcodes, itemID: itemID)
  }

  /// A constraint (SQLSTATE class 23) ends the transaction with the row; so does a refusal translated into an
  /// `InventoryError`, after which every statement fails with 25P02.
  func refusal(in error: any Error) -> RowRefusal? {
    guard let error = error as? PostgresStoreError else { return nil }
    if error.sqlState?.hasPrefix("23") == true { return .refused(error.message, endsImport: true) }
    return error.sqlState == "25P02" ? .afterRefusal : nil
  }
}
