import Foundation
import InventoryCore
import InventoryEngine
import PostgresNIO

/// Statements shared by the operations. They run inside the transaction the caller opened.
extension PostgresInventory {
  /// The item, locked for the rest of the transaction when `locking` (another station's change of it waits).
  static func fetchItem(_ link: PostgresLink, id: Int64, locking: Bool = false) throws -> Item? {
    let lock = locking ? " FOR UPDATE" : ""
    return try link.query(
      "SELECT \(unescaped: Item.postgresSelection) FROM item WHERE id = \(id)\(unescaped: lock)"
    ).first.map(Item.init(postgresRow:))
  }

  /// The item, or `InventoryError.itemNotFound` (it was deleted meanwhile, perhaps by another station).
  static func requireItem(_ link: PostgresLink, id: Int64, locking: Bool = false) throws -> Item {
    guard let item = try fetchItem(link, id: id, locking: locking) else {
      throw InventoryError.itemNotFound(String(id))
    }
    return item
  }

  /// Appends a movement at `locationID` (nil: the default location); the database's triggers apply it to the
  /// item and the location. The callers check the limits with
  /// the item locked; the database's constraints are the backstop, turned into the same errors.
  @discardableResult
  static func insertMovement(
    _ link: PostgresLink, itemID: Int64, itemName: String, delta: Int, reason: MovementReason,
    source: ScanSource, origin: ActionOrigin, time: Int64, undoes: Int64? = nil, locationID: Int64? = nil,
    lotID: Int64? = nil, partOf: Int64? = nil, current: Item? = nil
  ) throws -> Int64 {
    do {
      guard
        let id = try link.query(
          """
          INSERT INTO stock_movement (
            item_id, item_name, delta, reason, source, station, time, undoes_id, location_id, lot_id, part_of_id)
          VALUES (\(itemID), \(itemName), \(delta), \(reason.rawValue), \(source.rawValue), \(origin.station),
            \(time), \(undoes), \(locationID), \(lotID), \(partOf))
          RETURNING id
          """
        ).single(Int64.self)
      else { throw PostgresStoreError(.server, "the server did not return the new movement's id") }
      return id
    } catch let error as PostgresStoreError where error.sqlState == "23514" {
      if error.constraint == "stock_movement_delta_in_range" { throw InventoryError.changeOutOfRange(delta) }
      // The failed statement ended the transaction: the item cannot be read again to word the refusal.
      throw MovementRefusal.error(changing: current ?? Item(id: itemID, name: itemName), by: delta, reason: reason)
    }
  }

  /// `LIKE` pattern text for a literal substring.
  static func escapeLike(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%")
      .replacingOccurrences(of: "_", with: "\\_")
  }
}
