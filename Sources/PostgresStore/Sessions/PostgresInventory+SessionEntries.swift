import Foundation
import InventoryCore
import InventoryEngine
import PostgresNIO

/// Session entries kept offline, added inside the replay's transaction as the station and at the time they were
/// taken (the public steps are the engine's, `SessionStore`).
extension PostgresInventory {
  /// Inside the caller's transaction, as `origin` at `time` (an entry kept offline brings its own).
  func addToSession(
    _ link: PostgresLink, id: Int64, code: ProductCode, quantity: Int, source: ScanSource,
    outsideScope: OutsideScope, place: SessionPlace, time: Int64, origin: ActionOrigin
  ) throws -> SessionAddition {
    try sessionEngine(link, source: source, time: time, origin: origin).add(
      id: id, code: code, quantity: quantity, outsideScope: outsideScope, at: place)
  }

  /// Inside the caller's transaction, as `origin` at `time` (an entry kept offline brings its own).
  func addToSession(
    _ link: PostgresLink, id: Int64, itemID: Int64, quantity: Int, source: ScanSource,
    outsideScope: OutsideScope, place: SessionPlace, time: Int64, origin: ActionOrigin
  ) throws -> SessionAddition {
    try sessionEngine(link, source: source, time: time, origin: origin).add(
      id: id, itemID: itemID, quantity: quantity, outsideScope: outsideScope, at: place)
  }
}
