import Foundation

/// One validated data row of an item CSV file.
///
/// A value is nil when its cell is empty or its column is absent; `ItemCSVImport.columns` tells the two
/// apart, so the storage layer can keep an existing value for an absent column and clear it for an empty
/// cell. Text is as written (formula neutralisation undone); names and categories are trimmed.
public struct ItemCSVRow: Sendable, Equatable {
  /// The physical line the row starts on, for messages about it after validation (say, from the database).
  public var line: Int
  public var id: Int64?
  public var barcode: ProductCode?
  public var name: String?
  public var categoryName: String?
  public var quantity: Int?
  public var minimumQuantity: Int?
  public var targetQuantity: Int?
  public var price: Money?
  public var notes: String?
  public var createdAt: Date?
  public var updatedAt: Date?
  /// The item's extra barcodes in the file's order (empty for an empty cell or an absent column).
  public var otherBarcodes: [ItemBarcode]
  /// Custom field values by field id, canonical; a field whose column is present and whose cell is empty has
  /// none here (the import clears it).
  public var fieldValues: [Int64: String] = [:]

  public init(
    line: Int, id: Int64? = nil, barcode: ProductCode? = nil, name: String? = nil, categoryName: String? = nil,
    quantity: Int? = nil, minimumQuantity: Int? = nil, targetQuantity: Int? = nil, price: Money? = nil,
    notes: String? = nil, createdAt: Date? = nil, updatedAt: Date? = nil, otherBarcodes: [ItemBarcode] = []
  ) {
    self.line = line
    self.id = id
    self.barcode = barcode
    self.name = name
    self.categoryName = categoryName
    self.quantity = quantity
    self.minimumQuantity = minimumQuantity
    self.targetQuantity = targetQuantity
    self.price = price
    self.notes = notes
    self.createdAt = createdAt
    self.updatedAt = updatedAt
    self.otherBarcodes = otherBarcodes
  }

  /// Reads `cell` into the property of `column`, or says in words what is wrong with it.
  mutating func assign(_ column: ItemCSVColumn, from cell: String) throws(ItemCSVCell.Problem) {
    switch column {
    case .id: id = try ItemCSVCell.identifier(cell)
    case .barcode: barcode = try ItemCSVCell.barcode(cell)
    case .name: name = ItemCSVCell.text(cell, trimmed: true)
    case .category: categoryName = ItemCSVCell.text(cell, trimmed: true)
    case .quantity: quantity = try ItemCSVCell.count(cell, column: column)
    case .minimum: minimumQuantity = try ItemCSVCell.count(cell, column: column)
    case .target: targetQuantity = try ItemCSVCell.count(cell, column: column)
    case .price: price = try ItemCSVCell.price(cell)
    case .notes: notes = ItemCSVCell.text(cell, trimmed: false)
    case .created: createdAt = try ItemCSVCell.timestamp(cell, column: column)
    case .updated: updatedAt = try ItemCSVCell.timestamp(cell, column: column)
    case .otherBarcodes: otherBarcodes = try OtherBarcodesCell.parse(cell)
    }
  }
}
