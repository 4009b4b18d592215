/// A stock session (`StockSession`) as both stores keep it.
public struct ArchivedSession: Sendable, Hashable {
  public var id: Int64
  public var kind: String
  public var state: String
  public var scopeCategoryID: Int64?
  public var scopeUncategorised: Bool
  public var scopeSearch: String
  public var uncountedDefault: String
  public var note: String
  public var station: String
  public var startedAt: Int64
  public var closedAt: Int64?
  public var closedBy: String?
  public var scopeLocationID: Int64?
  public var scopeWithSublocations: Bool

  public init(
    id: Int64, kind: String, state: String, scopeCategoryID: Int64?, scopeUncategorised: Bool, scopeSearch: String,
    uncountedDefault: String, note: String, station: String, startedAt: Int64, closedAt: Int64?, closedBy: String?,
    scopeLocationID: Int64? = nil, scopeWithSublocations: Bool = false
  ) {
    self.scopeLocationID = scopeLocationID
    self.scopeWithSublocations = scopeWithSublocations
    self.id = id
    self.kind = kind
    self.state = state
    self.scopeCategoryID = scopeCategoryID
    self.scopeUncategorised = scopeUncategorised
    self.scopeSearch = scopeSearch
    self.uncountedDefault = uncountedDefault
    self.note = note
    self.station = station
    self.startedAt = startedAt
    self.closedAt = closedAt
    self.closedBy = closedBy
  }
}

/// One entry of a session: an item's (or an unknown code's) delta, from one station, at its place (location and
/// lot details; nil: the default location, stock without a lot).
public struct ArchivedSessionEntry: Sendable, Hashable {
  public var id: Int64
  public var sessionID: Int64
  public var itemID: Int64?
  public var code: String?
  public var codeKey: String?
  public var delta: Int64
  public var expected: Int64?
  public var station: String
  public var source: String
  public var time: Int64
  public var locationID: Int64?
  public var lotBatch: String?
  public var lotExpiry: String?
  public var lotBestBefore: String?
  public var lotSerial: String?

  public init(
    id: Int64, sessionID: Int64, itemID: Int64?, code: String?, codeKey: String?, delta: Int64, expected: Int64?,
    station: String, source: String, time: Int64, locationID: Int64? = nil, lotBatch: String? = nil,
    lotExpiry: String? = nil, lotBestBefore: String? = nil, lotSerial: String? = nil
  ) {
    self.locationID = locationID
    self.lotBatch = lotBatch
    self.lotExpiry = lotExpiry
    self.lotBestBefore = lotBestBefore
    self.lotSerial = lotSerial
    self.id = id
    self.sessionID = sessionID
    self.itemID = itemID
    self.code = code
    self.codeKey = codeKey
    self.delta = delta
    self.expected = expected
    self.station = station
    self.source = source
    self.time = time
  }
}

/// A count's choice for an item no one counted ("leave" or "zero").
public struct ArchivedSessionChoice: Sendable, Hashable {
  public var id: Int64
  public var sessionID: Int64
  public var itemID: Int64
  public var choice: String

  public init(id: Int64, sessionID: Int64, itemID: Int64, choice: String) {
    self.id = id
    self.sessionID = sessionID
    self.itemID = itemID
    self.choice = choice
  }
}
