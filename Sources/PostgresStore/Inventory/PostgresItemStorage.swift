import InventoryCore
import InventoryEngine
import PostgresNIO

/// An item's and its stock's rows in a PostgreSQL transaction (`ItemEditor`, `StockLedger` and
/// `InStoreCodeAssigner` decide). Items to change are locked first, so stations changing one item take turns;
/// an item's search words are written with it.
public struct PostgresItemStorage: ItemStorage, ItemLookupStorage, InStoreCodeStorage {
  let link: PostgresLink
  /// The station and session the writes are journalled as.
  let origin: ActionOrigin

  /// The lock key of in-store code assignment (`pg_advisory_xact_lock`): "STOCKIS1" in ASCII.
  static let inStoreCodeLock: Int64 = 0x5354_4F43_4B49_5331

  public func item(id: Int64, locking: Bool) throws -> Item? {
    try PostgresInventory.fetchItem(link, id: id, locking: locking)
  }

  public func snapshot(ofItem id: Int64) throws -> ItemSnapshot? { try ItemSnapshot.fetch(link, id: id) }

  public func record(_ entry: JournalEntry, time: Int64) throws {
    try PostgresInventory.record(link, entry, origin: origin, time: time)
  }

  public func appendMovement(
    itemID: Int64, itemName: String, delta: Int, reason: MovementReason, source: ScanSource, time: Int64,
    at locationID: Int64?, lot lotID: Int64?, partOf: Int64?, current: Item?
  ) throws -> Int64 {
    try PostgresInventory.insertMovement(
      link, itemID: itemID, itemName: itemName, delta: delta, reason: reason, source: source, origin: origin,
      time: time, locationID: locationID, lotID: lotID, partOf: partOf, current: current)
  }

  /// The schema keeps quantities within the limits, so a stored value outside them means its constraints were
  /// removed by hand: refused rather than papered over.
  public var repairsStoredQuantities: Bool { false }

  public func resetQuantity(itemID: Int64, time: Int64) throws {
    throw PostgresStoreError(.server, "quantities outside the limits are not repaired on a server")
  }

  public func match(for code: ProductCode) throws -> CodeMatch? { try PostgresInventory.fetchMatch(link, code: code) }

  public func categoryExists(id: Int64) throws -> Bool {
    try !link.query("SELECT 1 FROM category WHERE id = \(id)").isEmpty
  }

  public func insertItem(_ valid: ItemDraft.Valid, time: Int64) throws -> Int64 {
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
    return id
  }

  public func updateItem(id: Int64, to valid: ItemDraft.Valid, time: Int64) throws {
    try link.execute(
      """
      UPDATE item SET name = \(valid.name), sort_key = \(Item.sortKey(for: valid.name)),
        barcode = \(valid.barcode?.text), barcode_key = \(valid.barcode?.key), price_minor = \(valid.price?.minorUnits),
        category_id = \(valid.categoryID), minimum_quantity = \(valid.minimumQuantity),
        target_quantity = \(valid.targetQuantity), notes = \(valid.notes),
        own_words = array_to_tsvector(\(SearchWords.ofItem(valid))), updated_at = \(time)
      WHERE id = \(id)
      """)
  }

  public func removeItem(id: Int64) throws -> Int { try PostgresInventory.removeItem(link, id: id) }

  public func items(sortKey key: String, limit: Int) throws -> [Item] {
    try link.query(
      "SELECT \(unescaped: Item.postgresSelection) FROM item WHERE sort_key = \(key) LIMIT \(Int64(limit))"
    )
    .map(Item.init(postgresRow:))
  }

  /// Stations assigning at once queue on this lock, held until the transaction ends; every statement after it
  /// (READ COMMITTED) sees the codes the previous one gave.
  public func lockInStoreCodes() throws { try link.query("SELECT pg_advisory_xact_lock(\(Self.inStoreCodeLock))") }

  /// Keys compare as bytes here, as the in-store range needs.
  public func highestInStoreKey() throws -> String? {
    try link.query(
      """
      SELECT max(k) FROM (
        SELECT max(barcode_key) AS k FROM item WHERE barcode_key >= '020' AND barcode_key < '021'
        UNION ALL SELECT max(key) FROM item_barcode WHERE key >= '020' AND key < '021') codes
      """
    ).single(String?.self).flatMap { $0 }
  }

  public func setMainBarcode(_ code: ProductCode, itemID: Int64, time: Int64) throws {
    // The item had no barcode: its search words gain the code's, as `SearchWords.ofItem` gives them.
    let words = SearchWords.words(in: code.text) + SearchWords.words(in: code.key)
    try link.execute(
      """
      UPDATE item SET barcode = \(code.text), barcode_key = \(code.key), updated_at = \(time),
        own_words = own_words || array_to_tsvector(\(words))
      WHERE id = \(itemID)
      """)
  }
}
