import Foundation
import GRDB
import InventoryCore

extension InventoryService {
  /// Adds `delta` (negative to remove) atomically: no update is lost when several processes share the
  /// database, and stock never goes below zero (`InventoryError.insufficientStock` instead).
  @discardableResult
  public func adjustQuantity(
    itemID: Int64, by delta: Int, reason: MovementReason = .manual, source: ScanSource = .keyboard
  ) throws -> StockChange {
    let time = timestamp()
    return try database.write { db in
      try Self.adjust(
        db, itemID: itemID, by: delta, reason: reason, source: source, time: time, station: origin.station,
        origin: origin)
    }
  }

  /// Sets the counted quantity (a stocktake), recorded as the difference. It also repairs an item whose
  /// stored quantity is outside the limits (written by an older version): the count replaces it.
  @discardableResult
  public func setQuantity(itemID: Int64, to quantity: Int, source: ScanSource = .keyboard) throws -> StockChange {
    guard StockLimits.isQuantity(quantity) else {
      throw InventoryError.countOutOfRange(what: "the count", value: quantity, minimum: 0)
    }
    let time = timestamp()
    return try database.write { db in
      let item = try Self.requireItem(db, id: itemID)
      if item.storedValueProblems.contains(where: { $0.field == .quantity }) {
        return try Self.repairQuantity(db, item, to: quantity, source: source, time: time, station: origin.station)
      }
      return try Self.adjust(
        db, itemID: itemID, by: quantity - item.quantity, reason: .stocktake, source: source, time: time,
        station: origin.station, origin: origin)
    }
  }

  /// With an `origin`, the change is journalled as that station's action (so it can be undone).
  static func adjust(
    _ db: Database, itemID: Int64, by delta: Int, reason: MovementReason, source: ScanSource, time: Int64,
    station: String, origin: ActionOrigin? = nil, keepingCountedTime: Bool = false
  ) throws -> StockChange {
    let before = try requireItem(db, id: itemID)
    guard delta != 0 else { return StockChange(item: before, from: before.quantity, to: before.quantity) }
    if let refusal = StockChangeRule.refusal(changing: before, by: delta) { throw refusal }
    let movementID = try insertMovement(
      db, itemID: itemID, itemName: before.name, delta: delta, reason: reason, source: source, time: time,
      station: station)
    let after = try requireItem(db, id: itemID)
    let change = StockChange(item: after, from: before.quantity, to: after.quantity, movementID: movementID)
    if let origin {
      // A count's change keeps the item's last-counted time before it, for undo (`CountUndoRule`).
      let counted = keepingCountedTime ? ItemSnapshot(countedItem: before, id: itemID) : nil
      try recordStockChange(db, change, reason: reason, origin: origin, time: time, before: counted)
    }
    return change
  }

  /// Replaces a stored quantity outside the limits by a count: the quantity is reset to 0 directly (the
  /// old value cannot be reached by a movement), then the count is recorded as a stocktake movement.
  @discardableResult
  static func repairQuantity(
    _ db: Database, _ item: Item, to quantity: Int, source: ScanSource, time: Int64, station: String
  ) throws -> StockChange {
    guard let itemID = item.id else { throw InventoryError.itemNotFound(item.name) }
    try db.execute(sql: "UPDATE item SET quantity = 0, updated_at = ? WHERE id = ?", arguments: [time, itemID])
    var movementID: Int64?
    if quantity > 0 {
      movementID = try insertMovement(
        db, itemID: itemID, itemName: item.name, delta: quantity, reason: .stocktake, source: source, time: time,
        station: station)
    }
    let after = try requireItem(db, id: itemID)
    return StockChange(item: after, from: item.quantity, to: after.quantity, movementID: movementID)
  }

  /// Undoes the last `count` stock movements that are not undone yet, whoever made them, newest first, each
  /// by a compensating movement (`UndoEngine.undoLastChanges`). All or nothing. Works across restarts: the log is
  /// in the database.
  @discardableResult
  public func undoLastChanges(_ count: Int = 1, source: ScanSource = .keyboard) throws -> [StockChange] {
    let time = timestamp()
    return try database.write { db in try undoEngine(db).undoLastChanges(count, source: source, time: time) }
  }

  /// Movements, newest first; `search` matches the item name (case-insensitive substring); `station` keeps
  /// those made at that station.
  public func movements(
    itemID: Int64? = nil, search: String = "", station: String? = nil, limit: Int = 100, offset: Int = 0
  ) throws -> [StockMovement] {
    var conditions: [String] = []
    var arguments: StatementArguments = []
    if let itemID {
      conditions.append("item_id = ?")
      arguments += [itemID]
    }
    if let station {
      conditions.append("station = ?")
      arguments += [station]
    }
    if !search.isEmpty {
      conditions.append("item_name LIKE ? ESCAPE '\\'")
      arguments += ["%" + Self.escapeLike(search) + "%"]
    }
    let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
    return try database.read { db in
      try Row.fetchAll(
        db, sql: "SELECT * FROM stock_movement \(filter) ORDER BY id DESC LIMIT ? OFFSET ?",
        arguments: arguments + [limit, offset]
      ).map(StockMovement.init(row:))
    }
  }

  /// The sum of an item's movements (equal to its quantity; kept as a check for tests and `doctor`-style
  /// use). Summed in 128 bits: a database an older version damaged may hold deltas that overflow 64.
  public func movementTotal(itemID: Int64) throws -> Int128 {
    try database.read { db in
      var total: Int128 = 0
      let rows = try Row.fetchCursor(db, sql: "SELECT delta FROM stock_movement WHERE item_id = ?", arguments: [itemID])
      while let row = try rows.next() { total &+= Int128(row.integer(0) ?? 0) }
      return total
    }
  }

  static func escapeLike(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%")
      .replacingOccurrences(of: "_", with: "\\_")
  }
}
