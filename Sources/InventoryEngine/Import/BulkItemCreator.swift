import InventoryCore

/// Creating every row of an import into an inventory that has no items (a first load, a restore) set-wise, in
/// a few statements instead of two or three per row, decided once for every store over its
/// `BulkCreationStorage`. The result is what `RowImporter` gives: the same ids, categories, movements and
/// search words; the store's triggers and constraints still check every row.
///
/// Anything the row-by-row path would report as a problem (a row without a name, a row the database refuses,
/// an id an earlier row's new item took, a category name or extra barcode the store refuses) makes `createAll`
/// roll back to its savepoint and return nil, so that path runs and words every problem with its line.
public struct BulkItemCreator<Storage: BulkCreationStorage> {
  public let storage: Storage
  /// The import's time: the items' times where the file has none.
  public let time: Int64

  public init(storage: Storage, time: Int64) {
    self.storage = storage
    self.time = time
  }

  /// What a set-wise creation did.
  public struct Created {
    public var summary: ImportSummary
    /// The largest id given to an item, when one was: a store whose id sequence is not moved by inserts with
    /// an id raises it past this one.
    public var largestID: Int64?
  }

  /// A row only the row-by-row path can word (see the type's comment).
  private struct RowByRowNeeded: Error {}

  /// Creates every row, or returns nil with nothing changed (see the type's comment).
  ///
  /// - Parameter progress: called with rising fractions below 1 (staging rows takes about the first 40 %).
  public func createAll(_ csv: ItemCSVImport, progress: ((Double) -> Void)?) throws -> Created? {
    guard csv.everyRowHasName else { return nil }
    try storage.beginSavepoint()
    do {
      guard let created = try create(csv, progress: progress) else {
        try storage.rollBackSavepoint()
        return nil
      }
      try storage.releaseSavepoint()
      return created
    } catch let error where error is InventoryError || error is ItemBarcodeError || storage.isRowRefusal(error) {
      // A row the database refuses, a category name the store refuses, an extra barcode another row's item
      // has: the row-by-row path names its line.
      try storage.rollBackSavepoint()
      return nil
    }
  }

  private func create(_ csv: ItemCSVImport, progress: ((Double) -> Void)?) throws -> Created? {
    guard var ids = try storage.largestItemIDGiven().map(ItemIDSequence.init(largest:)) else { return nil }
    var categories = ImportCategories()
    var staging = try storage.beginStaging()
    var extraBarcodes: [ExtraBarcodes] = []
    var fieldValues: [StagedFieldValue] = []
    var position = 0
    do {
      try csv.forEachRow { row in
        defer { position += 1 }
        guard let name = row.name, let id = ids.next(preferring: row.id) else { throw RowByRowNeeded() }
        if !row.otherBarcodes.isEmpty { extraBarcodes.append(ExtraBarcodes(itemID: id, barcodes: row.otherBarcodes)) }
        let valid = ItemDraft.Valid(
          name: name, barcode: row.barcode, quantity: row.quantity ?? 0, price: row.price,
          categoryID: try categories.id(named: row.categoryName, in: storage),
          minimumQuantity: row.minimumQuantity ?? 0, targetQuantity: row.targetQuantity, notes: row.notes ?? "")
        for field in csv.fields {
          guard let value = row.fieldValues[field.id] else { continue }
          // A value of another category's field: the row-by-row path words the refusal.
          guard field.applies(toCategory: valid.categoryID) else { throw RowByRowNeeded() }
          fieldValues.append(StagedFieldValue(itemID: id, fieldID: field.id, value: value))
        }
        try staging.stage(
          StagedItem(
            position: position, id: id, valid: valid, createdAt: row.createdAt?.epochMilliseconds ?? time,
            updatedAt: row.updatedAt?.epochMilliseconds ?? time))
        if let progress, position % 1000 == 999 { progress(0.4 * Double(position + 1) / Double(csv.rowCount)) }
      }
    } catch is RowByRowNeeded {
      return nil
    }
    try storage.createStaged(staging, rowCount: position, extraBarcodes: extraBarcodes, progress: progress)
    if !fieldValues.isEmpty { try storage.insertFieldValues(fieldValues) }
    var summary = ImportSummary()
    summary.added = csv.rowCount
    summary.categoriesCreated = categories.created
    return Created(summary: summary, largestID: ids.largestGiven)
  }
}
