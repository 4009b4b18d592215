import Foundation
import GRDB
import InventoryCore

/// A quantity change as the user sees it: `Coffee beans 4 -> 5`.
public struct StockChange: Sendable, Hashable {
  public var item: Item
  public var from: Int
  public var to: Int
  public var movementID: Int64?

  public var delta: Int { to - from }
}

extension InventoryService {
  /// Adds `delta` (negative to remove) atomically: no update is lost when several processes share the
  /// database, and stock never goes below zero (`InventoryError.insufficientStock` instead).
  @discardableResult
  public func adjustQuantity(
    itemID: Int64, by delta: Int, reason: MovementReason = .manual, source: ScanSource = .keyboard
  ) throws -> StockChange {
    let time = timestamp()
    return try database.write { db in try Self.adjust(db, itemID: itemID, by: delta, reason: reason, source: source, time: time) }
  }

  /// Sets the counted quantity (a stocktake), recorded as the difference.
  @discardableResult
  public func setQuantity(itemID: Int64, to quantity: Int, source: ScanSource = .keyboard) throws -> StockChange {
    guard quantity >= 0 else {
      throw InventoryError.invalidItem(.init(problems: [.init(field: .quantity, message: "must be 0 or more")]))
    }
    let time = timestamp()
    return try database.write { db in
      guard let item = try Self.fetchItem(db, id: itemID) else { throw InventoryError.itemNotFound(String(itemID)) }
      return try Self.adjust(db, itemID: itemID, by: quantity - item.quantity, reason: .stocktake, source: source, time: time)
    }
  }

  static func adjust(
    _ db: Database, itemID: Int64, by delta: Int, reason: MovementReason, source: ScanSource, time: Int64
  ) throws -> StockChange {
    guard let before = try fetchItem(db, id: itemID) else { throw InventoryError.itemNotFound(String(itemID)) }
    guard delta != 0 else { return StockChange(item: before, from: before.quantity, to: before.quantity) }
    let movementID = try insertMovement(
      db, itemID: itemID, itemName: before.name, delta: delta, reason: reason, source: source, time: time)
    let after = try fetchItem(db, id: itemID)!
    return StockChange(item: after, from: before.quantity, to: after.quantity, movementID: movementID)
  }

  /// Undoes the last `count` stock changes that are not undone yet, newest first, each by a compensating
  /// movement. All or nothing: if one cannot be undone (stock would go below 0), none is.
  /// Movements of deleted items are skipped. Works across restarts: the log is in the database.
  @discardableResult
  public func undoLastChanges(_ count: Int = 1, source: ScanSource = .keyboard) throws -> [StockChange] {
    let time = timestamp()
    return try database.write { db in
      var changes: [StockChange] = []
      for _ in 0..<max(0, count) {
        guard
          let row = try Row.fetchOne(
            db,
            sql: """
              SELECT m.id, m.item_id, m.delta FROM stock_movement m
              WHERE m.reason <> 'undo' AND m.item_id IS NOT NULL
                AND NOT EXISTS (SELECT 1 FROM stock_movement u WHERE u.undoes_id = m.id)
              ORDER BY m.id DESC LIMIT 1
              """)
        else { break }
        let (movementID, itemID, delta): (Int64, Int64, Int) = (row[0], row[1], row[2])
        guard let before = try Self.fetchItem(db, id: itemID) else { break }
        let undoID = try Self.insertMovement(
          db, itemID: itemID, itemName: before.name, delta: -delta, reason: .undo, source: source, time: time,
          undoes: movementID)
        let after = try Self.fetchItem(db, id: itemID)!
        changes.append(StockChange(item: after, from: before.quantity, to: after.quantity, movementID: undoID))
      }
      return changes
    }
  }

  /// Movements, newest first; `search` matches the item name (case-insensitive substring).
  public func movements(itemID: Int64? = nil, search: String = "", limit: Int = 100, offset: Int = 0) throws
    -> [StockMovement]
  {
    var conditions: [String] = []
    var arguments: StatementArguments = []
    if let itemID {
      conditions.append("item_id = ?")
      arguments += [itemID]
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

  /// The sum of an item's movements (equal to its quantity; kept as a check for tests and `doctor`-style use).
  public func movementTotal(itemID: Int64) throws -> Int {
    try database.read { db in
      try Int.fetchOne(db, sql: "SELECT coalesce(sum(delta), 0) FROM stock_movement WHERE item_id = ?", arguments: [itemID])!
    }
  }

  static func escapeLike(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%")
      .replacingOccurrences(of: "_", with: "\\_")
  }
}
