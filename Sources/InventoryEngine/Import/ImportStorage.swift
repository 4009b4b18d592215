import InventoryCore

/// The rows importing a CSV row by row reads and writes, inside the store's transaction (`RowImporter` decides).
/// Every write is the import's: its movements have reason and source `.import`, its station, its time; an alert
/// a row's change raises is raised in the same transaction.
public protocol ImportStorage: ImportCategoryStorage, AlertRaising {
  /// The import's time: its movements', its items' changes' and its alerts'.
  var time: Int64 { get }
  func hasItems() throws -> Bool
  /// The item with id `id`, locked where the store locks rows.
  func item(id: Int64) throws -> Item?
  /// The item a code stands for (any form, main or extra barcode).
  func match(for code: ProductCode) throws -> CodeMatch?
  /// `match`'s item as the import will change it: locked where the store locks rows.
  func itemToChange(_ match: CodeMatch) throws -> Item?
  /// The items without a barcode whose `Item.sortKey` is `key`, in id order, locked where the store locks rows.
  func barcodelessItems(sortKey key: String) throws -> [Item]
  /// Inserts the item under `preferredID` when that is free, else under a new id, with its opening stock as a
  /// movement; nil times are the import's. Returns its id. (Barcode and category are checked already.)
  mutating func insertItem(_ valid: ItemDraft.Valid, preferredID: Int64?, createdAt: Int64?, updatedAt: Int64?)
    throws -> Int64
  /// Writes `item`'s name, category, minimum, target, price and notes, and its barcode unless `.kept`.
  func updateItem(_ item: Item, id: Int64, barcode: ImportedBarcode) throws
  /// Marks the item changed at the import's time.
  func touchItem(id: Int64) throws
  associatedtype Stock: StockStorage
  /// The import's stock changes, by the ledger's rules (`StockLedger.appendMovements`), as this import's station.
  var stock: Stock { get }
  /// Sets a stored quantity outside the limits to the file's. A store whose schema keeps quantities within
  /// the limits cannot reach it, and refuses a row that changes it (`ImportRowProblem.quantityOutOfRange`).
  func repairQuantity(of item: Item, to quantity: Int) throws
  func removeExtraBarcodes(of itemID: Int64) throws
  /// Adds extra barcodes; a code another item has throws `ItemBarcodeError`.
  func insertExtraBarcodes(_ barcodes: [ItemBarcode], itemID: Int64) throws
  /// Stores the item's value of a custom field (canonical, checked), or deletes it when nil.
  func writeFieldValue(itemID: Int64, fieldID: Int64, value: String?) throws
  /// What an error this storage threw says about the row, when it is the database refusing it; nil for any
  /// other error (it ends the import).
  func refusal(in error: any Error) -> RowRefusal?
}

/// What an import row does to its item's main barcode.
public enum ImportedBarcode {
  /// The file has no barcode column.
  case kept
  /// The row's barcode, nil for an empty cell.
  case replaced(by: ProductCode?)
}

/// A database's refusal of an import row, behind the importer's own checks.
public enum RowRefusal {
  /// The database refused the row (a constraint, say another station adding the same barcode meanwhile);
  /// `endsImport` when that ended the transaction (PostgreSQL), so no later row can be tried.
  case refused(String, endsImport: Bool)
  /// An earlier refusal ended the transaction: the problems found so far are all there will be.
  case afterRefusal
}
