import Foundation
import InventoryCore
import InventoryEngine
import PostgresNIO

/// Statements behind extra barcodes (issue 12). They run inside the caller's transaction.
extension PostgresInventory {
  static let barcodeSelection = "item_barcode.code, item_barcode.key, item_barcode.units_per_scan, item_barcode.label"

  /// The item's extra barcodes in the order they were added.
  static func fetchBarcodes(_ link: PostgresLink, itemID: Int64) throws -> [ItemBarcode] {
    try link.query(
      "SELECT \(unescaped: barcodeSelection) FROM item_barcode WHERE item_id = \(itemID) ORDER BY id"
    ).map { try ItemBarcode(postgresRow: $0, from: 0) }
  }

  /// The extra barcodes of `ids` (of every item when nil), by item, each item's in order.
  static func fetchBarcodes(_ link: PostgresLink, itemIDs ids: [Int64]?) throws -> [Int64: [ItemBarcode]] {
    var sql = SQLBuilder("SELECT item_barcode.item_id, \(barcodeSelection) FROM item_barcode")
    if let ids {
      guard !ids.isEmpty else { return [:] }
      sql.append(" WHERE item_id = ANY(\(sql.bind(ids)))")
    }
    sql.append(" ORDER BY item_id, id")
    var barcodes: [Int64: [ItemBarcode]] = [:]
    for row in try link.query(sql.query) {
      let itemID = try row.values(Int64.self)
      barcodes[itemID, default: []].append(try ItemBarcode(postgresRow: row, from: 1))
    }
    return barcodes
  }

  /// The item `code` belongs to, as its main or an extra barcode (`CodeOwnerStorage.match`).
  static func fetchMatch(_ link: PostgresLink, code: ProductCode) throws -> CodeMatch? {
    try PostgresCodeOwners(link: link).match(for: code)
  }

  static func fetchOwner(_ link: PostgresLink, key: String) throws -> CodeMatch? {
    try PostgresCodeOwners(link: link).owner(ofBarcodeKey: key)
  }

  /// Inserts extra barcodes of item `itemID`, in order, refusing a code that belongs to an item already.
  static func insertBarcodes(_ link: PostgresLink, _ barcodes: [ItemBarcode], itemID: Int64) throws {
    try PostgresCodeOwners(link: link).insertExtraBarcodes(barcodes, itemID: itemID)
  }
}

/// Barcode owners' rows in a PostgreSQL transaction (`CodeOwnerStorage` decides what a code matches); an extra
/// barcode's search words go with it.
struct PostgresCodeOwners: CodeOwnerStorage {
  let link: PostgresLink

  func item(barcodeKey key: String) throws -> Item? {
    try link.query("SELECT \(unescaped: Item.postgresSelection) FROM item WHERE barcode_key = \(key)").first
      .map(Item.init(postgresRow:))
  }

  func extraBarcodeOwner(key: String) throws -> CodeMatch? {
    guard
      let row = try link.query(
        """
        SELECT \(unescaped: Item.postgresSelection), \(unescaped: PostgresInventory.barcodeSelection) FROM item_barcode
        JOIN item ON item.id = item_barcode.item_id WHERE item_barcode.key = \(key)
        """
      ).first
    else { return nil }
    return CodeMatch(
      item: try Item(postgresRow: row), barcode: try ItemBarcode(postgresRow: row, from: 12), isMainBarcode: false)
  }

  func insertExtraBarcodeRow(_ barcode: ItemBarcode, itemID: Int64) throws {
    try link.execute(
      """
      INSERT INTO item_barcode (item_id, code, key, units_per_scan, label, words)
      VALUES (\(itemID), \(barcode.code), \(barcode.key), \(barcode.unitsPerScan), \(barcode.label),
        array_to_tsvector(\(SearchWords.ofBarcode(code: barcode.code, key: barcode.key))))
      """)
  }
}

extension SearchWords {
  /// An extra barcode's words: the code as given and as key, as an item's main barcode's.
  static func ofBarcode(code: String, key: String) -> [String] { words(in: code) + words(in: key) }
}

extension ItemBarcode {
  /// The four columns of `PostgresInventory.barcodeSelection` from `start`. Units outside 1...maximum (the
  /// constraint dropped by hand) read as the nearest bound; the integrity check names such rows.
  init(postgresRow row: PostgresRow, from start: Int) throws {
    let columns = PostgresRandomAccessRow(row)
    guard columns.count >= start + 4 else {
      throw PostgresStoreError(.server, "the database returned an extra barcode without its columns")
    }
    do {
      let units = try columns[start + 2].decode(Int64.self)
      self.init(
        code: try columns[start].decode(String.self), key: try columns[start + 1].decode(String.self),
        unitsPerScan: Int(min(max(units, 1), Int64(ItemBarcode.maximumUnitsPerScan))),
        label: try columns[start + 3].decode(String.self))
    } catch {
      throw PostgresStoreError(.server, "the database returned an extra barcode of an unexpected type: \(error)")
    }
  }
}
