import Foundation
import InventoryCore
import InventoryEngine
import PostgresNIO

/// Adding to a session and reviewing it, each one transaction under the session's row lock (`SessionEngine`
/// decides).
extension PostgresInventory {
  @discardableResult
  public func addToSession(
    id: Int64, code: ProductCode, quantity: Int, source: ScanSource, outsideScope: OutsideScope, place: SessionPlace
  ) throws -> SessionAddition {
    let time = timestamp()
    return try write { link in
      try addToSession(
        link, id: id, code: code, quantity: quantity, source: source, outsideScope: outsideScope, place: place,
        time: time, origin: origin)
    }
  }

  /// Inside the caller's transaction, as `origin` at `time` (an entry kept offline brings its own).
  func addToSession(
    _ link: PostgresLink, id: Int64, code: ProductCode, quantity: Int, source: ScanSource,
    outsideScope: OutsideScope, place: SessionPlace, time: Int64, origin: ActionOrigin
  ) throws -> SessionAddition {
    try sessionEngine(link, source: source, time: time, origin: origin).add(
      id: id, code: code, quantity: quantity, outsideScope: outsideScope, at: place)
  }

  @discardableResult
  public func addToSession(
    id: Int64, itemID: Int64, quantity: Int, source: ScanSource, outsideScope: OutsideScope, place: SessionPlace
  ) throws -> SessionAddition {
    let time = timestamp()
    return try write { link in
      try addToSession(
        link, id: id, itemID: itemID, quantity: quantity, source: source, outsideScope: outsideScope, place: place,
        time: time, origin: origin)
    }
  }

  /// Inside the caller's transaction, as `origin` at `time` (an entry kept offline brings its own).
  func addToSession(
    _ link: PostgresLink, id: Int64, itemID: Int64, quantity: Int, source: ScanSource,
    outsideScope: OutsideScope, place: SessionPlace, time: Int64, origin: ActionOrigin
  ) throws -> SessionAddition {
    try sessionEngine(link, source: source, time: time, origin: origin).add(
      id: id, itemID: itemID, quantity: quantity, outsideScope: outsideScope, at: place)
  }

  @discardableResult
  public func setSessionLine(id: Int64, line: SessionLineKey, to total: Int, source: ScanSource) throws -> SessionLine {
    let time = timestamp()
    return try write { link in
      try sessionEngine(link, source: source, time: time).setLine(id: id, line: line, to: total)
    }
  }

  @discardableResult
  public func removeSessionLine(id: Int64, line: SessionLineKey) throws -> Int {
    let time = timestamp()
    return try write { link in try sessionEngine(link, time: time).removeLine(id: id, line: line) }
  }

  @discardableResult
  public func resolveSessionCode(id: Int64, code: ProductCode, toItem itemID: Int64) throws -> Int {
    let time = timestamp()
    return try write { link in try sessionEngine(link, time: time).resolve(id: id, code: code, toItem: itemID) }
  }
}
