import Foundation
import GRDB
import InventoryCore
import InventoryEngine

extension SQLiteInventory {
  /// Everything that should always hold, checked on the live database (tests, and a `doctor`-style
  /// check): SQLite's own integrity and foreign-key checks, every quantity equal to the sum of its item's
  /// movements, and every number within `StockLimits`. Empty when all is well.
  public func integrityProblems() throws -> [String] {
    try database.read { db in
      var problems = try String.fetchAll(db, sql: "PRAGMA integrity_check").filter { $0 != "ok" }
      problems += try SchemaRules.problems(db).map { "the database: \($0)" }
      for row in try Row.fetchAll(db, sql: "PRAGMA foreign_key_check") {
        problems.append("foreign key: \(row.text(0, default: "?")) row \(row.integer(1) ?? 0)")
      }
      // total() sums in floating point: exact far beyond any in-range quantity, and it cannot overflow.
      let unbalanced = try Row.fetchAll(
        db,
        sql: """
          SELECT item.id, item.name, item.quantity, coalesce(m.total, 0) FROM item
          LEFT JOIN (SELECT item_id, total(delta) AS total FROM stock_movement GROUP BY item_id) m
            ON m.item_id = item.id
          WHERE item.quantity <> coalesce(m.total, 0)
          """)
      for row in unbalanced {
        problems.append(
          IntegrityWording.unbalancedQuantity(
            itemID: row.integer(0) ?? 0, name: row.text(1, default: ""), quantity: row.text(2, default: "?"),
            movementTotal: row.text(3, default: "?")))
      }
      if try !KeptTotals.agreeWithItems(db) {
        problems.append("the totals kept by category (item_totals) differ from the items")
      }
      return problems + (try Self.extraBarcodeProblems(db))
    }
      + (try itemsWithStoredValueProblems()).flatMap(\.storedValueWarnings)
  }
}
