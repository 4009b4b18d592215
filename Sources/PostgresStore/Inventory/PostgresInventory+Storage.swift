import Foundation
import InventoryCore
import PostgresNIO

/// Statements shared by the operations. They run inside the transaction the caller opened.
extension PostgresInventory {
  /// The item, locked for the rest of the transaction when `locking` (another station's change of it waits).
  static func fetchItem(_ link: PostgresLink, id: Int64, locking: Bool = false) throws -> Item? {
    let lock = locking ? " FOR UPDATE" : ""
    return try link.query(
      "SELECT \(unescaped: Item.postgresSelection) FROM item WHERE id = \(id)\(unescaped: lock)"
    ).first.map(Item.init(postgresRow:))
  }

  /// The item, or `InventoryError.itemNotFound` (it was deleted meanwhile, perhaps by another station).
  static func requireItem(_ link: PostgresLink, id: Int64, locking: Bool = false) throws -> Item {
    guard let item = try fetchItem(link, id: id, locking: locking) else {
      throw InventoryError.itemNotFound(String(id))
    }
    return item
  }

  /// The item whose main barcode is any reading of `code`, preferring its main key (extra barcodes aside: see
  /// `fetchMatch`).
  static func fetchItem(_ link: PostgresLink, code: ProductCode) throws -> Item? {
    for key in code.lookupKeys {
      if let row = try link.query(
        "SELECT \(unescaped: Item.postgresSelection) FROM item WHERE barcode_key = \(key)"
      ).first {
        return try Item(postgresRow: row)
      }
    }
    return nil
  }

  /// Refuses `code` as the main barcode of item `id` (of a new item when nil) when another item has it, as its
  /// main barcode or an extra one (`duplicateBarcode`, which the editor offers to open), or when it is an extra
  /// barcode of this item already.
  static func checkBarcodeIsFree(_ link: PostgresLink, _ code: ProductCode?, except id: Int64? = nil) throws {
    guard let code, let owner = try fetchMatch(link, code: code) else { return }
    guard owner.item.id == id else { throw InventoryError.duplicateBarcode(code, existing: owner.item) }
    if let extra = owner.extraBarcode {
      throw ItemBarcodeError.codeTaken(code: code.text, owner: owner.item, extra: extra)
    }
  }

  static func checkCategoryExists(_ link: PostgresLink, _ id: Int64?) throws {
    guard let id else { return }
    if try link.query("SELECT 1 FROM category WHERE id = \(id)").isEmpty {
      throw InventoryError.categoryNotFound("#\(id)")
    }
  }

  /// Inserts an item with quantity 0 (the database allows no other), then its opening stock as a movement.
  /// Returns the new item's id.
  static func insertItem(
    _ link: PostgresLink, _ valid: ItemDraft.Valid, time: Int64, reason: MovementReason, source: ScanSource,
    origin: ActionOrigin
  ) throws -> Int64 {
    try checkBarcodeIsFree(link, valid.barcode)
    try checkCategoryExists(link, valid.categoryID)
    guard
      let id = try link.query(
        """
        INSERT INTO item (name, sort_key, barcode, barcode_key, price_minor, category_id, minimum_quantity,
          target_quantity, notes, own_words, created_at, updated_at)
        VALUES (\(valid.name), \(Item.sortKey(for: valid.name)), \(valid.barcode?.text), \(valid.barcode?.key),
          \(valid.price?.minorUnits), \(valid.categoryID), \(valid.minimumQuantity), \(valid.targetQuantity),
          \(valid.notes), array_to_tsvector(\(SearchWords.ofItem(valid))), \(time), \(time))
        RETURNING id
        """
      ).single(Int64.self)
    else { throw PostgresStoreError(.server, "the server did not return the new item's id") }
    if valid.quantity > 0 {
      try insertMovement(
        link, itemID: id, itemName: valid.name, delta: valid.quantity, reason: reason, source: source, origin: origin,
        time: time)
    }
    return id
  }

  /// Appends a movement; the database's trigger applies it to the item. The callers check the limits with
  /// the item locked; the database's constraints are the backstop, turned into the same errors.
  @discardableResult
  static func insertMovement(
    _ link: PostgresLink, itemID: Int64, itemName: String, delta: Int, reason: MovementReason,
    source: ScanSource, origin: ActionOrigin, time: Int64, undoes: Int64? = nil, current: Item? = nil
  ) throws -> Int64 {
    do {
      guard
        let id = try link.query(
          """
          INSERT INTO stock_movement (item_id, item_name, delta, reason, source, station, time, undoes_id)
          VALUES (\(itemID), \(itemName), \(delta), \(reason.rawValue), \(source.rawValue), \(origin.station),
            \(time), \(undoes))
          RETURNING id
          """
        ).single(Int64.self)
      else { throw PostgresStoreError(.server, "the server did not return the new movement's id") }
      return id
    } catch let error as PostgresStoreError where error.sqlState == "23514" {
      let item = current ?? Item(id: itemID, name: itemName)
      if error.constraint == "stock_movement_delta_in_range" { throw InventoryError.changeOutOfRange(delta) }
      if delta > 0 { throw InventoryError.quantityOutOfRange(item, requested: delta) }
      if reason == .undo {
        throw InventoryError.cannotUndo(itemName: item.name, delta: -delta, quantity: item.quantity)
      }
      throw InventoryError.insufficientStock(item, requested: Int(clamping: delta.magnitude))
    }
  }

  /// `LIKE` pattern text for a literal substring.
  static func escapeLike(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%")
      .replacingOccurrences(of: "_", with: "\\_")
  }
}
