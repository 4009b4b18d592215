import Foundation
import InventoryCore
import Testing

/// Undoing a session's commit: the journal tells which commit an item's change belongs to ("1 of 3 of receive
/// #1"), and a deleted item restored by undo keeps when it was last counted (issue 19).
@Suite("Inventory conformance: undoing a session's commit")
struct SessionUndoConformanceTests {
  @Test(arguments: Backend.all)
  func aCommitsChangesAreFoundFromAnyOfThemAndCountedAsTheyAreUndone(backend: Backend) throws {
    // Given a receive of three items, committed, and a later change of another item
    let store = try backend.open()
    let ids = try ["Tea", "Beans", "Rice"].map { try #require(try store.add($0, quantity: 1).id) }
    let other = try #require(try store.add("Salt", quantity: 1).id)
    let receive = try store.inventory.startSession(kind: .receive)
    for id in ids { try store.inventory.addToSession(id: receive.id, itemID: id, quantity: 2) }
    try store.inventory.commitSession(id: receive.id)
    let salt = try store.inventory.adjustQuantity(itemID: other, by: 1, reason: .manual, source: .keyboard)
    #expect(salt.to == 2)

    // When the salt is undone, then the next undo is looked at, one undone, and looked at again
    try store.inventory.undo(scope: .session, expecting: nil)
    let first = try #require(try store.inventory.nextUndo(scope: .session))
    let commit = try #require(try store.inventory.sessionCommit(of: first.action))
    try store.inventory.undo(scope: .session, expecting: first.action.id)
    let second = try #require(try store.inventory.nextUndo(scope: .session))
    let after = try #require(try store.inventory.sessionCommit(of: second.action))

    // Then it names the commit and counts down
    #expect(commit.session.id == receive.id && commit.actions.count == 3)
    #expect(commit.position(of: first.action) == "1 of 3 of receive #\(receive.id)")
    #expect(after.remaining.count == 2 && after.position(of: second.action) == "2 of 3 of receive #\(receive.id)")
    let saltAction = try #require(try store.inventory.actions(search: "Salt").first)
    #expect(try store.inventory.sessionCommit(of: saltAction) == nil)
  }

  @Test(arguments: Backend.all)
  func aDeletedItemRestoredByUndoKeepsWhenItWasLastCounted(backend: Backend) throws {
    // Given Tea counted by a committed count, then deleted
    let store = try backend.open()
    let tea = try #require(try store.add("Tea", quantity: 4).id)
    let count = try store.inventory.startSession(kind: .count)
    try store.inventory.addToSession(id: count.id, itemID: tea, quantity: 4)
    try store.inventory.commitSession(id: count.id)
    let counted = try #require(try store.inventory.item(id: tea)?.lastCountedAt)
    try store.inventory.deleteItem(id: tea)

    // When the delete is undone
    try store.inventory.undo(scope: .session, expecting: nil)

    // Then the item is back with its last counted time
    #expect(try store.inventory.item(id: tea)?.lastCountedAt == counted)
  }

  @Test(arguments: Backend.all)
  func undoingACountPutsBackWhenTheItemWasLastCountedAndRedoCountsItAgain(backend: Backend) throws {
    // Given Tea (10) counted at 8 by a count, and Rice counted by it then again by a later count
    let store = try backend.open()
    let tea = try #require(try store.add("Tea", quantity: 10).id)
    let count = try store.inventory.startSession(kind: .count)
    try store.inventory.addToSession(id: count.id, itemID: tea, quantity: 8)
    try store.inventory.commitSession(id: count.id)
    let counted = try #require(try store.inventory.item(id: tea)?.lastCountedAt)

    // When the count's change is undone, then redone
    try store.inventory.undo(scope: .session, expecting: nil)
    let undone = try #require(try store.inventory.item(id: tea))
    try store.inventory.redo(scope: .session, expecting: nil)
    let redone = try #require(try store.inventory.item(id: tea))

    // Then undo put back "never counted" with the stock, and redo the count's time
    #expect(undone.quantity == 10 && undone.lastCountedAt == nil)
    #expect(redone.quantity == 8 && redone.lastCountedAt == counted)
  }

  @Test(arguments: Backend.all)
  func undoingACountLeavesAnItemCountedAgainSince(backend: Backend) throws {
    // Given Tea changed by a first count, then counted again (as expected) by another station's count
    let store = try backend.open()
    let tea = try #require(try store.add("Tea", quantity: 10).id)
    let first = try store.inventory.startSession(kind: .count)
    try store.inventory.addToSession(id: first.id, itemID: tea, quantity: 8)
    try store.inventory.commitSession(id: first.id)
    // The later count commits in a later millisecond (times are kept to the millisecond).
    let firstCounted = try #require(try store.inventory.item(id: tea)?.lastCountedAt)
    while Date().epochMilliseconds <= firstCounted.epochMilliseconds {}
    let other = try store.station("b")
    let second = try other.startSession(kind: .count)
    try other.addToSession(id: second.id, itemID: tea, quantity: 8)
    try other.commitSession(id: second.id)
    let later = try #require(try store.inventory.item(id: tea)?.lastCountedAt)

    // When this station undoes its count's change
    try store.inventory.undo(scope: .session, expecting: nil)

    // Then the stock goes back, and the later count's time stays
    let item = try #require(try store.inventory.item(id: tea))
    #expect(item.quantity == 10 && item.lastCountedAt == later && later != firstCounted)
  }
}
