/// Why a change to locations, or to the stock at one, was refused. Each names the location by its path.
public enum LocationError: Error, Sendable, Equatable, CustomStringConvertible {
  case invalidName(String, problem: String)
  case invalidCode(String, problem: String)
  case invalidNotes(problem: String)
  case notFound(String)
  /// A name more than one location has, in the paths it could mean.
  case ambiguous(String, paths: [String])
  case nameTaken(String, under: String?)
  case codeTaken(String, by: String)
  /// Moving `path` under `under`, one of its own sub-locations (or itself).
  case cycle(path: String, under: String)
  case notEmpty(path: String, items: Int, units: Int, sublocations: Int)
  case defaultCannotBeDeleted(path: String)
  case insufficientStock(itemName: String, path: String, holds: Int, requested: Int)
  case sameLocation(path: String)

  public var description: String {
    switch self {
    case .invalidName(let name, let problem): "\"\(name)\" is not a usable location name: \(problem)"
    case .invalidCode(let code, let problem): "\"\(code)\" is not a usable location code: \(problem)"
    case .invalidNotes(let problem): "location notes: \(problem)"
    case .notFound(let reference):
      "no location matches \"\(reference)\" (give its id, code, path like \"Shop/Shelf 3\", or name)"
    case .ambiguous(let name, let paths):
      "\(paths.count) locations are named \"\(name)\" (\(paths.joined(separator: "; "))): give its path or code"
    case .nameTaken(let name, let under):
      under.map { "\($0) already holds a location named \"\(name)\"" }
        ?? "a top-level location named \"\(name)\" exists already (names ignore case)"
    case .codeTaken(let code, let path): "the code \(code) is already \(path)'s"
    case .cycle(let path, let under):
      path == under
        ? "\(path) cannot be moved under itself"
        : "\(path) cannot be moved under \(under): that is one of its own sub-locations"
    case .notEmpty(let path, let items, let units, let sublocations):
      "\(path) still holds " + Self.contents(items: items, units: units, sublocations: sublocations)
        + ": move them elsewhere first"
    case .defaultCannotBeDeleted(let path):
      "\(path) is the default location (stock given no location is kept there): it cannot be deleted"
    case .insufficientStock(let itemName, let path, let holds, let requested):
      "only \(holds) of \"\(itemName)\" at \(path): cannot take \(requested) from there"
    case .sameLocation(let path): "the stock is at \(path) already: give two different locations"
    }
  }

  /// "4 items (12 units) and 1 sub-location".
  static func contents(items: Int, units: Int, sublocations: Int) -> String {
    var parts: [String] = []
    if items > 0 || units > 0 {
      parts.append("\(ActionWording.count(items, "item")) (\(ActionWording.count(units, "unit")))")
    }
    if sublocations > 0 { parts.append(ActionWording.count(sublocations, "sub-location")) }
    return parts.joined(separator: " and ")
  }
}
