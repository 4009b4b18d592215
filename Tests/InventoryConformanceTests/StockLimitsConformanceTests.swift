import InventoryCore
import Testing

/// One maximum for quantities and prices on every path that can change them: once, on both backends (each
/// store had its own copy of these tests; what each database refuses from raw SQL stays with its store).
@Suite("Inventory conformance: stock limits")
struct StockLimitsConformanceTests {
  static let maximum = StockLimits.maximumQuantity

  /// A refusal for a number out of range: one of the errors that say so, nothing else.
  static func expectOutOfRange(_ body: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) {
    do {
      try body()
      Issue.record("expected a refusal", sourceLocation: sourceLocation)
    } catch let error as InventoryError {
      switch error {
      case .quantityOutOfRange, .countOutOfRange, .changeOutOfRange, .insufficientStock, .invalidItem: break
      default: Issue.record("unexpected refusal \(error)", sourceLocation: sourceLocation)
      }
    } catch {
      Issue.record("not an InventoryError: \(error)", sourceLocation: sourceLocation)
    }
  }

  @Test(arguments: Backend.all, [Int.max, Int.min, Int.min + 1, 1_000_000_001, -1_000_000_001])
  func adjustingByMoreThanTheMaximumIsRefusedAndChangesNothing(backend: Backend, delta: Int) throws {
    let store = try backend.open()
    let id = try #require(try store.add("A", quantity: 5).id)
    Self.expectOutOfRange { try store.inventory.adjustQuantity(itemID: id, by: delta) }
    #expect(try store.inventory.item(id: id)?.quantity == 5)
    #expect(try store.inventory.movementTotal(itemID: id) == 5)
  }

  @Test(arguments: Backend.all)
  func stockStopsAtTheMaximumExactly(backend: Backend) throws {
    let store = try backend.open()
    let id = try #require(try store.add("A", quantity: 5).id)
    try store.inventory.adjustQuantity(itemID: id, by: Self.maximum - 5)
    #expect(try store.inventory.item(id: id)?.quantity == Self.maximum)
    #expect {
      try store.inventory.adjustQuantity(itemID: id, by: 1)
    } throws: { error in
      (error as? InventoryError)?.description.contains("would pass the maximum, 1,000,000,000") == true
    }
    try store.inventory.adjustQuantity(itemID: id, by: -Self.maximum)
    #expect(try store.inventory.item(id: id)?.quantity == 0)
  }

  @Test(arguments: Backend.all, [Int.max, 1_000_000_001, -1])
  func settingACountOutsideTheRangeIsRefused(backend: Backend, count: Int) throws {
    let store = try backend.open()
    let id = try #require(try store.add("A", quantity: 5).id)
    #expect(throws: InventoryError.countOutOfRange(what: "the count", value: count, minimum: 0)) {
      try store.inventory.setQuantity(itemID: id, to: count)
    }
    #expect(try store.inventory.item(id: id)?.quantity == 5)
  }

  @Test(arguments: Backend.all, [0, -3, Int.max, 1_000_000_001])
  func aScanQuantityOutsideOneToTheMaximumIsRefusedAndNotLogged(backend: Backend, quantity: Int) throws {
    let store = try backend.open()
    try store.add("A", barcode: "4006381333931", quantity: 5)
    Self.expectOutOfRange {
      try store.inventory.recordScan(ScanRequest("4006381333931", source: .cli, quantity: quantity))
    }
    #expect(try store.inventory.findItem("A").quantity == 5)
    #expect(try store.inventory.scans().isEmpty)
  }

  @Test(arguments: Backend.all)
  func aScanThatWouldPassTheMaximumIsRefusedAndLogged(backend: Backend) throws {
    let store = try backend.open()
    let item = try store.add("A", barcode: "4006381333931", quantity: Self.maximum)
    let result = try store.inventory.recordScan(ScanRequest("4006381333931", source: .cli))
    #expect(result == .overMaximum(item, code: try ProductCode("4006381333931"), delta: 1))
    #expect(try store.inventory.findItem("A").quantity == Self.maximum)
    #expect(try store.inventory.scans().first?.outcome == .refused)
  }

  @Test(arguments: Backend.all, ["1000000001", "9223372036854775807", "99999999999999999999999"])
  func addingOrEditingAnItemWithTooLargeANumberIsRefused(backend: Backend, number: String) throws {
    let store = try backend.open()
    Self.expectOutOfRange { try store.inventory.addItem(ItemDraft(name: "A", quantity: number)) }
    Self.expectOutOfRange { try store.inventory.addItem(ItemDraft(name: "A", minimumQuantity: number)) }
    Self.expectOutOfRange { try store.inventory.addItem(ItemDraft(name: "A", targetQuantity: number)) }
    let item = try store.add("A", quantity: 2)
    let id = try #require(item.id)
    var draft = ItemDraft(item)
    draft.quantity = number
    Self.expectOutOfRange { try store.inventory.updateItem(id: id, with: draft) }
    #expect(try store.inventory.item(id: id)?.quantity == 2)
  }

  @Test(arguments: Backend.all)
  func aPriceAboveTheMaximumIsRefusedAsTooLargeNotAsGarbage(backend: Backend) throws {
    let store = try backend.open()
    #expect {
      try store.inventory.addItem(ItemDraft(name: "A", quantity: "2000", price: "49999999999999"))
    } throws: { error in
      (error as? InventoryError)?.description.contains("more than the largest price, 10000000.00") == true
    }
    let item = try store.add("A", quantity: Self.maximum, price: "10000000.00")
    #expect(item.value == MoneyTotal(minorUnits: Int128(Self.maximum) * 1_000_000_000))
  }

  @Test(arguments: Backend.all)
  func totalsOfManyItemsAtTheMaximumDoNotOverflow(backend: Backend) throws {
    let store = try backend.open()
    // 20 items of 10^9 units at 10^9 minor units each: 2 × 10^19 minor units, beyond 64 bits.
    for index in 0..<20 { try store.add("Item \(index)", quantity: Self.maximum, price: "10000000.00") }
    let totals = try store.inventory.totals()
    #expect(totals.count == 20)
    #expect(totals.units == 20 * Self.maximum)
    #expect(totals.value == MoneyTotal(minorUnits: 20 * 1_000_000_000 * 1_000_000_000))
    #expect(totals.value.description == "200000000000000000.00")
  }
}
