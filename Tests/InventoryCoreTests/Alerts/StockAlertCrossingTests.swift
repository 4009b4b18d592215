import InventoryCore
import Testing

/// Which alert a change of stock level raises and which it ends: once per crossing, again only after recovering.
@Suite struct StockAlertCrossingTests {
  @Test func levelsAreOutAtZeroLowBelowTheMinimumAndOkOtherwise() {
    #expect(StockLevel(quantity: 0, minimum: 0) == .out)
    #expect(StockLevel(quantity: 4, minimum: 5) == .low)
    #expect(StockLevel(quantity: 5, minimum: 5) == .ok)
    #expect(StockLevel(quantity: 1, minimum: 0) == .ok)
  }

  @Test(arguments: [
    (StockLevel.ok, StockLevel.low, StockAlertKind?.some(.belowMinimum), [StockAlertKind]()),
    (.ok, .out, .outOfStock, []), (.low, .out, .outOfStock, []), (.out, .low, nil, [.outOfStock]),
    (.low, .ok, nil, [.belowMinimum, .outOfStock]), (.out, .ok, nil, [.belowMinimum, .outOfStock]),
    (.low, .low, nil, []), (.out, .out, nil, []), (.ok, .ok, nil, []),
  ])
  func eachChangeOfLevelRaisesOrEnds(
    before: StockLevel, after: StockLevel, raises: StockAlertKind?, ends: [StockAlertKind]
  ) {
    let crossing = StockAlertCrossing(from: before, to: after)
    #expect(crossing.raises == raises && crossing.ends == ends)
  }
}
