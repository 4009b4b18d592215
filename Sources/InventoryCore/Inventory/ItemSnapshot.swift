import Foundation

/// An item as it was at one moment: enough to restore it (same id, so its history re-attaches) or to put
/// its fields back after an edit. Kept as JSON in the journal.
public struct ItemSnapshot: Codable, Sendable, Hashable {
  public var id: Int64
  public var name: String
  public var barcode: String?
  public var barcodeKey: String?
  public var quantity: Int
  public var priceMinor: Int64?
  public var categoryID: Int64?
  /// For display only (the category may be renamed or deleted later).
  public var categoryName: String?
  public var minimumQuantity: Int
  public var targetQuantity: Int?
  public var notes: String
  public var createdAt: Int64
  public var updatedAt: Int64
  /// The item's extra barcodes, in their order; nil when it has none (so entries of items without any read as
  /// they did before extra barcodes existed). Restoring a deleted item puts them back.
  public var extraBarcodes: [ItemBarcode]?
  /// When a stocktake last counted it (epoch milliseconds); nil if never, and in entries older than counts.
  public var lastCountedAt: Int64?
  /// The item's own custom field values, by field; nil when it has none (so older entries read as they did).
  /// An edit's undo and a deleted item's restore put them back.
  public var fieldValues: [SnapshotFieldValue]?
  /// The lots it held when it was deleted (a delete's snapshot only); nil when none, and in older entries. A
  /// restore puts their units back in them.
  public var lots: [KeptLot]?

  public init(
    id: Int64, name: String, barcode: String?, barcodeKey: String?, quantity: Int, priceMinor: Int64?,
    categoryID: Int64?, categoryName: String?, minimumQuantity: Int, targetQuantity: Int?, notes: String,
    createdAt: Int64, updatedAt: Int64, extraBarcodes: [ItemBarcode]? = nil, lastCountedAt: Int64? = nil,
    fieldValues: [SnapshotFieldValue]? = nil, lots: [KeptLot]? = nil
  ) {
    self.id = id
    self.name = name
    self.barcode = barcode
    self.barcodeKey = barcodeKey
    self.quantity = quantity
    self.priceMinor = priceMinor
    self.categoryID = categoryID
    self.categoryName = categoryName
    self.minimumQuantity = minimumQuantity
    self.targetQuantity = targetQuantity
    self.notes = notes
    self.createdAt = createdAt
    self.updatedAt = updatedAt
    self.extraBarcodes = extraBarcodes?.isEmpty == false ? extraBarcodes : nil
    self.lastCountedAt = lastCountedAt
    self.fieldValues = fieldValues?.isEmpty == false ? fieldValues : nil
    self.lots = lots?.isEmpty == false ? lots : nil
  }

  /// The item's own value of field `id`, if it has one.
  public func fieldValue(_ id: Int64) -> String? { fieldValues?.first { $0.fieldID == id }?.value }

  public var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return (try? encoder.encode(self)).flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
  }

  /// nil for NULL; a damaged text (another program wrote it) is an error naming the journal entry.
  public static func decode(_ text: String?, action id: Int64) throws -> ItemSnapshot? {
    guard let text else { return nil }
    do { return try JSONDecoder().decode(ItemSnapshot.self, from: Data(text.utf8)) } catch {
      throw UndoError.damagedEntry(actionID: id)
    }
  }
}
