import Foundation
import GRDB
import InventoryCore

/// What a known item's scan does: ask first, or add one at once.
public enum ScanPolicy: String, Sendable, CaseIterable, Codable {
  case ask
  case auto
}

/// What a scan is for: receiving stock, taking it out, or just finding the item.
public enum ScanMode: String, Sendable, CaseIterable, Codable {
  case add, remove, lookUp = "look-up"
}

/// What a scan did or found.
public enum ScanResult: Sendable, Equatable {
  /// Known item, stock changed (policy auto, or add/remove confirmed).
  case applied(StockChange, code: ProductCode)
  /// Known item, policy ask: nothing changed yet; the caller offers the change.
  case offered(Item, code: ProductCode)
  /// Known item in look-up mode.
  case lookedUp(Item, code: ProductCode)
  /// A valid code that no item has: the caller creates the item, prefilled with `code`.
  case unknown(ProductCode)
  /// A code that cannot be right (a retail code with a wrong check digit, ...).
  case invalid(text: String, error: ProductCodeError)
  /// Remove mode, but there is not enough stock.
  case insufficientStock(Item, code: ProductCode)
}

extension InventoryService {
  /// Records a scan from any source and says what happened. Every scan is kept in history.
  /// In `remove` mode a known item's stock goes down by `quantity` instead of up.
  @discardableResult
  public func recordScan(
    _ text: String, symbology: Symbology? = nil, source: ScanSource, quality: ScanQualityFigures? = nil,
    policy: ScanPolicy = .auto, mode: ScanMode = .add, quantity: Int = 1
  ) throws -> ScanResult {
    guard (1...StockLimits.maximumQuantity).contains(quantity) else {
      throw InventoryError.countOutOfRange(what: "a scan's quantity", value: quantity, minimum: 1)
    }
    let time = timestamp()
    let code: ProductCode
    do { code = try ProductCode(text, symbology: symbology) } catch {
      let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
      try database.write { db in
        try Self.logScan(
          db, code: trimmed, symbology: symbology?.rawValue, source: source, quality: quality, time: time,
          outcome: .invalid, itemID: nil, detail: error.description)
      }
      return .invalid(text: trimmed, error: error)
    }
    return try database.write { db in
      func log(_ outcome: ScanOutcomeKind, _ item: Item?) throws {
        try Self.logScan(
          db, code: code.text, symbology: code.symbology.rawValue, source: source, quality: quality, time: time,
          outcome: outcome, itemID: item?.id, detail: item?.name ?? "")
      }
      guard let item = try Self.fetchItem(db, code: code), let itemID = item.id else {
        try log(.unknown, nil)
        return .unknown(code)
      }
      switch (mode, policy) {
      case (.lookUp, _):
        try log(.lookedUp, item)
        return .lookedUp(item, code: code)
      case (_, .ask):
        try log(.offered, item)
        return .offered(item, code: code)
      case (.add, .auto), (.remove, .auto):
        let delta = mode == .add ? quantity : -quantity
        do {
          let change = try Self.adjust(
            db, itemID: itemID, by: delta, reason: .scan, source: source, time: time, origin: origin)
          try log(mode == .add ? .incremented : .decremented, change.item)
          return .applied(change, code: code)
        } catch InventoryError.insufficientStock(let current, _) {
          try log(.invalid, current)
          return .insufficientStock(current, code: code)
        }
      // Other refusals (the maximum, a damaged stored quantity) throw: the transaction, log included, is
      // rolled back and the caller reports the error.
      }
    }
  }

  /// Applies a change the user accepted after a scan offered it (policy ask).
  @discardableResult
  public func confirmScan(itemID: Int64, delta: Int, source: ScanSource) throws -> StockChange {
    try adjustQuantity(itemID: itemID, by: delta, reason: .scan, source: source)
  }

  /// Scan history, newest first; `search` matches the code or the item's name.
  public func scans(search: String = "", limit: Int = 100, offset: Int = 0) throws -> [ScanRecord] {
    let pattern = "%" + Self.escapeLike(search) + "%"
    return try database.read { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT * FROM scan WHERE ? = '' OR code LIKE ? ESCAPE '\\' OR detail LIKE ? ESCAPE '\\'
          ORDER BY id DESC LIMIT ? OFFSET ?
          """, arguments: [search, pattern, pattern, limit, offset]
      ).map(ScanRecord.init(row:))
    }
  }

  /// Forgets scan history. Stock and stock movements are untouched.
  @discardableResult
  public func clearScanHistory() throws -> Int {
    try database.write { db in
      try db.execute(sql: "DELETE FROM scan")
      return db.changesCount
    }
  }

  static func logScan(
    _ db: Database, code: String, symbology: String?, source: ScanSource, quality: ScanQualityFigures?, time: Int64,
    outcome: ScanOutcomeKind, itemID: Int64?, detail: String
  ) throws {
    try db.cachedStatement(
      sql: """
        INSERT INTO scan (code, symbology, source, quality_overall, quality_sharpness, quality_contrast,
          quality_brightness, quality_confidence, time, outcome, item_id, detail)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """
    ).execute(
      arguments: [
        code, symbology, source.rawValue, quality?.overall, quality?.sharpness, quality?.contrast, quality?.brightness,
        quality?.confidence, time, outcome.rawValue, itemID, detail,
      ])
  }
}
