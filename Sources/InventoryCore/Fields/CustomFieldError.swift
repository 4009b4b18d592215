/// Why a field, or a value of one, was refused; each names the field and says what would be accepted.
public enum CustomFieldError: Error, Sendable, Equatable, CustomStringConvertible {
  case invalidName(String, problem: String)
  case nameTaken(String)
  case notFound(String)
  case tooManyFields(limit: Int)
  case invalidDefinition(field: String, problem: String)
  case invalidValue(field: String, value: String, problem: String)
  case required(field: String)
  /// The field is for another category's items.
  case notForItem(field: String, itemName: String)
  case removedFieldNotFound(String)
  /// A list filter (`Field=value`) that cannot be read.
  case invalidFilter(String, problem: String)

  public var description: String {
    switch self {
    case .invalidName(let name, let problem): "\"\(name)\" is not a usable field name: \(problem)"
    case .nameTaken(let name): "a field named \"\(name)\" exists already (names ignore case)"
    case .notFound(let reference): "no field is named \"\(reference)\" (see stockroom fields list)"
    case .tooManyFields(let limit): "an inventory has at most \(limit) fields: remove one first"
    case .invalidDefinition(let field, let problem): "field \"\(field)\": \(problem)"
    case .invalidValue(let field, let value, let problem): "\"\(value)\" is not a value of \(field): \(problem)"
    case .required(let field): "\(field) is required: it cannot be left empty"
    case .notForItem(let field, let itemName): "\"\(itemName)\" is not in the category \(field) is for"
    case .removedFieldNotFound(let name): "no removed field is named \"\(name)\""
    case .invalidFilter(let text, let problem): "\"\(text)\" is not a field filter: \(problem)"
    }
  }
}
