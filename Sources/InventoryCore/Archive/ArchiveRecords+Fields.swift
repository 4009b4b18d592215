/// A custom field's definition (issue 24) as both stores keep it; a removed field keeps its row (`removedAt`).
public struct ArchivedCustomField: Sendable, Hashable {
  public var id: Int64
  public var name: String
  public var nameKey: String
  public var kind: String
  public var unit: String?
  public var minimum: String?
  public var maximum: String?
  public var choices: String
  public var categoryID: Int64?
  public var required: Bool
  public var defaultValue: String?
  public var position: Int64
  public var removedAt: Int64?

  public init(
    id: Int64, name: String, nameKey: String, kind: String, unit: String?, minimum: String?, maximum: String?,
    choices: String, categoryID: Int64?, required: Bool, defaultValue: String?, position: Int64, removedAt: Int64?
  ) {
    self.id = id
    self.name = name
    self.nameKey = nameKey
    self.kind = kind
    self.unit = unit
    self.minimum = minimum
    self.maximum = maximum
    self.choices = choices
    self.categoryID = categoryID
    self.required = required
    self.defaultValue = defaultValue
    self.position = position
    self.removedAt = removedAt
  }
}

/// An item's value of a custom field, canonical text. Keyed by item and field (it has no id of its own).
public struct ArchivedFieldValue: Sendable, Hashable {
  public var itemID: Int64
  public var fieldID: Int64
  public var value: String

  public init(itemID: Int64, fieldID: Int64, value: String) {
    self.itemID = itemID
    self.fieldID = fieldID
    self.value = value
  }
}

/// A stock alert (issue 24) with its outbox state.
public struct ArchivedAlert: Sendable, Hashable {
  public var id: Int64
  public var itemID: Int64?
  public var itemName: String
  public var kind: String
  public var quantity: Int64
  public var minimum: Int64
  public var raisedAt: Int64
  public var station: String
  public var endedAt: Int64?
  public var acknowledgedAt: Int64?
  public var sentAt: Int64?
  public var failedAttempts: Int64
  public var lastFailure: String?
  public var claimedUntil: Int64?
  /// An expiry alert's lot (v21): its id, batch and use-by date.
  public var lotID: Int64?
  public var lotBatch: String?
  public var lotUseBy: String?

  public init(
    id: Int64, itemID: Int64?, itemName: String, kind: String, quantity: Int64, minimum: Int64, raisedAt: Int64,
    station: String, endedAt: Int64?, acknowledgedAt: Int64?, sentAt: Int64?, failedAttempts: Int64,
    lastFailure: String?, claimedUntil: Int64?, lotID: Int64? = nil, lotBatch: String? = nil,
    lotUseBy: String? = nil
  ) {
    self.id = id
    self.itemID = itemID
    self.itemName = itemName
    self.kind = kind
    self.quantity = quantity
    self.minimum = minimum
    self.raisedAt = raisedAt
    self.station = station
    self.endedAt = endedAt
    self.acknowledgedAt = acknowledgedAt
    self.sentAt = sentAt
    self.failedAttempts = failedAttempts
    self.lastFailure = lastFailure
    self.claimedUntil = claimedUntil
    self.lotID = lotID
    self.lotBatch = lotBatch
    self.lotUseBy = lotUseBy
  }
}
