import InventoryCore
import TestPrimitives
import Testing

/// Whatever a user types for a custom field, a lot or an expiry window: never a trap, and what is accepted is
/// exactly what the store's CHECKs accept (dates that compare in calendar order as text, one spelling of each
/// value). Random text from pieces of valid and broken values, from a fixed seed.
@Suite struct TypedValueRobustnessTests {
  private static let pieces = [
    "2026", "02", "29", "12", "31", "-", "+", "0", "1", "9", ".", " ", "\t", "e5", "yes", "Y", "no", "Small", "١",
    "２", "\u{0}", "\u{1B}", "\n", "é", "🍎", "-0", "00", "2199", "1999", "w", "d", "7", "366", "99999999999999999999",
  ]

  private static func randomText(_ generator: inout SeededGenerator) -> String {
    (0..<generator.int(0...7)).map { _ in generator.pick(pieces) }.joined()
  }

  private static let kinds: [CustomFieldKind] = [
    .text, .number(unit: "kg", minimum: "-5", maximum: "100.5"), .date, .yesNo, .choice(["Small", "Large"]),
  ]

  @Test func anAcceptedFieldValueIsStoredInTheSpellingItReadsBackAs() {
    var generator = SeededGenerator(seed: FuzzBudget.seed(2026_1128))
    for _ in 0..<FuzzBudget.scaled(20_000) {
      let text = Self.randomText(&generator)
      for kind in Self.kinds {
        guard case .success(let stored) = kind.canonicalValue(of: text) else { continue }
        #expect((try? kind.canonicalValue(of: stored).get()) == stored, "\(kind) \(text.debugDescription)")
        if kind == .date {
          let day = CalendarDay.parts(of: stored)
          #expect(day.map { CalendarDay.exists(year: $0.year, month: $0.month, day: $0.day) } == true)
        }
      }
    }
  }

  @Test func anAcceptedLotHasDatesTheDatabaseAcceptsAndOneWordNames() {
    var generator = SeededGenerator(seed: FuzzBudget.seed(2026_1129))
    for _ in 0..<FuzzBudget.scaled(20_000) {
      let typed = LotDetails(
        batch: generator.chance(0.5) ? Self.randomText(&generator) : nil,
        expiry: generator.chance(0.5) ? Self.randomText(&generator) : nil,
        bestBefore: generator.chance(0.3) ? Self.randomText(&generator) : nil,
        serial: generator.chance(0.3) ? Self.randomText(&generator) : nil)
      guard let lot = try? LotLimits.usable(typed) else { continue }
      #expect((try? LotLimits.usable(lot)) == lot)
      for date in [lot.expiry, lot.bestBefore].compactMap(\.self) {
        let day = CalendarDay.parts(of: date)
        #expect(day.map { (LotLimits.earliestYear...LotLimits.latestYear).contains($0.year) } == true, "\(date)")
        #expect(day.map { CalendarDay.exists(year: $0.year, month: $0.month, day: $0.day) } == true, "\(date)")
      }
      for name in [lot.batch, lot.serial].compactMap(\.self) {
        #expect(name.unicodeScalars.count <= LotLimits.maximumTextLength)
        #expect(!name.unicodeScalars.contains { $0.properties.isWhitespace })
      }
    }
  }

  @Test(
    "a date with a sign, a space or other digits is refused, as the database would",
    arguments: ["2026-+1-01", "2026-01-+1", "+026-01-01", "2026-0١-01", "２026-01-01", "2026-1-01", "2026-01-01x"])
  func signedOrForeignDigitDatesAreRefused(typed: String) {
    #expect(CalendarDay.parts(of: typed) == nil)
    #expect(throws: LotError.self) { try LotLimits.usable(LotDetails(expiry: typed)) }
    #expect((try? CustomFieldKind.date.canonicalValue(of: typed).get()) == nil)
  }

  @Test func anExpiryWindowReadFromAnyTextIsWithinItsLimit() {
    var generator = SeededGenerator(seed: FuzzBudget.seed(2026_1130))
    for _ in 0..<FuzzBudget.scaled(20_000) {
      let text = Self.randomText(&generator)
      if let days = ExpiryWindow.days(from: text) {
        #expect((0...ExpiryWindow.maximumDays).contains(days), "\(text.debugDescription)")
      }
    }
  }

  @Test func anItemsOwnExpiryWindowReadFromAnyTextIsWithinItsLimitOrRefusedInWords() {
    var generator = SeededGenerator(seed: FuzzBudget.seed(2026_1131))
    for _ in 0..<FuzzBudget.scaled(20_000) {
      let text = Self.randomText(&generator)
      do {
        if let days = try ExpiryWindow.itemDays(from: text) {
          #expect((0...ExpiryWindow.maximumItemDays).contains(days), "\(text.debugDescription)")
        }
      } catch {
        #expect(!error.description.isEmpty)
      }
    }
  }

  /// `Field=value` typed in the list's filter prompt or `items list --where`: never a trap; a filter read names one
  /// of the fields and holds an operand in its kind's stored spelling (numbers and dates compare as their kind).
  @Test func aFieldFilterReadFromAnyTextNamesAFieldAndAnOperandOfItsKind() {
    let fields = Self.kinds.enumerated().map { index, kind in
      CustomField(id: Int64(index + 1), name: ["Notes", "Weight", "Expires", "Fragile", "Size"][index], kind: kind)
    }
    let marks = ["=", "<", ">", "<=", ">=", "=>", "==", ""]
    var generator = SeededGenerator(seed: FuzzBudget.seed(2026_1132))
    var read = 0
    for _ in 0..<FuzzBudget.scaled(20_000) {
      let name = generator.chance(0.8) ? generator.pick(fields).name : Self.randomText(&generator)
      let text = name + generator.pick(marks) + Self.randomText(&generator)
      guard let filter = try? CustomFieldFilter.parse(text, fields: fields) else { continue }
      read += 1
      #expect(fields.contains(filter.field), "\(text.debugDescription)")
      switch filter.field.kind {
      case .number:
        #expect(CustomFieldKind.canonicalNumber(filter.operand) == filter.operand, "\(text.debugDescription)")
      case .date, .text, .yesNo, .choice:
        #expect(
          (try? filter.field.kind.canonicalValue(of: filter.operand).get()) == filter.operand,
          "\(text.debugDescription)")
        if filter.field.kind != .date { #expect(filter.comparison == .equal) }
      }
    }
    #expect(read > 0, "some of the texts are filters")
  }
}
