import Foundation

extension StockSession {
  /// A session from its stored columns (both stores keep the same ones), or `damagedSession` when one holds
  /// a value stockroom never writes.
  public init(
    storedID id: Int64, kind: String, state: String, scopeCategoryID: Int64?, scopeUncategorised: Bool,
    scopeSearch: String, uncountedDefault: String, note: String, station: String, startedAt: Int64,
    closedAt: Int64?, closedBy: String?, scopeLocationID: Int64? = nil, scopeWithSublocations: Bool = false
  ) throws {
    guard let kind = Kind(rawValue: kind) else {
      throw StockSessionError.damagedSession(id: id, problem: "its kind is \"\(kind)\"")
    }
    guard let state = State(rawValue: state) else {
      throw StockSessionError.damagedSession(id: id, problem: "its state is \"\(state)\"")
    }
    guard let uncounted = UncountedChoice(rawValue: uncountedDefault) else {
      throw StockSessionError.damagedSession(id: id, problem: "its uncounted default is \"\(uncountedDefault)\"")
    }
    let category: ItemQuery.CategoryFilter =
      if let scopeCategoryID { .category(scopeCategoryID) } else if scopeUncategorised { .uncategorised } else { .any }
    self.init(
      id: id, kind: kind, state: state,
      scope: SessionScope(
        category: category, search: scopeSearch, locationID: scopeLocationID, withSublocations: scopeWithSublocations),
      uncountedDefault: uncounted, note: note, startedAt: Date(epochMilliseconds: startedAt), station: station,
      closedAt: closedAt.map(Date.init(epochMilliseconds:)), closedBy: closedBy)
  }
}

extension SessionScope {
  /// The category column as stored: the category's id, or nil.
  public var storedCategoryID: Int64? {
    if case .category(let id) = category { return id }
    return nil
  }

  /// Whether the scope is the items without a category.
  public var storedUncategorised: Bool { category == .uncategorised }
}
