import Foundation
import InventoryCore
import InventoryEngine
import PostgresNIO

extension PostgresInventory {
  /// Undoes the last `count` stock movements not undone yet, whoever made them, newest first, each by a
  /// compensating movement (`UndoEngine.undoLastChanges`): all or nothing. Each movement's item is locked before
  /// the movement is checked again, so two stations never cancel one movement (the unique `undoes_id` is the
  /// backstop).
  @discardableResult
  public func undoLastChanges(_ count: Int, source: ScanSource) throws -> [StockChange] {
    let time = timestamp()
    return try write { link in try undoEngine(link).undoLastChanges(count, source: source, time: time) }
  }
}
