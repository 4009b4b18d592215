import InventoryCore

/// A row the inventory's state refuses, worded with its column (`quantity: …`): the importer reports it with
/// the row's line, and the import applies nothing.
public struct ImportRowProblem: Error {
  public var message: String

  public init(_ column: ItemCSVColumn, _ message: String) { self.message = "\(column.rawValue): \(message)" }

  /// A problem with the column of a custom field.
  public init(field: CustomField, _ message: String) { self.message = "\(field.name): \(message)" }

  /// The row's barcode belongs to `owner`'s item (as its main barcode or an extra one), not to item `id` (a
  /// new item when nil).
  public static func barcodeTaken(_ code: ProductCode, by owner: CodeMatch, notTo id: Int64? = nil) -> Self {
    let kind = owner.isMainBarcode ? "" : " as an extra barcode"
    return Self(
      .barcode,
      "\(code.text) already belongs to \"\(owner.item.name)\" (id \(owner.item.id ?? 0))\(kind)"
        + (id.map { ", not to id \($0)" } ?? ""))
  }

  /// The item's stored quantity is outside the limits (its database's checks were removed by hand): a row does
  /// not build on it.
  public static func quantityOutOfRange(_ item: Item) -> Self {
    Self(.quantity, InventoryError.storedValueOutOfRange(item).description)
  }
}
