import PostgresNIO

/// SQL assembled in pieces (filters, orders) with its values as parameters: `bind` appends a value and
/// returns its placeholder, so no value is ever spliced into the text.
struct SQLBuilder {
  private(set) var text: String
  private var bindings = PostgresBindings()

  init(_ text: String = "") { self.text = text }

  mutating func append(_ sql: String) { text += sql }

  mutating func bind<Value: PostgresDynamicTypeEncodable>(_ value: Value) -> String {
    bindings.append(value)
    return "$\(bindings.count)"
  }

  var query: PostgresQuery { PostgresQuery(unsafeSQL: text, binds: bindings) }
}
