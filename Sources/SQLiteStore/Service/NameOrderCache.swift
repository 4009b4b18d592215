import Foundation
import GRDB
import Synchronization

/// Every item's position in name order, kept in memory and rebuilt only when the order changes: an item
/// added, removed or renamed (`item_order_version`, v12; before v12, any change to the database).
///
/// Search-as-you-type asks for the first page of the matches in name order. SQLite can only get it by
/// sorting every match (about 25 ms when a one-letter prefix matches 100,000 items); with these ranks a
/// page is a bounded selection over the matching ids (a few ms).
final class NameOrderCache: Sendable {
  /// What the ranks were built for.
  enum Key: Hashable {
    case orderVersion(Int)
    case change(Int)
  }
  private struct State {
    var token: Key?
    /// rank[id] = position in name order; `Int32.max` for ids that are not items.
    var rank: [Int32] = []
  }
  private let state = Mutex(State())
  /// Held while ranks are built: a keystroke that needs them while a background build runs waits for that
  /// build instead of doing the same work beside it.
  private let building = Mutex(())

  /// Ids above this are not ranked (an array indexed by id would be too large): the search then sorts its
  /// matches in SQL. Ids count up from 1 and are never reused, so only a file written by another program has them.
  static let largestRankedID = 64_000_000

  /// Ranks valid for `db`'s name order, rebuilt from it when stale; `changeToken` (from
  /// `AppDatabase.changeToken()`) stands for the order where the database keeps no version of it. Nil when
  /// the ids are beyond `largestRankedID` or below 1.
  func ranks(_ db: Database, changeToken: Int) throws -> [Int32]? {
    let token: Key =
      if try db.tableExists("item_order_version"),
        let version = try Int.fetchOne(db, sql: "SELECT version FROM item_order_version")
      {
        .orderVersion(version)
      } else {
        .change(changeToken)
      }
    if let cached = state.withLock({ $0.token == token ? $0.rank : nil }) { return cached }
    return try building.withLock { _ in
      if let cached = state.withLock({ $0.token == token ? $0.rank : nil }) { return cached }
      return try build(db, token: token)
    }
  }

  private func build(_ db: Database, token: Key) throws -> [Int32]? {
    // Two statements: min() and max() together read every row, each alone one end of the table.
    let lowest = try Int64.fetchOne(db, sql: "SELECT min(id) FROM item") ?? 1
    let highest = try Int64.fetchOne(db, sql: "SELECT max(id) FROM item") ?? 0
    guard lowest >= 1, highest <= Self.largestRankedID else { return nil }
    var rank = [Int32](repeating: .max, count: Int(highest) + 1)
    let ids = try Int64.fetchCursor(db, sql: "SELECT id FROM item INDEXED BY item_by_sort_key ORDER BY sort_key, id")
    var position: Int32 = 0
    while let id = try ids.next() {
      // Within 1...highest in this same snapshot; checked all the same.
      guard id >= 1, id <= highest else { return nil }
      rank[Int(id)] = position
      position += 1
    }
    state.withLock { $0 = State(token: token, rank: rank) }
    return rank
  }

  /// The `count` ids that come first in name order (last, when `descending`) among `ids`, in that order.
  /// Ranks are unique, so the order is total.
  static func firstInOrder<Ids: IteratorProtocol<Int64>>(
    _ ids: inout Ids, ranks: [Int32], count: Int, descending: Bool = false
  ) -> [Int64] {
    guard count > 0 else { return [] }
    // A sorted window of the best `count` seen so far; most ids are rejected by one comparison.
    var window: [(key: Int64, id: Int64)] = []
    window.reserveCapacity(count + 1)
    while let id = ids.next() {
      let rank = Int64(id >= 0 && id < ranks.count ? ranks[Int(id)] : .max)
      let key = descending && rank != Int64(Int32.max) ? -rank : rank
      if window.count == count, key >= window[count - 1].key { continue }
      var low = 0
      var high = window.count
      while low < high {
        let middle = (low + high) / 2
        if window[middle].key < key { low = middle + 1 } else { high = middle }
      }
      window.insert((key, id), at: low)
      if window.count > count { window.removeLast() }
    }
    return window.map(\.id)
  }
}

/// Adapts a GRDB cursor (whose `next()` throws) to `IteratorProtocol`, keeping the first error.
struct ThrowingCursorIterator<Base: Cursor>: IteratorProtocol where Base.Element == Int64 {
  var base: Base
  var error: (any Error)?

  mutating func next() -> Int64? {
    guard error == nil else { return nil }
    do { return try base.next() } catch {
      self.error = error
      return nil
    }
  }
}
