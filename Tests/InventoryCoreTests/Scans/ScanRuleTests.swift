import Foundation
import Testing

@testable import InventoryCore

/// The scan rule every store applies: an unknown code stays unknown whatever the mode; look-up never
/// changes stock; "ask" offers the change; "auto" applies it; removing is the negative of adding.
@Suite struct ScanRuleTests {
  static let beans = Item(id: 7, name: "Coffee beans", barcode: "4006381333931", quantity: 4)

  @Test(arguments: ScanMode.allCases, ScanPolicy.allCases)
  func aCodeNoItemHasIsUnknownInEveryModeAndPolicy(mode: ScanMode, policy: ScanPolicy) {
    #expect(ScanRule.decide(item: nil, mode: mode, policy: policy, units: 3) == .unknown)
  }

  @Test(arguments: ScanPolicy.allCases)
  func lookUpNeverChangesStockWhateverThePolicy(policy: ScanPolicy) {
    #expect(ScanRule.decide(item: Self.beans, mode: .lookUp, policy: policy, units: 5) == .lookUp(Self.beans))
  }

  @Test(arguments: [(ScanMode.add, 3), (.remove, -3)])
  func askOffersTheSignedChange(mode: ScanMode, delta: Int) {
    #expect(ScanRule.decide(item: Self.beans, mode: mode, policy: .ask, units: 3) == .offer(Self.beans, delta: delta))
  }

  @Test(arguments: [(ScanMode.add, 12), (.remove, -12)])
  func autoAppliesTheSignedChange(mode: ScanMode, delta: Int) {
    #expect(
      ScanRule.decide(item: Self.beans, mode: mode, policy: .auto, units: 12) == .apply(Self.beans, delta: delta))
  }

  @Test func anOutcomeIsRecordedUnderItsKindWithItsDetail() throws {
    let code = try ProductCode("4006381333931")
    let added = ScanOutcome.applied(StockChange(item: Self.beans, from: 4, to: 5), code: code)
    #expect(added.kind == .incremented)
    let removed = ScanOutcome.applied(StockChange(item: Self.beans, from: 4, to: 3), code: code)
    #expect(removed.kind == .decremented)
    #expect(ScanOutcome.unknown(code).historyDetail == "no item has this code")
    let invalid = ScanOutcome.invalid(text: "4006381333932", error: .wrongCheckDigit(.ean13, expected: "1", found: "2"))
    #expect(invalid.kind == .invalid)
    #expect(invalid.historyDetail.contains("should be 1"))
    #expect(ScanOutcome.insufficientStock(Self.beans, code: code, requested: 9).isTooLittleStock)
    #expect(ScanOutcome.overMaximum(Self.beans, code: code, delta: 9).kind == .refused)
  }
}
