import Foundation
import InventoryCore
import Testing

/// Stock: every change a movement, quantity the sum of movements, never below zero or above the maximum,
/// exact when several stations change one item at once.
@Suite("Inventory conformance: stock")
struct StockConformanceTests {
  @Test(arguments: Backend.all)
  func changesAreMovementsAndTheQuantityIsTheirSum(backend: Backend) throws {
    let store = try backend.open()
    let id = try #require(try store.add("Nails", quantity: 10).id)
    let change = try store.inventory.adjustQuantity(itemID: id, by: -4)
    #expect(change.from == 10 && change.to == 6)
    let counted = try store.inventory.setQuantity(itemID: id, to: 9)
    #expect(counted.delta == 3)
    #expect(try store.inventory.movements(itemID: id).map(\.reason) == [.stocktake, .manual, .manual])
    #expect(try store.inventory.movementTotal(itemID: id) == 9)
  }

  @Test(arguments: Backend.all)
  func stockNeverGoesBelowZeroOrAboveTheMaximumAndARefusalChangesNothing(backend: Backend) throws {
    let store = try backend.open()
    let id = try #require(try store.add("Nails", quantity: 2).id)
    #expect {
      try store.inventory.adjustQuantity(itemID: id, by: -3)
    } throws: { error in
      guard case InventoryError.insufficientStock(let item, let requested) = error else { return false }
      return item.quantity == 2 && requested == 3
    }
    #expect {
      try store.inventory.adjustQuantity(itemID: id, by: StockLimits.maximumQuantity)
    } throws: { error in
      if case InventoryError.quantityOutOfRange = error { return true }
      return false
    }
    #expect(try store.inventory.item(id: id)?.quantity == 2)
    #expect(try store.inventory.movements(itemID: id).count == 1)
  }

  @Test(arguments: Backend.all)
  func fourStationsChangingOneItemAtOnceGiveTheExactTotal(backend: Backend) throws {
    let store = try backend.open()
    let id = try #require(try store.add("Screws", quantity: 1_000).id)
    let stations = try (1...4).map { try store.station("station-\($0)") }
    let failures = Failures()
    DispatchQueue.concurrentPerform(iterations: stations.count) { index in
      for step in 0..<100 {
        do { try stations[index].adjustQuantity(itemID: id, by: step.isMultiple(of: 2) ? 3 : -1) } catch {
          failures.append("\(error)")
        }
      }
    }
    #expect(failures.all.isEmpty, "\(failures.all.prefix(3))")
    #expect(try store.inventory.item(id: id)?.quantity == 1_000 + 4 * (50 * 3 - 50))
    #expect(try store.inventory.movementTotal(itemID: id) == 1_000 + 4 * (50 * 3 - 50))
  }
}

/// Errors collected from several threads.
final class Failures: @unchecked Sendable {
  private let lock = NSLock()
  private var items: [String] = []
  func append(_ failure: String) { lock.withLock { items.append(failure) } }
  var all: [String] { lock.withLock { items } }
}

/// The rule both stores apply before a movement: limits, too little stock, a damaged stored quantity.
@Suite("Stock change rule")
struct StockChangeRuleTests {
  static let tea = Item(id: 1, name: "Tea", quantity: 3)

  @Test func aChangeWithinTheLimitsIsAllowedAndZeroIsNothingToRefuse() {
    #expect(StockChangeRule.refusal(changing: Self.tea, by: -3) == nil)
    #expect(StockChangeRule.refusal(changing: Self.tea, by: 0) == nil)
    #expect(StockChangeRule.refusal(changing: Self.tea, by: StockLimits.maximumQuantity - 3) == nil)
  }

  @Test func eachRefusalNamesTheItemAndTheNumbers() {
    #expect(StockChangeRule.refusal(changing: Self.tea, by: -4) == .insufficientStock(Self.tea, requested: 4))
    #expect(
      StockChangeRule.refusal(changing: Self.tea, by: StockLimits.maximumQuantity - 2)
        == .quantityOutOfRange(Self.tea, requested: StockLimits.maximumQuantity - 2))
    #expect(StockChangeRule.refusal(changing: Self.tea, by: Int.min) == .changeOutOfRange(Int.min))
    var damaged = Self.tea
    damaged.storedValueProblems = [StoredValueProblem(field: .quantity, stored: "-5", allowed: "0 to 1,000,000,000")]
    #expect(StockChangeRule.refusal(changing: damaged, by: 1) == .storedValueOutOfRange(damaged))
  }
}
