import Foundation
import InventoryCore
import TerminalUI
import TestSupport
import Testing

@testable import App

/// Out of stock apart from low, grouped values with a currency, export of a filtered list, import with
/// a dry run first, and status messages that stay on their screen.
@Suite("Inventory: stock marks, values, export and import")
struct InventoryPolishTests {
  @Test("an item at 0 with no minimum is marked out of stock, apart from low, in the list, header and Low & out")
  func outOfStockIsFlagged() throws {
    let harness = try AppHarness { inventory in
      try sampleInventory(inventory)
      try inventory.add("Empty jar", quantity: 0)
    }
    #expect(harness.line("Empty jar")?.hasPrefix("○") == true, "\(harness.dump)")
    #expect(harness.screen[0].hasSuffix("○ 1 out · ▼ 2 low"), "\(harness.dump)")
    harness.press(.char("3"))
    #expect(harness.line("Empty jar")?.hasPrefix("○") == true)
    #expect(harness.contains("1 out of stock · 2 low · 12 units to order"))
  }

  @Test("the value groups digits and shows the currency set in Settings; quantities are never cut")
  func valueIsGroupedWithCurrency() throws {
    let harness = try AppHarness { inventory in
      try inventory.add("Bolts", quantity: StockLimits.maximumQuantity, price: "1.00")
    }
    #expect(harness.contains("value 1,000,000,000.00"), "\(harness.dump)")
    #expect(harness.line("Bolts")?.contains("1000000000") == true, "the Qty column shows the whole number")
    harness.environment.settings.currency = "€"
    harness.press(.char("s"), .char("S"))
    #expect(harness.contains("value €1,000,000,000.00"), "\(harness.dump)")
  }

  @Test("a status message does not follow to another tab")
  func statusStaysOnItsScreen() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    harness.press(.char("+"))
    #expect(harness.contains("→"), "\(harness.dump)")
    harness.press(.char("4"))
    #expect(!harness.contains("→"), "\(harness.dump)")
  }

  @Test("x on a filtered list offers the items shown or all; the shown ones are exported; a taken name gets a free one")
  func exportFilteredAndTakenName() throws {
    let folder = try TemporaryDirectory("export-filtered")
    let taken = folder.path("items.csv")
    try Data("keep me".utf8).write(to: URL(fileURLWithPath: taken))
    let harness = try AppHarness(setUp: sampleInventory)
    harness.press(.char("/"))
    harness.type("tea")
    harness.press(.enter, .char("x"))
    #expect(harness.contains("These 2 items"), "\(harness.dump)")
    #expect(harness.contains("All 3 items"))
    harness.press(.enter)
    harness.press(.ctrl("u"))
    harness.type(taken)
    harness.press(.enter)
    #expect(harness.contains("exists already and is kept"), "\(harness.dump)")
    harness.press(.enter)
    harness.finishLongWork()
    #expect(harness.contains("exported 2 items"), "\(harness.dump)")
    #expect(try String(contentsOfFile: taken, encoding: .utf8) == "keep me")
    let written = try String(contentsOfFile: folder.path("items-2.csv"), encoding: .utf8)
    #expect(written.contains("Tea cup") && !written.contains("Café"))
  }

  @Test("i imports a CSV after showing its dry run; a bad file lists its problems with line numbers")
  func importWithDryRun() throws {
    let folder = try TemporaryDirectory("import-dry")
    let good = folder.path("good.csv")
    let bad = folder.path("bad.csv")
    try Data("name,quantity\r\nPlates,4\r\nCafé crème,1\r\n".utf8).write(to: URL(fileURLWithPath: good))
    try Data("name,quantity\r\nCups,-3\r\n".utf8).write(to: URL(fileURLWithPath: bad))
    #expect(FileActions.csvFiles(in: folder.url.path).sorted() == ["bad.csv", "good.csv"])
    let harness = try AppHarness(setUp: sampleInventory)
    func choose(_ path: String) {
      harness.press(.char("i"))
      harness.press(.enter)  // "Type a path…"
      harness.type(path)
      harness.press(.enter)
      harness.finishLongWork()
    }
    choose(bad)
    #expect(harness.contains("Nothing imported: 1 problem"), "\(harness.dump)")
    #expect(harness.contains("line 2: quantity"), "\(harness.dump)")
    harness.press(.escape)
    choose(good)
    #expect(harness.contains("would be 1 added, 1 skipped"), "\(harness.dump)")
    #expect(try harness.service.totals().count == 3, "the dry run changed nothing")
    harness.press(.char("y"))
    harness.finishLongWork()
    #expect(harness.contains("imported good.csv: 1 added, 1 skipped"), "\(harness.dump)")
    #expect(try harness.service.findItem("Plates").quantity == 4)
  }
}
