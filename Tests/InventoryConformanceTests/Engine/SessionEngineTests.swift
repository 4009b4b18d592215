import Foundation
import InventoryCore
import InventoryEngine
import Testing

/// The order in which `SessionEngine` asks for rows, which each store's locking relies on: a change locks the
/// session first (so additions queue and a commit waits for those under way), a commit then locks the items it
/// changes, and a read locks nothing.
@Suite struct SessionEngineTests {
  /// Tea (10) and Coffee (5) in a count.
  static func count() throws -> (SessionEngine<MemorySessions>, MemorySessions, Int64) {
    let storage = MemorySessions()
    storage.items = [1: Item(id: 1, name: "Tea", quantity: 10), 2: Item(id: 2, name: "Coffee", quantity: 5)]
    let engine = SessionEngine(storage: storage)
    let id = try engine.start(kind: .count, scope: .everything, note: "").id
    return (engine, storage, id)
  }

  @Test func aCommitLocksTheSessionThenTheCountedItemsThenTheItemsToZeroAndClosesLast() throws {
    // Given Tea counted at 3 and Coffee not counted, chosen to be set to 0
    let (engine, storage, id) = try Self.count()
    try engine.add(id: id, itemID: 1, quantity: 3, outsideScope: .refuse)
    try engine.setUncountedChoice(id: id, itemID: 2, to: .setToZero)

    // When it is committed
    storage.calls = []
    let summary = try engine.commit(id: id)

    // Then each change is a count's movement from the stock now, both items stamped, the session closed
    #expect(
      storage.calls == [
        "lock session", "lines", "lock items [1]", "lock uncounted", "adjust 1 by -7 (stocktake) keeping counted",
        "adjust 2 by -5 (stocktake) keeping counted", "stamp [1, 2]", "close committed", "read session",
      ])
    #expect(summary.session.state == .committed && summary.items.map(\.to) == [3, 0])
  }

  @Test func aCountAsExpectedChangesNoStockButStampsTheItemAndABatchStampsNothing() throws {
    let (engine, storage, id) = try Self.count()
    try engine.add(id: id, itemID: 1, quantity: 10, outsideScope: .refuse)
    storage.calls = []
    try engine.commit(id: id)
    #expect(!storage.calls.contains { $0.hasPrefix("adjust") } && storage.calls.contains("stamp [1]"))

    let receive = try engine.start(kind: .receive, scope: .everything, note: "").id
    try engine.add(id: receive, itemID: 2, quantity: 4, outsideScope: .refuse)
    storage.calls = []
    try engine.commit(id: receive)
    #expect(storage.calls.contains("adjust 2 by 4 (receive)") && !storage.calls.contains { $0.hasPrefix("stamp") })
  }

  @Test func readsLockNothingAndAClosedSessionIsRefusedBeforeAnyRowIsWritten() throws {
    let (engine, storage, id) = try Self.count()
    try engine.add(id: id, itemID: 1, quantity: 2, outsideScope: .refuse)
    storage.calls = []
    _ = try engine.lines(id: id)
    _ = try engine.countReport(id: id)
    #expect(!storage.calls.contains { $0.hasPrefix("lock") })

    try engine.discard(id: id)
    storage.calls = []
    #expect(throws: StockSessionError.sessionClosed(id: id, kind: .count, state: .discarded)) {
      try engine.add(id: id, itemID: 1, quantity: 1, outsideScope: .refuse)
    }
    #expect(storage.calls == ["lock session"])
  }
}
