import Foundation
import InventoryCore
import PostgresNIO

/// In-store EAN-13 codes (prefix 20) for items without a barcode of their own: the next one is the highest
/// used sequence + 1, as on SQLite. Stations assigning at once queue on one transaction lock, so each reads
/// the codes the previous one gave: never the same code twice, and the codes stay consecutive.
extension PostgresInventory {
  /// The lock key of in-store code assignment (`pg_advisory_xact_lock`): "STOCKIS1" in ASCII.
  static let inStoreCodeLock: Int64 = 0x5354_4F43_4B49_5331

  /// The next in-store code not used by any item.
  public func nextInStoreCode() throws -> ProductCode {
    try read { link in try Self.nextInStoreCode(link) }
  }

  /// Gives an item without a barcode the next free in-store EAN-13; an item that has one is returned as it is.
  @discardableResult
  public func assignInStoreBarcode(itemID: Int64) throws -> Item {
    let time = timestamp()
    return try write { link in
      try Self.lockInStoreCodes(link)
      return try Self.assignInStoreBarcode(link, itemID: itemID, time: time, origin: origin)
    }
  }

  /// Gives every listed item that has no barcode the next in-store code, all in one transaction: labels are
  /// printed for all of them or, on any failure, none changes. Each is journalled as an edit, so `undo` takes
  /// a code back. Returns the items in the order given, those that already had a barcode unchanged.
  public func assignInStoreBarcodes(itemIDs: [Int64]) throws -> [Item] {
    let time = timestamp()
    return try write { link in
      try Self.lockInStoreCodes(link)
      return try itemIDs.map { id in try Self.assignInStoreBarcode(link, itemID: id, time: time, origin: origin) }
    }
  }

  /// Waits for any other station's assignment to commit; held until this transaction ends. Every statement
  /// after it (READ COMMITTED) sees that station's codes.
  static func lockInStoreCodes(_ link: PostgresLink) throws {
    try link.query("SELECT pg_advisory_xact_lock(\(inStoreCodeLock))")
  }

  /// The one-item step, inside the caller's transaction (which holds the lock).
  static func assignInStoreBarcode(_ link: PostgresLink, itemID: Int64, time: Int64, origin: ActionOrigin) throws
    -> Item
  {
    let item = try requireItem(link, id: itemID, locking: true)
    if item.barcode != nil { return item }
    let before = try ItemSnapshot.fetch(link, id: itemID)
    let code = try nextInStoreCode(link)
    // The item had no barcode: its search words gain the code's, as `SearchWords.ofItem` gives them.
    let words = SearchWords.words(in: code.text) + SearchWords.words(in: code.key)
    try link.execute(
      """
      UPDATE item SET barcode = \(code.text), barcode_key = \(code.key), updated_at = \(time),
        own_words = own_words || array_to_tsvector(\(words))
      WHERE id = \(itemID)
      """)
    try recordEdit(link, before: before, movementID: nil, origin: origin, time: time)
    return try requireItem(link, id: itemID)
  }

  static func nextInStoreCode(_ link: PostgresLink) throws -> ProductCode {
    // In-store keys are "0" + "20" + ten digits + check digit (compared as bytes): the highest one holds the
    // highest sequence. An in-store code may be an extra barcode too (a relabelled item keeps its old one).
    let highest = try link.query(
      """
      SELECT max(k) FROM (
        SELECT max(barcode_key) AS k FROM item WHERE barcode_key >= '020' AND barcode_key < '021'
        UNION ALL SELECT max(key) FROM item_barcode WHERE key >= '020' AND key < '021') codes
      """
    ).single(String?.self).flatMap { $0 }
    var sequence = 1
    if let highest, let code = try? ProductCode(String(highest.dropFirst())), let used = InStoreCode.sequence(of: code)
    {
      sequence = used + 1
    }
    guard sequence <= InStoreCode.maximumSequence else { throw InventoryError.inStoreCodesExhausted }
    return InStoreCode.ean13(sequence: sequence)
  }
}
