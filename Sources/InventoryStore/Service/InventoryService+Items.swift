import Foundation
import GRDB
import InventoryCore

extension InventoryService {
  // MARK: Reading

  public func item(id: Int64) throws -> Item? {
    try database.read { db in try Self.fetchItem(db, id: id) }
  }

  /// The item a code stands for (any form of the same product, its main or an extra barcode), or nil.
  public func item(for code: ProductCode) throws -> Item? {
    try database.read { db in try Self.fetchMatch(db, code: code)?.item }
  }

  /// Finds an item by id, barcode (any form, main or extra) or exact name (ignoring case), in that order.
  public func findItem(_ reference: String) throws -> Item {
    let trimmed = reference.trimmingCharacters(in: .whitespaces)
    return try database.read { db in
      if let id = Int64(trimmed), let item = try Self.fetchItem(db, id: id) { return item }
      if let code = try? ProductCode(trimmed), let match = try Self.fetchMatch(db, code: code) { return match.item }
      let named = try Row.fetchAll(
        db, sql: "SELECT \(try Item.columns(in: db)) FROM item WHERE sort_key = ? LIMIT 2",
        arguments: [Item.sortKey(for: trimmed)])
      if named.count == 1 { return Item(row: named[0]) }
      throw InventoryError.itemNotFound(reference)
    }
  }

  /// One page of items matching `query`; the UI fetches only what is visible.
  public func items(matching query: ItemQuery = ItemQuery(), limit: Int = -1, offset: Int = 0) throws -> [Item] {
    if let page = try searchPageInNameOrder(query, limit: limit, offset: offset) { return page }
    let (filter, arguments) = query.filter()
    let join = query.sort == .category ? "LEFT JOIN category ON category.id = item.category_id" : ""
    return try database.read { db in
      try Row.fetchAll(
        db,
        sql: "SELECT \(try Item.columns(in: db)) FROM item \(join) \(filter) \(query.orderBy()) LIMIT ? OFFSET ?",
        arguments: arguments + [limit, offset]
      ).map(Item.init(row:))
    }
  }

  /// The search-as-you-type fast path: a plain search in name order, first pages only. Matching ids come
  /// from FTS5 in id order; the in-memory name ranks pick the page without sorting every match.
  private func searchPageInNameOrder(_ query: ItemQuery, limit: Int, offset: Int) throws -> [Item]? {
    guard query.sort == .name, query.category == .any, !query.lowStockOnly, limit > 0, offset + limit <= 1_000,
      let pattern = ItemQuery.ftsPattern(for: query.search)
    else { return nil }
    let token = try database.changeToken()
    return try database.read { db in
      guard let ranks = try nameOrder.ranks(db, changeToken: token) else { return nil }
      var matches = ThrowingCursorIterator(
        base: try Int64.fetchCursor(
          db.cachedStatement(sql: "SELECT rowid FROM item_search WHERE item_search MATCH ?"), arguments: [pattern]))
      let page = NameOrderCache.firstInOrder(
        &matches, ranks: ranks, count: offset + limit, descending: !query.ascending
      ).dropFirst(offset)
      if let error = matches.error { throw error }
      guard !page.isEmpty else { return [] }
      let rows = try Row.fetchAll(
        db,
        sql:
          "SELECT \(try Item.columns(in: db)) FROM item WHERE id IN (\(page.map(String.init).joined(separator: ",")))")
      var byID: [Int64: Item] = [:]
      for row in rows {
        let item = Item(row: row)
        byID[item.id ?? 0] = item
      }
      return page.compactMap { byID[$0] }
    }
  }

  /// Count, units and value of the items matching `query`: kept by category in the database when no search or
  /// low-stock filter narrows them (`KeptTotals`), else summed. SQLite sums in 64 bits and stops with an
  /// error on overflow (or sums REALs a damaged database holds); then the items are summed here in
  /// 128 bits, each read within the limits.
  public func totals(matching query: ItemQuery = ItemQuery()) throws -> ItemTotals {
    let (filter, arguments) = query.filter()
    return try database.read { db in
      if let kept = try KeptTotals.totals(db, matching: query) { return kept }
      do {
        if let row = try Row.fetchOne(
          db,
          sql: """
            SELECT count(*), coalesce(sum(quantity), 0), coalesce(sum(quantity * price_minor), 0),
              coalesce(sum(typeof(quantity) <> 'integer' OR typeof(price_minor) NOT IN ('integer', 'null')), 0)
            FROM item \(filter)
            """, arguments: arguments),
          let count = row.integer(0), let units = row.integer(1), let value = row.integer(2), row.integer(3) == 0
        {
          return ItemTotals(count: Int(count), units: Int(units), value: MoneyTotal(minorUnits: Int128(value)))
        }
      } catch let error as DatabaseError where error.resultCode == .SQLITE_ERROR {
        // "integer overflow": summed below instead.
      }
      var totals = ItemTotals(count: 0, units: 0, value: MoneyTotal())
      let rows = try Row.fetchCursor(
        db, sql: "SELECT \(try Item.columns(in: db)) FROM item \(filter)", arguments: arguments)
      while let row = try rows.next() {
        let item = Item(row: row)
        totals.count += 1
        totals.units &+= item.quantity
        if let value = item.value { totals.value += value }
      }
      return totals
    }
  }

  /// Items below their minimum, largest shortfall first, each with the amount to order.
  public func lowStockReport() throws -> [Item] {
    try database.read { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT \(try Item.columns(in: db)) FROM item INDEXED BY item_low_stock WHERE quantity < minimum_quantity
          ORDER BY minimum_quantity - quantity DESC, sort_key
          """
      ).map(Item.init(row:))
    }
  }

  public func lowStockCount() throws -> Int {
    try database.read { db in
      try Int.fetchOne(db, sql: "SELECT count(*) FROM item INDEXED BY item_low_stock WHERE quantity < minimum_quantity")
        ?? 0
    }
  }

  // MARK: Writing

  /// Adds an item. A barcode that already belongs to an item (in any form) is refused, naming that item.
  @discardableResult
  public func addItem(_ draft: ItemDraft, source: ScanSource = .keyboard) throws -> Item {
    let valid: ItemDraft.Valid
    do { valid = try draft.validated() } catch { throw InventoryError.invalidItem(error) }
    let time = timestamp()
    return try database.write { db in
      let id = try Self.insertItem(db, valid, time: time, reason: .manual, source: source, station: origin.station)
      if let after = try ItemSnapshot.fetch(db, id: id) {
        try Self.record(
          db,
          JournalEntry(kind: .add, itemID: id, itemName: after.name, after: after, summary: ActionWording.add(after)),
          origin: origin, time: time)
      }
      return try Self.requireItem(db, id: id)
    }
  }

  /// Saves edited fields. A changed quantity is recorded as an `edit` movement.
  @discardableResult
  public func updateItem(id: Int64, with draft: ItemDraft, source: ScanSource = .keyboard) throws -> Item {
    let valid: ItemDraft.Valid
    do { valid = try draft.validated() } catch { throw InventoryError.invalidItem(error) }
    let time = timestamp()
    return try database.write { db in
      guard let old = try Self.fetchItem(db, id: id) else { throw InventoryError.itemNotFound(String(id)) }
      let before = try ItemSnapshot.fetch(db, id: id)
      try Self.checkBarcodeIsFree(db, valid.barcode, except: id)
      try Self.checkCategoryExists(db, valid.categoryID)
      try db.execute(
        sql: """
          UPDATE item SET name = ?, sort_key = ?, barcode = ?, barcode_key = ?, price_minor = ?, category_id = ?,
            minimum_quantity = ?, target_quantity = ?, notes = ?, updated_at = ? WHERE id = ?
          """,
        arguments: [
          valid.name, Item.sortKey(for: valid.name), valid.barcode?.text, valid.barcode?.key, valid.price?.minorUnits,
          valid.categoryID, valid.minimumQuantity, valid.targetQuantity, valid.notes, time, id,
        ])
      var movementID: Int64?
      if old.storedValueProblems.contains(where: { $0.field == .quantity }) {
        try Self.repairQuantity(db, old, to: valid.quantity, source: source, time: time, station: origin.station)
      } else if valid.quantity != old.quantity {
        movementID = try Self.insertMovement(
          db, itemID: id, itemName: valid.name, delta: valid.quantity - old.quantity, reason: .edit, source: source,
          time: time, station: origin.station)
      }
      try Self.recordEdit(db, before: before, movementID: movementID, origin: origin, time: time)
      return try Self.requireItem(db, id: id)
    }
  }

  /// Deletes an item. Its movements and scans stay in history, detached from it until an undo restores it.
  public func deleteItem(id: Int64) throws {
    let time = timestamp()
    try database.write { db in
      guard let before = try ItemSnapshot.fetch(db, id: id) else { throw InventoryError.itemNotFound(String(id)) }
      let movements = try Self.removeItem(db, id: id)
      try Self.record(
        db,
        JournalEntry(
          kind: .delete, itemID: id, itemName: before.name, before: before,
          summary: ActionWording.delete(before, movements: movements)),
        origin: origin, time: time)
    }
  }

  /// Gives an item without a barcode the next free in-store EAN-13 (prefix 20).
  @discardableResult
  public func assignInStoreBarcode(itemID: Int64) throws -> Item {
    let time = timestamp()
    return try database.write { db in try assignInStoreBarcode(db, itemID: itemID, time: time) }
  }

  /// The one-item step of `assignInStoreBarcode(s)`, inside the caller's transaction: read after each update,
  /// the codes given in one transaction are consecutive and unused. Journalled as an edit (undo takes it back).
  func assignInStoreBarcode(_ db: Database, itemID: Int64, time: Int64) throws -> Item {
    guard let item = try Self.fetchItem(db, id: itemID) else { throw InventoryError.itemNotFound(String(itemID)) }
    if item.barcode != nil { return item }
    let before = try ItemSnapshot.fetch(db, id: itemID)
    let code = try Self.nextInStoreCode(db)
    try db.execute(
      sql: "UPDATE item SET barcode = ?, barcode_key = ?, updated_at = ? WHERE id = ?",
      arguments: [code.text, code.key, time, itemID])
    try Self.recordEdit(db, before: before, movementID: nil, origin: origin, time: time)
    return try Self.requireItem(db, id: itemID)
  }

  /// The next in-store code not used by any item (highest used sequence + 1).
  public func nextInStoreCode() throws -> ProductCode {
    try database.read { db in try Self.nextInStoreCode(db) }
  }

  static func nextInStoreCode(_ db: Database) throws -> ProductCode {
    // In-store keys are "0" + "20" + ten digits + check digit: the highest one holds the highest sequence.
    // An in-store code may be an extra barcode too (a relabelled item keeps its old one).
    let extras =
      try hasExtraBarcodes(db)
      ? " UNION ALL SELECT max(key) FROM item_barcode WHERE key >= '020' AND key < '021'" : ""
    let highest = try String.fetchOne(
      db,
      sql: """
        SELECT max(k) FROM (SELECT max(barcode_key) AS k FROM item WHERE barcode_key >= '020' AND barcode_key < '021'
        \(extras))
        """)
    var sequence = 1
    if let highest, let code = try? ProductCode(String(highest.dropFirst())), let used = InStoreCode.sequence(of: code)
    {
      sequence = used + 1
    }
    guard sequence <= InStoreCode.maximumSequence else { throw InventoryError.inStoreCodesExhausted }
    return InStoreCode.ean13(sequence: sequence)
  }
}

extension InventoryService {
  /// Items whose stored numbers are outside `StockLimits` (an older version or another program wrote
  /// them): the front ends name them at start so the user can repair them.
  public func itemsWithStoredValueProblems(limit: Int = 20) throws -> [Item] {
    try database.read { db in
      // Read from the partial index of exactly these rows (v12) where it exists: no row in a sound file.
      try Row.fetchAll(
        db,
        sql: """
          SELECT \(try Item.columns(in: db)) FROM item WHERE \(Schema.storedValueProblem) ORDER BY id LIMIT ?
          """, arguments: [limit]
      ).map(Item.init(row:))
    }
  }
}
