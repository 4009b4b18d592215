import Foundation
import InventoryCore
import PostgresNIO

/// A row the database state refuses, worded with its column (`quantity: …`).
struct ImportRowProblem: Error {
  var message: String

  init(_ column: ItemCSVColumn, _ message: String) { self.message = "\(column.rawValue): \(message)" }

  /// The row's barcode belongs to `owner`'s item (as its main barcode or an extra one), not to item `id` (a
  /// new item when nil): worded as on SQLite.
  static func barcodeTaken(_ code: ProductCode, by owner: CodeMatch, notTo id: Int64? = nil) -> ImportRowProblem {
    let kind = owner.isMainBarcode ? "" : " as an extra barcode"
    return ImportRowProblem(
      .barcode,
      "\(code.text) already belongs to \"\(owner.item.name)\" (id \(owner.item.id ?? 0))\(kind)"
        + (id.map { ", not to id \($0)" } ?? ""))
  }
}

/// Applies an import's rows one by one inside its transaction, as SQLite's row importer does: each row is
/// matched to an existing item (by id, then barcode, then name; see `DuplicatePolicy`) and merged into it, or
/// creates one. Every row the inventory refuses is collected with its line, and then nothing is applied.
///
/// One difference: a row the database itself refuses (a constraint behind the checks here, say another
/// station adding the same barcode meanwhile) ends the transaction on PostgreSQL, so the problems listed stop
/// at that row.
struct PostgresRowImporter {
  let link: PostgresLink
  let csv: ItemCSVImport
  let policy: DuplicatePolicy
  let time: Int64
  /// Who imports: the movements are this station's.
  let origin: ActionOrigin
  var summary = ImportSummary()
  var categories = PostgresImportCategories()
  /// The inventory had no items when the import began: no row can match an item that existed before (the
  /// reader has already refused files with a barcode or id twice), so rows need no look-up.
  let startedEmpty: Bool
  /// Items this import created: a later row is never matched to them by name (two rows, two items).
  var createdIDs: Set<Int64> = []
  /// For a dry run, the largest id given so far: new items get the ids that follow, never the identity
  /// sequence's, which a rollback would not give back (the items added after a dry run get the ids they would
  /// have got without it, as on SQLite).
  private var dryRunLargestID: Int64?

  init(
    link: PostgresLink, csv: ItemCSVImport, policy: DuplicatePolicy, time: Int64, origin: ActionOrigin, dryRun: Bool
  ) throws {
    self.link = link
    self.csv = csv
    self.policy = policy
    self.time = time
    self.origin = origin
    startedEmpty = try link.query("SELECT 1 FROM item LIMIT 1").isEmpty
    if dryRun { dryRunLargestID = try PostgresInventory.lastItemIDGiven(link) }
  }

  /// Applies every row, collecting each one's problem; throws `ImportRefused` with all of them.
  mutating func applyAll(progress: ((Double) -> Void)?) throws {
    var problems: [CSVProblem] = []
    var index = 0
    try csv.forEachRow { row in
      defer { index += 1 }
      do { try apply(row) } catch let problem as ImportRowProblem {
        problems.append(CSVProblem(line: row.line, message: problem.message))
      } catch let error as InventoryError {
        problems.append(CSVProblem(line: row.line, message: error.description))
      } catch let error as PostgresStoreError where error.sqlState?.hasPrefix("23") == true {
        // The database's own checks are a backstop behind the ones above; still name the line.
        problems.append(CSVProblem(line: row.line, message: "the database refused this row (\(error.message))"))
        throw ImportRefused(problems: problems)
      } catch let error as PostgresStoreError where error.sqlState == "25P02" && !problems.isEmpty {
        // A refusal turned into an InventoryError above ended the transaction: the problems so far are all.
        throw ImportRefused(problems: problems)
      }
      if let progress, index % 1000 == 999 { progress(Double(index + 1) / Double(csv.rowCount)) }
    }
    if !problems.isEmpty { throw ImportRefused(problems: problems) }
    summary.categoriesCreated = categories.created
  }

  mutating func apply(_ row: ItemCSVRow) throws {
    if let existing = try existingItem(for: row), let id = existing.id {
      try merge(row, into: existing, id: id)
    } else {
      try create(row)
    }
  }

  /// By id, then barcode, then (for rows with neither) name: see `DuplicatePolicy`. Locked, as every change
  /// of an item is, so a station changing it meanwhile waits for the import.
  private func existingItem(for row: ItemCSVRow) throws -> Item? {
    if startedEmpty { return nil }
    if let id = row.id, let item = try PostgresInventory.fetchItem(link, id: id, locking: true) { return item }
    if let code = row.barcode {
      guard let match = try PostgresInventory.fetchMatch(link, code: code), let id = match.item.id else { return nil }
      // A row is matched by its item's main barcode; another item's extra barcode is not this row's item.
      guard match.isMainBarcode else { throw ImportRowProblem.barcodeTaken(code, by: match) }
      return try PostgresInventory.fetchItem(link, id: id, locking: true)
    }
    guard row.id == nil, let name = row.name else { return nil }
    let candidates = try link.query(
      """
      SELECT \(unescaped: Item.postgresSelection) FROM item
      WHERE sort_key = \(Item.sortKey(for: name)) AND barcode_key IS NULL ORDER BY id FOR UPDATE
      """
    ).map(Item.init(postgresRow:))
    return candidates.first { $0.id.map { !createdIDs.contains($0) } ?? false }
  }

  private mutating func create(_ row: ItemCSVRow) throws {
    guard let name = row.name else {
      throw InventoryError.itemNotFound(
        row.barcode.map { "barcode \($0.text) (and the row has no name to create an item with)" }
          ?? row.id.map { "id \($0) (and the row has no name to create an item with)" }
          ?? "this row (it has no name)")
    }
    let valid = ItemDraft.Valid(
      name: name, barcode: row.barcode, quantity: row.quantity ?? 0, price: row.price,
      categoryID: try categories.id(named: row.categoryName, in: link), minimumQuantity: row.minimumQuantity ?? 0,
      targetQuantity: row.targetQuantity, notes: row.notes ?? "")
    let id = try insert(
      valid, preferredID: row.id, createdAt: row.createdAt?.epochMilliseconds ?? time,
      updatedAt: row.updatedAt?.epochMilliseconds ?? time)
    if valid.quantity > 0 {
      try PostgresInventory.insertMovement(
        link, itemID: id, itemName: name, delta: valid.quantity, reason: .import, source: .import, origin: origin,
        time: time)
    }
    try replaceBarcodes(of: id, with: row)
    createdIDs.insert(id)
    summary.added += 1
  }

  /// Gives item `id` the row's extra barcodes in place of its own, when the file has the column (an empty
  /// cell removes them). A code another item has is refused with the column's name.
  private func replaceBarcodes(of id: Int64, with row: ItemCSVRow) throws {
    guard csv.contains(.otherBarcodes) else { return }
    try link.execute("DELETE FROM item_barcode WHERE item_id = \(id)")
    do { try PostgresInventory.insertBarcodes(link, row.otherBarcodes, itemID: id) } catch let error
      as ItemBarcodeError
    {
      throw ImportRowProblem(.otherBarcodes, error.description)
    }
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

  private mutating func merge(_ row: ItemCSVRow, into existing: Item, id: Int64) throws {
    switch policy {
    case .skip:
      summary.skipped += 1
    case .add:
      if let quantity = row.quantity, quantity > 0 {
        try checkQuantityIsSound(existing)
        guard StockLimits.quantity(existing.quantity, adding: quantity) != nil else {
          throw ImportRowProblem(
            .quantity,
            "adding \(quantity) to \"\(existing.name)\" (id \(id), \(existing.quantity) in stock) would pass the "
              + "maximum of \(StockLimits.maximumQuantityText)")
        }
        try PostgresInventory.insertMovement(
          link, itemID: id, itemName: existing.name, delta: quantity, reason: .import, source: .import,
          origin: origin, time: time, current: existing)
        try link.execute("UPDATE item SET updated_at = \(time) WHERE id = \(id)")
      }
      summary.restocked += 1
    case .update:
      try update(existing, id: id, from: row)
      summary.updated += 1
    }
  }

  /// Overwrites the columns the file has (an empty cell clears an optional value); the quantity is set
  /// through a movement, so history shows the import.
  private mutating func update(_ existing: Item, id: Int64, from row: ItemCSVRow) throws {
    var item = existing
    var barcodeKey = try link.query("SELECT barcode_key FROM item WHERE id = \(id)").single(String?.self) ?? nil
    if csv.contains(.name), let name = row.name { item.name = name }
    // The file's extra barcodes replace the item's before its barcode changes: one of them may become it.
    if csv.contains(.otherBarcodes) { try link.execute("DELETE FROM item_barcode WHERE item_id = \(id)") }
    if csv.contains(.barcode) {
      if let code = row.barcode, let owner = try PostgresInventory.fetchMatch(link, code: code),
        owner.item.id != id || !owner.isMainBarcode
      {
        throw owner.item.id == id
          ? ImportRowProblem(.barcode, "\(code.text) is an extra barcode of this item already (id \(id))")
          : ImportRowProblem.barcodeTaken(code, by: owner, notTo: id)
      }
      item.barcode = row.barcode?.text
      barcodeKey = row.barcode?.key
    }
    if csv.contains(.category) { item.categoryID = try categories.id(named: row.categoryName, in: link) }
    if csv.contains(.minimum) { item.minimumQuantity = row.minimumQuantity ?? 0 }
    if csv.contains(.target) { item.targetQuantity = row.targetQuantity }
    if csv.contains(.price) { item.price = row.price }
    if csv.contains(.notes) { item.notes = row.notes ?? "" }
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
    try replaceBarcodes(of: id, with: row)
    guard csv.contains(.quantity), let quantity = row.quantity, quantity != existing.quantity else { return }
    try checkQuantityIsSound(existing)
    try PostgresInventory.insertMovement(
      link, itemID: id, itemName: item.name, delta: quantity - existing.quantity, reason: .import, source: .import,
      origin: origin, time: time, current: existing)
  }

  /// The database keeps quantities within the limits; one outside them means its constraints were removed by
  /// hand, and the row is refused rather than building on it.
  private func checkQuantityIsSound(_ item: Item) throws {
    guard item.storedValueProblems.contains(where: { $0.field == .quantity }) else { return }
    throw ImportRowProblem(.quantity, InventoryError.storedValueOutOfRange(item).description)
  }
}
