import Foundation
import GRDB
import InventoryCore

/// The inventory: items, categories, stock movements and scans, with the rules that keep them
/// consistent. Every method is one transaction, safe to call while other stockroom processes write.
public final class SQLiteInventory: Sendable {
  public let database: AppDatabase
  /// The clock, so tests can pin times.
  let now: @Sendable () -> Date
  /// Name-order ranks for fast search pages (see NameOrderCache).
  let nameOrder = NameOrderCache()
  /// Who this service acts for: actions are journalled under it, and undo reverses its own first.
  public let origin: ActionOrigin

  public init(
    database: AppDatabase, origin: ActionOrigin = .thisProcess, now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.database = database
    self.origin = origin
    self.now = now
  }

  /// The current time at millisecond precision (what the database keeps).
  public func timestamp() -> Int64 { now().epochMilliseconds }
}
