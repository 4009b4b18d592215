import Foundation
import InventoryCore

/// How items look on stdout: an aligned table for people, JSON for scripts. Text from the database is
/// escaped in the table (`TerminalSafeText`) but exact in JSON, whose own escaping is already safe.
struct ItemOutput {
  let categoryNames: [Int64: String]
  /// Where the items' extra barcodes are read from (lists and `show` include them).
  private let service: any Inventory

  init(service: any Inventory) throws {
    self.service = service
    categoryNames = Dictionary(
      uniqueKeysWithValues: try service.categories().compactMap { summary in
        summary.category.id.map { ($0, summary.category.name) }
      })
  }

  /// For one item's output (a scan's): reads its own category's name only, never the whole list (with its
  /// counts of items, a cost that grows with the inventory). Display only: what the command did is done, so a
  /// name that cannot be read now is left out rather than turning a committed scan into a failure.
  init(service: any Inventory, categoryOf item: Item?) {
    self.service = service
    let id = item?.categoryID
    let name = id.flatMap { id in try? service.category(id: id)?.name }
    categoryNames = if let id, let name { [id: name] } else { [:] }
  }

  func categoryName(_ item: Item) -> String? { item.categoryID.flatMap { categoryNames[$0] } }

  /// One line per item; low stock is marked "!" and out of stock "x", so they survive without colour.
  /// Text columns are cut to a width; number columns never are (`10000…` would be a wrong number).
  func table(_ items: [Item], extraColumns: [Column] = []) throws -> String {
    let header = ["", "ID", "NAME", "BARCODE", "CATEGORY", "QTY", "MIN", "PRICE"] + extraColumns.map(\.header)
    let rows = try items.map { item in
      [
        item.stockStatus.plainMark, String(item.id ?? 0), item.name.terminalSafe, item.barcode?.terminalSafe ?? "",
        categoryName(item)?.terminalSafe ?? "",
        String(item.quantity), String(item.minimumQuantity), item.price?.description ?? "",
      ] + (try extraColumns.map { try $0.value(item).terminalSafe })
    }
    let extraRight = extraColumns.indices.filter { extraColumns[$0].rightAligned }.map { $0 + 8 }
    let rightAligned = Set([1, 5, 6, 7] + extraRight)
    let limits = [1, Int.max, 40, 14, 16, Int.max, Int.max, Int.max] + extraColumns.map { _ in 24 }
    let widths = header.indices.map { column in
      min(limits[column], ([header] + rows).map { $0[column].terminalWidth }.max() ?? 0)
    }
    return ([header] + rows).map { row in
      row.indices.map { row[$0].padded(toColumns: widths[$0], alignRight: rightAligned.contains($0)) }
        .joined(separator: " ").trimmingTrailingSpaces()
    }.joined(separator: "\n")
  }

  /// A column after the built-in ones (`items list --field-column`), cut to 24 columns like the text ones.
  struct Column {
    var header: String
    var rightAligned = false
    var value: (Item) throws -> String
  }

  struct JSONItem: Encodable {
    var id: Int64
    var name: String
    var barcode: String?
    var symbology: String?
    var quantity: Int
    var minimum: Int
    var target: Int?
    /// A string so the exact amount survives JSON parsers that use floating point.
    var price: String?
    var category: String?
    var notes: String
    var lowStock: Bool
    var outOfStock: Bool
    var toOrder: Int
    var created: String
    var updated: String
    /// The item's extra barcodes (issue 12); left out where an output does not list them (a scan's item).
    var otherBarcodes: [JSONBarcode]?
    /// Custom field values (defaults included) by field name; left out when the inventory has no fields.
    var fields: [String: String]?
    /// The item's own expiry window in days (`items show`); left out when it has none (the global one).
    var expiryWindowDays: Int?
  }

  /// One of an item's barcodes as `items barcodes --json` and the item lists show it.
  struct JSONBarcode: Encodable {
    var code: String
    var unitsPerScan: Int
    var label: String
    /// Whether it is the item's main barcode (the one `barcode` names) rather than an extra one.
    var main: Bool

    init(_ barcode: ItemBarcode, main: Bool = false) {
      code = barcode.code
      unitsPerScan = barcode.unitsPerScan
      label = barcode.label
      self.main = main
    }
  }

  /// `item` with its extra barcodes, read now.
  func jsonWithBarcodes(_ item: Item) throws -> JSONItem {
    var json = json(item)
    json.otherBarcodes = try item.id.map { try service.barcodes(ofItem: $0) }?.map { JSONBarcode($0) } ?? []
    json.fields = try service.shownFieldValues(of: item)
    return json
  }

  func json(_ item: Item) -> JSONItem {
    JSONItem(
      id: item.id ?? 0, name: item.name, barcode: item.barcode,
      symbology: item.barcode.flatMap { try? ProductCode($0).symbology.rawValue }, quantity: item.quantity,
      minimum: item.minimumQuantity, target: item.targetQuantity, price: item.price?.description,
      category: categoryName(item), notes: item.notes, lowStock: item.isLowStock,
      outOfStock: item.stockStatus == .out, toOrder: item.reorderQuantity,
      created: Timestamps.iso8601(item.createdAt), updated: Timestamps.iso8601(item.updatedAt))
  }

  /// The items with their extra barcodes (read in one go).
  func printJSON(_ items: [Item]) throws {
    let barcodes = try service.barcodes(ofItems: items.compactMap(\.id))
    let hasFields = try (service as? any CustomFieldInventory)?.customFields().isEmpty == false
    try JSONOutput.print(
      try items.map { item in
        var json = json(item)
        json.otherBarcodes = (item.id.flatMap { barcodes[$0] } ?? []).map { JSONBarcode($0) }
        if hasFields { json.fields = try service.shownFieldValues(of: item) }
        return json
      })
  }
}

extension Item {
  /// The id of an item read from the database; only a draft that was never saved lacks one.
  func storedID() throws -> Int64 {
    guard let id else {
      throw CommandFailure(message: "item \"\(name)\" has no id: it was never saved", status: ExitStatus.failure)
    }
    return id
  }
}

enum JSONOutput {
  static func print(_ value: some Encodable) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.keyEncodingStrategy = .convertToSnakeCase
    Swift.print(String(decoding: try encoder.encode(value), as: UTF8.self))
  }
}

extension String {
  func trimmingTrailingSpaces() -> String {
    var result = self
    while result.last == " " { result.removeLast() }
    return result
  }
}
