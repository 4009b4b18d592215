import InventoryCore

/// What a store does to create an import's items set-wise, inside its transaction (`BulkItemCreator` decides
/// which rows can go that way, and their ids and categories). The staging and the statements are the store's
/// own: SQLite stages in a temporary table, PostgreSQL streams to one with COPY.
public protocol BulkCreationStorage: ImportCategoryStorage {
  associatedtype Staging: ItemStaging
  /// The largest item id the store has given (`ItemIDSequence`); nil when it cannot create set-wise here (it
  /// has items already).
  func largestItemIDGiven() throws -> Int64?
  func beginSavepoint() throws
  func releaseSavepoint() throws
  /// Undoes everything since `beginSavepoint`.
  func rollBackSavepoint() throws
  /// Starts taking items to create.
  func beginStaging() throws -> Staging
  /// Creates every staged item with its opening stock as the import's movement, in file order, and gives
  /// items their extra barcodes (a code another item has throws `ItemBarcodeError`); `rowCount` items were
  /// staged. `progress` is called with rising fractions from 0.4, below 1.
  func createStaged(
    _ staging: Staging, rowCount: Int, extraBarcodes: [ExtraBarcodes], progress: ((Double) -> Void)?
  ) throws
  /// Gives the new items their custom field values (after `createStaged`).
  func insertFieldValues(_ values: [StagedFieldValue]) throws
  /// Whether `error` is the database refusing a row (a constraint): the row-by-row path words it.
  func isRowRefusal(_ error: any Error) -> Bool
}

/// Takes the items a set-wise import will create, one at a time in file order.
public protocol ItemStaging {
  mutating func stage(_ item: StagedItem) throws
}

/// One item a set-wise import creates: its row's values, checked, with the id it gets.
public struct StagedItem {
  /// The row's place in the file, from 0.
  public var position: Int
  public var id: Int64
  public var valid: ItemDraft.Valid
  public var createdAt: Int64
  public var updatedAt: Int64
}

/// A new item's value of a custom field, given once the items exist.
public struct StagedFieldValue {
  public var itemID: Int64
  public var fieldID: Int64
  public var value: String
}

/// A new item's extra barcodes, given once the items exist.
public struct ExtraBarcodes {
  public var itemID: Int64
  public var barcodes: [ItemBarcode]
}
