/// A number the database holds outside the range stockroom allows (see `StockLimits`): an older
/// stockroom or another program wrote it. Reading such an item never fails; it is flagged with this.
public struct StoredValueProblem: Sendable, Hashable, CustomStringConvertible {
  public var field: ItemDraft.Field
  /// The value as the database holds it ("9.22337203685478e+18", "'abc'").
  public var stored: String
  /// The allowed range, in words ("0 to 1,000,000,000").
  public var allowed: String

  public init(field: ItemDraft.Field, stored: String, allowed: String) {
    self.field = field
    self.stored = stored
    self.allowed = allowed
  }

  public var description: String { "stored \(field.rawValue) \(stored) is outside \(allowed)" }
}

extension Item {
  /// "item 3 "Tea": stored quantity 9.2e+18 is outside 0 to 1,000,000,000", one line per problem.
  public var storedValueWarnings: [String] {
    storedValueProblems.map { problem in
      var line = "item \(id ?? 0) \"\(name)\": \(problem)"
      if problem.field == .quantity {
        line += "; set the real count with: stockroom adjust \(id ?? 0) --set N"
      } else {
        line += "; correct it with: stockroom items edit \(id ?? 0) --\(problem.field.optionName) VALUE"
      }
      return line
    }
  }
}

extension ItemDraft.Field {
  /// The `items edit` option that sets this field.
  var optionName: String {
    switch self {
    case .minimum: "minimum"
    case .target: "target"
    default: rawValue
    }
  }
}
