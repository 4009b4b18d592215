import Foundation
import GRDB
import InventoryCore
import InventoryEngine

/// Adding to a session and reviewing it, each one write transaction (`SessionEngine` decides).
extension SQLiteInventory {
  @discardableResult
  public func addToSession(
    id: Int64, code: ProductCode, quantity: Int, source: ScanSource, outsideScope: OutsideScope, place: SessionPlace
  ) throws -> SessionAddition {
    let time = timestamp()
    return try database.write { db in
      try sessionEngine(db, source: source, time: time).add(
        id: id, code: code, quantity: quantity, outsideScope: outsideScope, at: place)
    }
  }

  @discardableResult
  public func addToSession(
    id: Int64, itemID: Int64, quantity: Int, source: ScanSource, outsideScope: OutsideScope, place: SessionPlace
  ) throws -> SessionAddition {
    let time = timestamp()
    return try database.write { db in
      try sessionEngine(db, source: source, time: time).add(
        id: id, itemID: itemID, quantity: quantity, outsideScope: outsideScope, at: place)
    }
  }

  @discardableResult
  public func setSessionLine(id: Int64, line: SessionLineKey, to total: Int, source: ScanSource) throws -> SessionLine {
    let time = timestamp()
    return try database.write { db in
      try sessionEngine(db, source: source, time: time).setLine(id: id, line: line, to: total)
    }
  }

  @discardableResult
  public func removeSessionLine(id: Int64, line: SessionLineKey) throws -> Int {
    let time = timestamp()
    return try database.write { db in try sessionEngine(db, time: time).removeLine(id: id, line: line) }
  }

  @discardableResult
  public func resolveSessionCode(id: Int64, code: ProductCode, toItem itemID: Int64) throws -> Int {
    let time = timestamp()
    return try database.write { db in try sessionEngine(db, time: time).resolve(id: id, code: code, toItem: itemID) }
  }
}
