/// One row of each table as the stores keep it, column for column: raw values (enums as their stored
/// text, times as Unix epoch milliseconds), so that a copy is exact and two copies can be compared field by
/// field. These are not the app's models: they carry what the models leave out (sort and barcode keys, the
/// ids of deleted items, journal snapshots as JSON text).
public struct ArchivedCategory: Sendable, Hashable {
  public var id: Int64
  public var name: String
  public var nameKey: String
  public var color: String

  public init(id: Int64, name: String, nameKey: String, color: String) {
    self.id = id
    self.name = name
    self.nameKey = nameKey
    self.color = color
  }
}

/// An item; `quantity` is what the source says, and a destination must arrive at it through the movements.
public struct ArchivedItem: Sendable, Hashable {
  public var id: Int64
  public var name: String
  public var sortKey: String
  public var barcode: String?
  public var barcodeKey: String?
  public var quantity: Int64
  public var priceMinor: Int64?
  public var categoryID: Int64?
  public var minimumQuantity: Int64
  public var targetQuantity: Int64?
  public var notes: String
  public var createdAt: Int64
  public var updatedAt: Int64
  /// When a committed stocktake last counted it; nil if never.
  public var lastCountedAt: Int64?
  /// Its own expiry window in days (v23); nil for the global one.
  public var expiryWindowDays: Int64?

  public init(
    id: Int64, name: String, sortKey: String, barcode: String?, barcodeKey: String?, quantity: Int64,
    priceMinor: Int64?, categoryID: Int64?, minimumQuantity: Int64, targetQuantity: Int64?, notes: String,
    createdAt: Int64, updatedAt: Int64, lastCountedAt: Int64? = nil, expiryWindowDays: Int64? = nil
  ) {
    self.expiryWindowDays = expiryWindowDays
    self.id = id
    self.name = name
    self.sortKey = sortKey
    self.barcode = barcode
    self.barcodeKey = barcodeKey
    self.quantity = quantity
    self.priceMinor = priceMinor
    self.categoryID = categoryID
    self.minimumQuantity = minimumQuantity
    self.targetQuantity = targetQuantity
    self.notes = notes
    self.createdAt = createdAt
    self.updatedAt = updatedAt
    self.lastCountedAt = lastCountedAt
  }
}

/// A stock movement; `station` is nil for movements made before stations were recorded.
public struct ArchivedMovement: Sendable, Hashable {
  public var id: Int64
  public var itemID: Int64?
  public var itemName: String
  public var delta: Int64
  public var reason: String
  public var source: String
  public var station: String?
  public var time: Int64
  public var undoesID: Int64?
  /// The item's id while it is deleted (`itemID` is then nil): undoing the deletion re-attaches the movement.
  public var deletedItemID: Int64?
  /// Where it moved stock (nil: the default location), in which lot (nil: stock without a lot), and the first
  /// movement of the change spanning lots it is part of.
  public var locationID: Int64?
  public var lotID: Int64?
  public var partOfID: Int64?

  public init(
    id: Int64, itemID: Int64?, itemName: String, delta: Int64, reason: String, source: String, station: String?,
    time: Int64, undoesID: Int64?, deletedItemID: Int64?, locationID: Int64? = nil, lotID: Int64? = nil,
    partOfID: Int64? = nil
  ) {
    self.id = id
    self.itemID = itemID
    self.itemName = itemName
    self.delta = delta
    self.reason = reason
    self.source = source
    self.station = station
    self.time = time
    self.undoesID = undoesID
    self.deletedItemID = deletedItemID
    self.locationID = locationID
    self.lotID = lotID
    self.partOfID = partOfID
  }
}

/// A setting: the app keeps its settings as JSON text under a key.
public struct ArchivedSetting: Sendable, Hashable {
  public var key: String
  public var value: String

  public init(key: String, value: String) {
    self.key = key
    self.value = value
  }
}

/// A code stockroom generated.
public struct ArchivedCreatedCode: Sendable, Hashable {
  public var id: Int64
  public var kind: String
  public var content: String
  public var preview: String
  public var file: String?
  public var time: Int64

  public init(id: Int64, kind: String, content: String, preview: String, file: String?, time: Int64) {
    self.id = id
    self.kind = kind
    self.content = content
    self.preview = preview
    self.file = file
    self.time = time
  }
}
