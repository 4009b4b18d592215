import Testing

@testable import InventoryCore

@Suite struct MoneyTests {
  @Test(arguments: [("12.34", 1234), ("12", 1200), ("0.5", 50), ("0,05", 5), (" 7.10 ", 710), (".25", 25)])
  func parsesExactAmounts(text: String, minorUnits: Int64) {
    #expect(Money(parsing: text)?.minorUnits == minorUnits)
  }

  @Test(arguments: ["-1", "1.234", "abc", "", "1.2.3", "1e3", "1,000.00", "+3", "12."])
  func refusesAmountsThatAreNotPlainPrices(text: String) {
    #expect(Money(parsing: text) == nil)
  }

  @Test func formatsWithTwoDecimals() {
    #expect(Money(minorUnits: 5).description == "0.05")
    #expect(Money(minorUnits: 123_400).description == "1234.00")
    #expect(Money(minorUnits: -250).description == "-2.50")
  }
}

@Suite struct ReorderArithmeticTests {
  @Test func lowWhenBelowMinimumOnly() {
    #expect(Item(name: "a", quantity: 2, minimumQuantity: 3).isLowStock)
    #expect(!Item(name: "a", quantity: 3, minimumQuantity: 3).isLowStock)
    #expect(!Item(name: "a", quantity: 0, minimumQuantity: 0).isLowStock)
  }

  @Test func reorderUpToTargetElseMinimum() {
    #expect(Item(name: "a", quantity: 2, minimumQuantity: 5, targetQuantity: 12).reorderQuantity == 10)
    #expect(Item(name: "a", quantity: 2, minimumQuantity: 5).reorderQuantity == 3)
    #expect(Item(name: "a", quantity: 9, minimumQuantity: 5, targetQuantity: 12).reorderQuantity == 0)
    // A target below the minimum still brings the stock up to the minimum.
    #expect(Item(name: "a", quantity: 1, minimumQuantity: 5, targetQuantity: 3).reorderQuantity == 4)
  }
}

@Suite struct ItemDraftLimitTests {
  @Test func aQuantityBeyondTheLimitSaysSo() {
    let error = #expect(throws: ItemDraft.Invalid.self) {
      try ItemDraft(name: "Big", quantity: "99999999999").validated()
    }
    #expect(error?.problems.first?.message == "\"99999999999\" is more than stockroom counts (at most 1,000,000,000)")
  }
}
