import InventoryCore
import PostgresNIO

extension PostgresInventory {
  /// Count, units and value of the items matching `query`. PostgreSQL sums in `numeric` (no overflow);
  /// the sums come as text and are read in 128 bits, units clamped to `Int`.
  public func totals(matching query: ItemQuery = ItemQuery()) throws -> ItemTotals {
    var sql = SQLBuilder(
      "SELECT count(*), coalesce(sum(quantity), 0)::text, coalesce(sum(quantity::numeric * price_minor), 0)::text "
        + "FROM item")
    query.appendFilter(to: &sql)
    let row = try read { link in try link.query(sql.query).first }
    guard let (count, unitsText, valueText) = try row?.values((Int64, String, String).self) else {
      throw PostgresStoreError(.server, "the server returned no totals")
    }
    guard let units = Int128(unitsText), let value = Int128(valueText) else {
      throw PostgresStoreError(.server, "the server returned \"\(unitsText)\" and \"\(valueText)\" as totals")
    }
    return ItemTotals(count: Int(clamping: count), units: Int(clamping: units), value: MoneyTotal(minorUnits: value))
  }
}
