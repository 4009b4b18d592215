import Foundation
import InventoryCore
import InventoryEngine
import PostgresNIO

/// The health check on a server: PostgreSQL checks its own pages and foreign keys, and the schema's constraints
/// and triggers keep stock right; so the check is that those rules are still in force (someone with the rights
/// can drop a constraint or disable a trigger), and that what they guard holds: every quantity equal to the sum
/// of its item's movements, every number within `StockLimits`, every reference pointing at a row.
extension PostgresInventory {
  /// The triggers that keep quantities, history and search right (`PostgresSchema`).
  static let ruleTriggers = [
    "stock_movement_applies", "stock_movement_reattached", "stock_movement_is_append_only",
    "stock_movement_is_never_truncated", "item_quantity_by_movements", "item_search_words", "category_search_words",
    "item_barcode_is_no_main_barcode", "item_main_barcode_is_no_extra_barcode", "item_barcode_words",
    // v13: an INSERT's halves of the row rules, and the checks of a statement with opening stock.
    "item_quantity_starts_at_zero", "item_search_words_of_new_item", "item_new_main_barcode_is_no_extra_barcode",
    "item_opening_stock_keeps_the_rules", "stock_movement_opening_stock_is_its_item",
  ]
  /// The constraints that keep numbers within `StockLimits` and one product one item.
  static let ruleConstraints = [
    "item_quantity_in_range", "item_price_in_range", "item_minimum_in_range", "item_target_in_range",
    "stock_movement_delta_in_range", "item_barcode_is_unique", "category_name_is_unique", "extra_barcode_is_unique",
    "extra_barcode_units_in_range",
  ]

  /// Everything that should always hold; empty when all is well.
  public func integrityProblems() throws -> [String] {
    try read { link in
      try Self.missingRules(link) + Self.unbalancedQuantities(link) + Self.brokenReferences(link)
        + Self.movementsOutOfRange(link) + Self.extraBarcodeProblems(link)
    } + (try itemsWithStoredValueProblems()).flatMap(\.storedValueWarnings)
  }

  /// Rules of the schema that are gone or switched off.
  static func missingRules(_ link: PostgresLink) throws -> [String] {
    var problems: [String] = []
    let triggers = try link.query(
      """
      SELECT tgname::text, tgenabled::text FROM pg_trigger
      WHERE NOT tgisinternal AND tgrelid IN (to_regclass('item'), to_regclass('stock_movement'),
        to_regclass('category'), to_regclass('item_barcode'))
      """
    ).map { try $0.values((String, String).self) }
    for name in ruleTriggers {
      guard let state = triggers.first(where: { $0.0 == name })?.1 else {
        problems.append("trigger \(name) is missing: the database no longer enforces the rule it keeps")
        continue
      }
      if state == "D" || state == "R" {
        problems.append("trigger \(name) is disabled: enable it with ALTER TABLE ... ENABLE TRIGGER \(name)")
      }
    }
    let constraints = try link.query(
      """
      SELECT conname::text, convalidated FROM pg_constraint
      WHERE conrelid IN (to_regclass('item'), to_regclass('stock_movement'), to_regclass('category'),
        to_regclass('item_barcode'))
      """
    ).map { try $0.values((String, Bool).self) }
    for name in ruleConstraints {
      guard let validated = constraints.first(where: { $0.0 == name })?.1 else {
        problems.append("constraint \(name) is missing: the database no longer enforces the rule it keeps")
        continue
      }
      if !validated { problems.append("constraint \(name) is not validated: rows before it may break it") }
    }
    return problems
  }

  /// Items whose quantity is not the sum of their movements (summed in `numeric`: no overflow).
  static func unbalancedQuantities(_ link: PostgresLink) throws -> [String] {
    try link.query(
      """
      SELECT item.id, item.name, item.quantity::text, coalesce(m.total, 0)::text FROM item
      LEFT JOIN (SELECT item_id, sum(delta) AS total FROM stock_movement GROUP BY item_id) m ON m.item_id = item.id
      WHERE item.quantity <> coalesce(m.total, 0)
      ORDER BY item.id
      """
    ).map { row in
      let (id, name, quantity, total) = try row.values((Int64, String, String, String).self)
      return IntegrityWording.unbalancedQuantity(itemID: id, name: name, quantity: quantity, movementTotal: total)
    }
  }

  /// References to rows that do not exist (their foreign keys dropped).
  static func brokenReferences(_ link: PostgresLink) throws -> [String] {
    let checks = [
      ("item", "category_id", "category"), ("stock_movement", "item_id", "item"), ("scan", "item_id", "item"),
      ("item_barcode", "item_id", "item"),
    ]
    var problems: [String] = []
    for (table, column, target) in checks {
      let ids = try link.query(
        """
        SELECT \(unescaped: table).id FROM \(unescaped: table)
        WHERE \(unescaped: column) IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM \(unescaped: target) WHERE \(unescaped: target).id = \(unescaped: column))
        ORDER BY \(unescaped: table).id LIMIT 20
        """
      ).map { try $0.values(Int64.self) }
      problems += ids.map { "foreign key: \(table) row \($0) names \(target) that does not exist" }
    }
    return problems
  }

  /// Movements whose change is 0 or beyond the maximum (their constraint dropped).
  static func movementsOutOfRange(_ link: PostgresLink) throws -> [String] {
    let maximum = Int64(StockLimits.maximumQuantity)
    return try link.query(
      """
      SELECT id, item_name, delta::text FROM stock_movement WHERE delta = 0 OR delta NOT BETWEEN \(-maximum) AND \(maximum)
      ORDER BY id LIMIT 20
      """
    ).map { row in
      let (id, name, delta) = try row.values((Int64, String, String).self)
      return "stock movement \(id) of \"\(name)\": change \(delta) is outside the allowed range"
    }
  }
}
