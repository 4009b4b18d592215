import InventoryCore
import Testing

/// The numbers and texts a session takes, checked where they enter.
@Suite struct SessionEntryRuleTests {
  @Test func aNoteIsTrimmedSingleLineTextWithinItsLimit() throws {
    #expect(try SessionEntryRule.checkedNote("  shelf A ") == "shelf A")
    #expect(throws: StockSessionError.self) { try SessionEntryRule.checkedNote("shelf\u{1B}[2J") }
    #expect(throws: InventoryError.textTooLong(what: "the note", limit: StockSessionLimits.maximumNoteBytes)) {
      try SessionEntryRule.checkedNote(String(repeating: "é", count: StockSessionLimits.maximumNoteBytes / 2 + 1))
    }
  }

  @Test func onlyACountHasAScope() throws {
    let scope = SessionScope(category: .uncategorised, search: " tea ")
    #expect(try SessionEntryRule.checkedScope(scope, kind: .count).search == "tea")
    #expect(throws: StockSessionError.self) { try SessionEntryRule.checkedScope(scope, kind: .receive) }
    #expect(try SessionEntryRule.checkedScope(.everything, kind: .remove) == .everything)
  }

  @Test func aCorrectionIsTheDifferenceAndAStoredSumOutOfRangeIsRefused() throws {
    #expect(try SessionEntryRule.correction(from: 5, to: 2, name: "Tea") == -3)
    #expect(throws: StockSessionError.lineOutOfRange(name: "Tea", total: -1)) {
      try SessionEntryRule.correction(from: -1, to: 2, name: "Tea")
    }
    #expect(throws: StockSessionError.lineOutOfRange(name: "Tea", total: Int128(Int64.max) + 1)) {
      try SessionEntryRule.total(Int64.max, adding: 1, name: "Tea")
    }
  }
}
