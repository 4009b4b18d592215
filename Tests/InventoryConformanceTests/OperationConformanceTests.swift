import Foundation
import InventoryCore
import Testing

/// A change made under an operation id (`OperationClaim`) is applied once: run again with the same id — by a
/// user retrying a command whose answer was lost, or by a script — it changes nothing and says so.
@Suite("Inventory conformance: operations applied once")
struct OperationConformanceTests {
  @Test(arguments: Backend.all)
  func aChangeRunAgainUnderItsIdChangesNothingAndSaysWhen(backend: Backend) throws {
    let store = try backend.open()
    let id = try #require(try store.add("Nails", quantity: 10).id)
    let operation = UUID()
    let first = try OperationClaim.performing(operation) { try store.inventory.adjustQuantity(itemID: id, by: 5) }
    #expect(first.to == 15)
    #expect {
      try OperationClaim.performing(operation) { try store.inventory.adjustQuantity(itemID: id, by: 5) }
    } throws: { error in
      (error as? OperationAlreadyApplied)?.id == operation
    }
    #expect(try store.inventory.item(id: id)?.quantity == 15)
    #expect(try store.inventory.movements(itemID: id).count == 2)
    // Another station running the same operation finds it too.
    #expect(throws: OperationAlreadyApplied.self) {
      try OperationClaim.performing(operation) { try store.station("back room").adjustQuantity(itemID: id, by: 5) }
    }
    // A new id is a new change.
    _ = try OperationClaim.performing(UUID()) { try store.inventory.adjustQuantity(itemID: id, by: 5) }
    #expect(try store.inventory.item(id: id)?.quantity == 20)
  }

  @Test(arguments: Backend.all)
  func onlyTheFirstWriteOfAnOperationRecordsItsId(backend: Backend) throws {
    let store = try backend.open()
    let operation = UUID()
    let added = try OperationClaim.performing(operation) { () throws -> Item in
      let item = try store.add("Tea", quantity: 1)
      let id = try #require(item.id)
      _ = try store.inventory.adjustQuantity(itemID: id, by: 2)  // the same command's second write
      return item
    }
    let id = try #require(added.id)
    #expect(try store.inventory.item(id: id)?.quantity == 3)
    #expect(throws: OperationAlreadyApplied.self) {
      try OperationClaim.performing(operation) { try store.add("Tea again", quantity: 1) }
    }
    #expect(try store.inventory.totals(matching: ItemQuery()).count == 1)
  }

  @Test(arguments: Backend.all)
  func aRefusedChangeLeavesItsIdFreeForTheRetry(backend: Backend) throws {
    let store = try backend.open()
    let id = try #require(try store.add("Nails", quantity: 1).id)
    let operation = UUID()
    #expect(throws: InventoryError.self) {
      try OperationClaim.performing(operation) { try store.inventory.adjustQuantity(itemID: id, by: -5) }
    }
    _ = try store.inventory.adjustQuantity(itemID: id, by: 9)
    let retried = try OperationClaim.performing(operation) { try store.inventory.adjustQuantity(itemID: id, by: -5) }
    #expect(retried.to == 5)
  }

  @Test(arguments: Backend.all)
  func aDryRunRecordsNoIdAndTheRealImportDoes(backend: Backend) throws {
    let store = try backend.open()
    let csv = try ItemCSVReader.read(data: Data("name,quantity\nA,1\nB,2\n".utf8))
    let operation = UUID()
    let (dryRun, real) = try OperationClaim.performing(operation) { () throws -> (ImportSummary, ImportSummary) in
      (try store.inventory.importItems(csv, dryRun: true), try store.inventory.importItems(csv, onDuplicate: .add))
    }
    #expect(dryRun.added == 2 && real.added == 2)
    #expect(throws: OperationAlreadyApplied.self) {
      try OperationClaim.performing(operation) { try store.inventory.importItems(csv, onDuplicate: .add) }
    }
    #expect(try store.inventory.totals(matching: ItemQuery()).units == 3)
  }
}
