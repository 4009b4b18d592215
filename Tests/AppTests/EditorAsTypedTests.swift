import Foundation
import InventoryCore
import TerminalUI
import TestSupport
import Testing

@testable import App

/// The item editor judges codes as people type them: printed forms find the existing item, a code is
/// judged once it can be complete, number fields replace their content when typed into.
@Suite("Item editor: codes and numbers as typed")
struct EditorAsTypedTests {
  @Test("a code typed as printed under the bars finds the item that has it, before F2; F3 opens that item")
  func printedCodeFindsTheExistingItem() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    harness.press(.char("n"))
    harness.type("Green tea again")
    harness.press(.tab)
    harness.type("4-006381-333931")
    #expect(
      harness.contains("Barcode: already belongs to 日本茶 green tea (12 in stock)"), "\(harness.dump)")
    harness.press(.f(3))
    #expect(harness.screen[0].contains("Edit: 日本茶 green tea"), "\(harness.dump)")
    #expect(try harness.service.totals().count == 3, "no second item for the product")
  }

  @Test("a check-digit error shows once the code is complete or the field is left, not after 12 of 13 digits")
  func checkDigitWaitsForTheWholeCode() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    harness.press(.char("n"))
    harness.type("Soup")
    harness.press(.tab)
    harness.type("400638133393")  // 12 digits: a wrong UPC-A, or the start of an EAN-13
    #expect(harness.line("Barcode")?.contains("✗") == false, "judged mid-typing:\n\(harness.dump)")
    harness.type("2")
    #expect(harness.contains("Barcode: EAN-13 check digit should be 1, found 2"), "\(harness.dump)")
    harness.press(.backspace)
    #expect(harness.line("Barcode")?.contains("✗") == false)
    harness.press(.tab)
    #expect(harness.line("Barcode")?.contains("✗ UPC-A check") == true, "judged on leaving:\n\(harness.dump)")
  }

  @Test("typing into a number field replaces its content; End first keeps it")
  func numberFieldsSelectTheirContent() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    harness.press(.char("n"))
    harness.type("Pens")
    harness.press(.tab, .tab, .tab, .tab)
    #expect(harness.screen.contains { $0.contains("Minimum") })
    harness.type("1")
    harness.press(.tab, .tab)  // past Due before, its own expiry window
    harness.type("20")
    harness.press(.f(2))
    let pens = try harness.service.findItem("Pens")
    #expect(pens.minimumQuantity == 1, "typing 1 into Minimum 0 gives 1, not 01")
    #expect(pens.targetQuantity == 20)
  }

  @Test("a 17-digit price is called too large, not 'not a price'")
  func hugePriceIsTooLarge() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    harness.press(.char("n"))
    harness.type("Gold")
    for _ in 0..<7 { harness.press(.tab) }
    harness.type("12345678901234567")
    #expect(harness.contains("is more than the largest price"), "\(harness.dump)")
    #expect(!harness.contains("is not a price"))
  }
}
