import GRDB
import InventoryCore

/// The SQLite form of an `ItemQuery`: full-text search through FTS5, filters and orders in SQL.
extension ItemQuery {
  /// The FTS5 query for `search`: each word quoted (so punctuation is literal) and prefix-matched. Words are split
  /// where the index's tokenizer (unicode61) splits them, so each is one token: the index keeps no positions
  /// (`detail = none`), which a word of two tokens (a phrase) would need.
  static func ftsPattern(for search: String) -> String? {
    let words = searchWords(in: search)
    guard !words.isEmpty else { return nil }
    return words.map { "\"\($0)\"*" }.joined(separator: " ")
  }

  /// The words of `search` as unicode61 tokenizes them (before folding case and accents).
  static func searchWords(in search: String) -> [String] {
    var words: [String] = []
    var word = String.UnicodeScalarView()
    var hasBase = false
    func endWord() {
      if hasBase { words.append(String(word)) }
      word = String.UnicodeScalarView()
      hasBase = false
    }
    for scalar in search.unicodeScalars {
      if isTokenBase(scalar) {
        word.append(scalar)
        hasBase = true
      } else if isRemovedDiacritic(scalar) {
        word.append(scalar)  // part of the token, which unicode61 folds away
      } else {
        endWord()
      }
    }
    endWord()
    return words
  }

  /// A letter, number or private-use character, which unicode61 keeps in a token (its categories `L* N* Co`),
  /// except those its older Unicode tables still call spacing marks.
  static func isTokenBase(_ scalar: Unicode.Scalar) -> Bool {
    if (0x19B0...0x19C0).contains(scalar.value) || (0x19C8...0x19C9).contains(scalar.value)
      || (0x1CF2...0x1CF3).contains(scalar.value)
    {
      return false
    }
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber,
      .letterNumber, .otherNumber, .privateUse:
      return true
    default:
      return false
    }
  }

  /// The combining marks `remove_diacritics 2` removes from within a token (U+0300 to U+0331, not all of them);
  /// every other mark ends a token.
  static func isRemovedDiacritic(_ scalar: Unicode.Scalar) -> Bool {
    guard (0x300...0x331).contains(scalar.value) else { return false }
    let bit = scalar.value - 0x300
    return bit < 32 ? (0x0802_9FDF as UInt32) >> bit & 1 == 1 : (0x0003_61F8 as UInt32) >> (bit - 32) & 1 == 1
  }

  /// An item's stock at the locations other than the default (the default holds the rest).
  static let placedSQL = "(SELECT coalesce(sum(s.quantity), 0) FROM location_stock s WHERE s.item_id = item.id)"

  /// WHERE clause and arguments shared by the page, count and total queries.
  func filter() -> (sql: String, arguments: StatementArguments) {
    var conditions: [String] = []
    var arguments: StatementArguments = []
    switch category {
    case .any: break
    case .uncategorised: conditions.append("item.category_id IS NULL")
    case .category(let id):
      conditions.append("item.category_id = ?")
      arguments += [id]
    }
    if lowStockOnly { conditions.append("item.quantity < item.minimum_quantity") }
    if let location {
      var held: [String] = []
      if !location.locationIDs.isEmpty {
        let marks = Array(repeating: "?", count: location.locationIDs.count).joined(separator: ", ")
        held.append(
          "EXISTS (SELECT 1 FROM location_stock s WHERE s.item_id = item.id AND s.location_id IN (\(marks)) "
            + "AND s.quantity > 0)")
        arguments += StatementArguments(location.locationIDs)
      }
      if location.includesDefault { held.append("item.quantity > \(Self.placedSQL)") }
      conditions.append(held.isEmpty ? "0" : "(" + held.joined(separator: " OR ") + ")")
    }
    if let pattern = Self.ftsPattern(for: search) {
      conditions.append("item.id IN (SELECT rowid FROM item_search WHERE item_search MATCH ?)")
      arguments += [pattern]
    }
    for condition in fieldFilters {
      let shown = Self.shownValue(of: condition.field)
      let comparison = condition.comparison.sql
      conditions.append(
        condition.comparesNumbers
          ? "CAST(\(shown.sql) AS REAL) \(comparison) CAST(? AS REAL)" : "\(shown.sql) \(comparison) ?")
      arguments += shown.arguments
      arguments += [condition.operand]
    }
    return (conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND "), arguments)
  }

  /// The value `field` shows on the item (`CustomFieldFilter`): its own, else the field's default; none for an
  /// item of another category than the field's.
  static func shownValue(of field: CustomField) -> (sql: String, arguments: StatementArguments) {
    var sql = "(SELECT v.value FROM item_field_value v WHERE v.item_id = item.id AND v.field_id = ?)"
    var arguments: StatementArguments = [field.id]
    if let value = field.defaultValue {
      sql = "coalesce(\(sql), ?)"
      arguments += [value]
    }
    if let category = field.categoryID {
      sql = "CASE WHEN item.category_id = ? THEN \(sql) END"
      arguments = StatementArguments([category]) + arguments
    }
    return (sql, arguments)
  }

  /// What a sort by `field` orders an item's value row (`sorted_value`) by: its value as a number or as text.
  /// Migration v20 indexes both forms by field.
  static func fieldSortKey(_ field: CustomField) -> String {
    field.kind.comparesAsNumbers ? "CAST(sorted_value.value AS REAL)" : "sorted_value.value"
  }

  /// Never counted reads as before every count (times are never negative), so the order has no NULLs: it
  /// reverses exactly and can be sought.
  static let lastCountedKey = "coalesce(item.last_counted_at, -1)"

  func orderBy() -> String {
    let direction = ascending ? "ASC" : "DESC"
    if let field = sortField {
      // As `ListSegment` reads it: the items with a value by value then id, then the others by name then id.
      let value =
        "(SELECT \(Self.fieldSortKey(field)) FROM item_field_value sorted_value "
        + "WHERE sorted_value.item_id = item.id AND sorted_value.field_id = \(field.id))"
      return
        "ORDER BY \(value) IS NULL, \(value) \(direction), CASE WHEN \(value) IS NULL THEN item.sort_key END \(direction), "
        + "item.id \(direction)"
    }
    let column: String =
      switch sort {
      case .name: "item.sort_key \(direction)"
      case .barcode: "item.barcode IS NULL, item.barcode \(direction)"
      case .category: "category.name_key IS NULL, category.name_key \(direction)"
      case .quantity: "item.quantity \(direction)"
      case .minimum: "item.minimum_quantity \(direction)"
      case .price: "item.price_minor IS NULL, item.price_minor \(direction)"
      case .updated: "item.updated_at \(direction)"
      case .lastCounted: "\(Self.lastCountedKey) \(direction)"
      }
    // Descending is the exact reverse of ascending, ties included (the fast search path relies on it).
    return "ORDER BY \(column), item.sort_key \(direction), item.id \(direction)"
  }
}
