import GRDB
import InventoryCore

extension SQLiteInventory {
  /// Writes the items matching `query` (a search or category filter on screen) as CSV, in the query's
  /// order, in the same columns as `exportItems(to:)`. Returns the number of items.
  @discardableResult
  public func exportItems(matching query: ItemQuery, to sink: @escaping ([UInt8]) throws -> Void) throws -> Int {
    let (names, fields, fieldValues) = try database.read { db in
      (try Self.categoryNames(db), try Self.exportedFields(db), try Self.fetchAllFieldValues(db))
    }
    var writer = ItemCSVWriter(fields: fields, sink: sink)
    var count = 0
    let page = 1000
    // Paged (seeking from the last item where the order allows), so memory stays small at any size.
    var last: Item?
    while true {
      let items: [Item]
      if let last, let sought = try self.items(matching: query, adjacentTo: last, forward: true, limit: page) {
        items = sought
      } else {
        items = try self.items(matching: query, limit: page, offset: count)
      }
      let barcodes = try barcodes(ofItems: items.compactMap(\.id))
      for item in items {
        try writer.write(
          item, categoryName: item.categoryID.flatMap { names[$0] },
          otherBarcodes: item.id.flatMap { barcodes[$0] } ?? [], fieldValues: item.id.flatMap { fieldValues[$0] } ?? [:]
        )
      }
      count += items.count
      guard items.count == page, let next = items.last else { break }
      last = next
    }
    try writer.finish()
    return count
  }
}
