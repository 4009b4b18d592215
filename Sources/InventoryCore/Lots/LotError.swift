/// Why lot details were refused.
public enum LotError: Error, Sendable, Equatable, CustomStringConvertible {
  case invalid(field: String, value: String, problem: String)
  /// Lot options without a batch, serial or date.
  case noDetails

  public var description: String {
    switch self {
    case .invalid(let field, let value, let problem): "\"\(value)\" is not a usable lot \(field): \(problem)"
    case .noDetails: "a lot needs a batch, a serial, an expiry or a best-before date"
    }
  }
}
