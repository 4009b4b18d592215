import Foundation
import GRDB
import Synchronization

/// Every item's position in name order, kept in memory and rebuilt only when the database changes.
///
/// Search-as-you-type asks for the first page of the matches in name order. SQLite can only get it by
/// sorting every match (about 25 ms when a one-letter prefix matches 100,000 items); with these ranks a
/// page is a bounded selection over the matching ids (a few ms).
final class NameOrderCache: Sendable {
  private struct State {
    var token: Int?
    /// rank[id] = position in name order; `Int32.max` for ids that are not items.
    var rank: [Int32] = []
  }
  private let state = Mutex(State())

  /// Ranks valid for `token` (from `AppDatabase.changeToken()`), rebuilt from `db` when stale.
  func ranks(_ db: Database, token: Int) throws -> [Int32] {
    if let cached = state.withLock({ $0.token == token ? $0.rank : nil }) { return cached }
    let maxID = try Int.fetchOne(db, sql: "SELECT coalesce(max(id), 0) FROM item") ?? 0
    var rank = [Int32](repeating: .max, count: maxID + 1)
    let ids = try Int64.fetchCursor(db, sql: "SELECT id FROM item INDEXED BY item_by_sort_key ORDER BY sort_key, id")
    var position: Int32 = 0
    while let id = try ids.next() {
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
      let rank = Int64(Int(id) < ranks.count ? ranks[Int(id)] : .max)
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
