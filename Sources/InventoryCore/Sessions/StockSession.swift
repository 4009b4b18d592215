import Foundation

/// A stock session: a stocktake (`count`) or a batch of goods received or removed, scanned first and
/// reviewed before it changes any stock. Scans are kept as they come (`addToSession`), so a crash or a quit
/// loses nothing and the session can be resumed, from this station or another; committing applies all of it
/// in one transaction, discarding keeps its scans for the record and changes nothing.
public struct StockSession: Sendable, Hashable, Identifiable {
  public enum Kind: String, Sendable, CaseIterable, Codable {
    /// A stocktake: lines are counted quantities, compared with what the stock said.
    case count
    /// Goods arriving: lines are added to stock.
    case receive
    /// Goods leaving (picking): lines are taken out of stock.
    case remove
  }

  public enum State: String, Sendable, CaseIterable, Codable {
    case open, committed, discarded
  }

  public var id: Int64
  public var kind: Kind
  public var state: State
  /// Which items a count covers (what "not counted" lists); `.everything` for batches.
  public var scope: SessionScope
  /// What happens at commit to items in scope that no one counted, unless chosen per item.
  public var uncountedDefault: UncountedChoice
  public var note: String
  public var startedAt: Date
  /// The station that started it (`ActionOrigin.station`).
  public var station: String
  public var closedAt: Date?
  /// The station that committed or discarded it.
  public var closedBy: String?

  public init(
    id: Int64, kind: Kind, state: State = .open, scope: SessionScope = .everything,
    uncountedDefault: UncountedChoice = .leave, note: String = "", startedAt: Date, station: String,
    closedAt: Date? = nil, closedBy: String? = nil
  ) {
    self.id = id
    self.kind = kind
    self.state = state
    self.scope = scope
    self.uncountedDefault = uncountedDefault
    self.note = note
    self.startedAt = startedAt
    self.station = station
    self.closedAt = closedAt
    self.closedBy = closedBy
  }

  public var isOpen: Bool { state == .open }

  /// Whether some items are outside the session: a count of a category or a search (a batch takes any item).
  public var limitsItems: Bool { kind == .count && !scope.isEverything }

  /// The error to refuse a change with when the session is no longer open; nil while it is.
  public var closedRefusal: StockSessionError? {
    isOpen ? nil : .sessionClosed(id: id, kind: kind, state: state)
  }
}

/// What a count covers: every item, a category (or the uncategorised ones), items matching a search, or a
/// category and a search together. The same filters as the item list (`ItemQuery`), so "count what I see"
/// counts exactly the list on screen.
public struct SessionScope: Sendable, Hashable {
  public var category: ItemQuery.CategoryFilter
  /// `ItemQuery.search`: every word must match the start of a word of the item.
  public var search: String
  /// A count of one location (its id) and, with `withSublocations`, of every location below it: its entries are
  /// counted there (at the location itself when none was scanned), its commit sets the stock there only, and
  /// "uncounted → zero" zeroes only the stock there. Nil: the stock wherever it is.
  public var locationID: Int64?
  public var withSublocations: Bool
  /// The location's filter (`LocationTree.filter`), set from the tree where the items the count did not reach
  /// are read (`uncountedQuery`); never stored.
  public var locationFilter: LocationFilter?

  public init(
    category: ItemQuery.CategoryFilter = .any, search: String = "", locationID: Int64? = nil,
    withSublocations: Bool = false
  ) {
    self.category = category
    self.search = search
    self.locationID = locationID
    self.withSublocations = withSublocations && locationID != nil
  }

  public static let everything = SessionScope()

  public var isEverything: Bool { category == .any && search.trimmingCharacters(in: .whitespaces).isEmpty }

  /// The items in scope as the item list finds them.
  public var query: ItemQuery { ItemQuery(category: category, search: search) }

  /// The items in scope that a count of a location did not reach: those of `query` with stock there
  /// (`locationFilter`); `query` without a location.
  public var uncountedQuery: ItemQuery {
    var query = query
    query.location = locationFilter
    return query
  }
}

/// For an item in a count's scope that no one counted: leave its stock as it is, or set it to 0 ("we looked,
/// there was none").
public enum UncountedChoice: String, Sendable, CaseIterable, Codable {
  case leave
  case setToZero = "zero"
}

/// The documented bounds of a session, checked where values enter and again by the database.
public enum StockSessionLimits {
  /// Lines (items and unknown codes) one session holds: a count of a 500,000-item store fits, and a report
  /// of them all stays a few tens of megabytes.
  public static let maximumLines = 500_000
  /// A session's note, in UTF-8 bytes.
  public static let maximumNoteBytes = 500
  /// A count's search text, in UTF-8 bytes.
  public static let maximumSearchBytes = 500
}

/// What adding an item a count's scope does not cover does. Refused by default: a Drinks item scanned during a
/// count of Office is most often a slip of the scanner, and counting it would set its stock to what one shelf
/// held. Included when the user says it belongs; its line is then marked as outside the scope in review.
public enum OutsideScope: Sendable, Hashable {
  case refuse
  case include
}
