import PostgresNIO

/// One multi-row `INSERT ... VALUES (...), (...)`: a round trip per batch rather than per row, every value a
/// parameter (NULL included, which `SQLBuilder.bind` does not take).
struct ArchiveInsert {
  /// PostgreSQL takes at most 65,535 parameters per statement.
  static let maximumParameters = 30_000

  private var rows: [String] = []
  private var row: [String] = []
  private var bindings = PostgresBindings()

  var isEmpty: Bool { rows.isEmpty }
  var parameterCount: Int { bindings.count }

  mutating func value<Value: PostgresDynamicTypeEncodable>(_ value: Value?) {
    if let value { bindings.append(value) } else { bindings.appendNull() }
    row.append("$\(bindings.count)")
  }

  /// A value spelled by SQL around its parameter: `array_to_tsvector($1)`.
  mutating func value<Value: PostgresDynamicTypeEncodable>(_ value: Value, in template: (String) -> String) {
    bindings.append(value)
    row.append(template("$\(bindings.count)"))
  }

  /// A "YYYY-MM-DD" text as a `date` (NULL for nil).
  mutating func date(_ value: String?) {
    guard let value else { return literal("NULL") }
    self.value(value) { "\($0)::date" }
  }

  /// A constant (an item's quantity, 0 until its movements arrive).
  mutating func literal(_ sql: String) { row.append(sql) }

  mutating func endRow() {
    rows.append("(\(row.joined(separator: ", ")))")
    row = []
  }

  /// `INSERT INTO table (columns) VALUES ...` followed by `suffix` (a RETURNING clause).
  func query(into table: String, columns: [String], suffix: String = "") -> PostgresQuery {
    PostgresQuery(
      unsafeSQL: "INSERT INTO \(table) (\(columns.joined(separator: ", "))) VALUES \(rows.joined(separator: ", "))"
        + suffix, binds: bindings)
  }
}
