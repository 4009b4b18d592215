import PostgresNIO

extension PostgresRow {
  /// The row's columns as `types`; a column of another type (a schema changed by hand) is a clear error
  /// rather than a crash.
  func values<each Column: PostgresDecodable>(_ types: (repeat each Column).Type) throws -> (repeat each Column) {
    do { return try decode(types) } catch {
      throw PostgresStoreError(.server, "the database returned a value of an unexpected type: \(error)")
    }
  }
}

extension Sequence where Element == PostgresRow {
  /// The first column of the first row, or nil without rows.
  func single<Value: PostgresDecodable>(_ type: Value.Type) throws -> Value? {
    var iterator = makeIterator()
    return try iterator.next()?.values(type)
  }
}
