import Foundation
import GRDB
import InventoryCore

/// Answers to offered scans (policy "ask"), and the scans other processes recorded. An offer's history rows
/// (one per scan of the item while it waited) say "waiting" until answered, then how it ended.
extension InventoryService {
  /// Applies an offered change the user accepted: stock changes by `delta` (or the change is refused: too
  /// little stock, the maximum) and the offer's history rows say so, in one transaction.
  @discardableResult
  public func answerOffer(scanIDs: [Int64], itemID: Int64, code: ProductCode, delta: Int, source: ScanSource) throws
    -> ScanResult
  {
    let time = timestamp()
    return try database.write { db in
      let item = try Self.requireItem(db, id: itemID)
      let result = try Self.applyScan(
        db, item: item, code: code, delta: delta, source: source, time: time, origin: origin)
      try Self.updateScans(db, ids: scanIDs, outcome: result.kind, detail: result.detail)
      return result
    }
  }

  /// Records that an offered change was declined: nothing changes but the offer's history rows.
  public func cancelOffer(scanIDs: [Int64], itemName: String, delta: Int) throws {
    try database.write { db in
      try Self.updateScans(
        db, ids: scanIDs, outcome: .cancelled, detail: ScanOutcomeText.cancelled(itemName, delta: delta))
    }
  }

  /// The id of the newest scan in history (0 when there is none).
  public func newestScanID() throws -> Int64 {
    try database.read { db in try Int64.fetchOne(db, sql: "SELECT max(id) FROM scan") ?? 0 }
  }

  /// Scans newer than `id`, oldest first (at most `limit`, the newest ones).
  public func scans(after id: Int64, limit: Int = 20) throws -> [ScanRecord] {
    try database.read { db in
      try Row.fetchAll(
        db, sql: "SELECT * FROM scan WHERE id > ? ORDER BY id DESC LIMIT ?", arguments: [id, max(0, limit)]
      ).map(ScanRecord.init(row:)).reversed()
    }
  }

  static func updateScans(_ db: Database, ids: [Int64], outcome: ScanOutcomeKind, detail: String) throws {
    for id in ids {
      try db.execute(
        sql: "UPDATE scan SET outcome = ?, detail = ? WHERE id = ?", arguments: [outcome.rawValue, detail, id])
    }
  }
}

extension ScanResult {
  /// How History records this result.
  public var kind: ScanOutcomeKind {
    switch self {
    case .applied(let change, _): change.to < change.from ? .decremented : .incremented
    case .offered: .offered
    case .lookedUp: .lookedUp
    case .unknown: .unknown
    case .invalid: .invalid
    case .insufficientStock, .overMaximum: .refused
    }
  }

  /// Whether this is a refusal to take out more than there is.
  public var isTooLittleStock: Bool {
    if case .insufficientStock = self { return true }
    return false
  }

  /// The outcome in words, the same in the terminal UI and the CLI (see `ScanOutcomeText`).
  public func text(arrow: ScanOutcomeText.Arrow = .ascii) -> String {
    switch self {
    case .applied(let change, _):
      ScanOutcomeText.applied(change.item.name, from: change.from, to: change.to, arrow: arrow)
    case .offered(let item, _, _):
      ScanOutcomeText.question(item.name, inStock: item.quantity, delta: 1)
    case .lookedUp(let item, _):
      ScanOutcomeText.lookedUp(
        item.name, quantity: item.quantity, minimum: item.minimumQuantity, isLow: item.isLowStock)
    case .unknown(let code):
      ScanOutcomeText.unknown(code.text, symbology: code.symbology.rawValue)
    case .invalid(let text, let error):
      ScanOutcomeText.invalid(text, reason: error.description)
    case .insufficientStock(let item, _, let requested):
      ScanOutcomeText.tooLittleStock(item.name, inStock: item.quantity, requested: requested)
    case .overMaximum(let item, _, let delta):
      ScanOutcomeText.overMaximum(item.name, inStock: item.quantity, delta: delta)
    }
  }

  /// History's Detail column: the outcome in words (an invalid code's reason alone: the code has its column).
  var detail: String {
    if case .invalid(_, let error) = self { return error.description }
    if case .unknown = self { return "no item has this code" }
    return text()
  }
}
