import Foundation
import InventoryCore
import PostgresNIO

/// The action journal's rows, written in the transaction of the change they describe (`ActionJournalStorage`
/// decides what a change journals).
extension PostgresInventory {
  @discardableResult
  static func record(_ link: PostgresLink, _ entry: JournalEntry, origin: ActionOrigin, time: Int64) throws -> Int64 {
    guard
      let id = try link.query(
        """
        INSERT INTO action (time, station, session, kind, item_id, item_name, movement_id, before, after, target_id,
          summary)
        VALUES (\(time), \(origin.station), \(origin.session), \(entry.kind.rawValue), \(entry.itemID),
          \(entry.itemName), \(entry.movementID), \(entry.before?.json), \(entry.after?.json), \(entry.targetID),
          \(entry.summary))
        RETURNING id
        """
      ).single(Int64.self)
    else { throw PostgresStoreError(.server, "the server did not return the journal entry's id") }
    return id
  }

}
