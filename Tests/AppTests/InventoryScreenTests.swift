import InventoryCore
import SQLiteStore
import TerminalUI
import Testing

@testable import App

@Suite("Inventory list")
struct InventoryScreenTests {
  @Test("rows show name, barcode, category, quantity, minimum and price; low stock is marked ▼; totals at the bottom")
  func listAndTotals() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    #expect(harness.screen[0].hasPrefix(" stockroom › Inventory") && harness.screen[0].hasSuffix("▼ 2 low"))
    let cafe = try #require(harness.line("Café crème"), "\(harness.dump)")
    #expect(cafe.hasPrefix("▼ Café crème"))
    #expect(cafe.hasSuffix("2     5      1.50"))
    let tea = try #require(harness.line("日本茶"))
    #expect(tea.hasPrefix("  日本茶 green tea") && tea.contains(Codes.tea) && tea.contains("Drinks"))
    // Wide characters align: every row ends in the same column as the 80-column header of the list.
    for row in [cafe, tea] { #expect(row.terminalWidth == 80, "misaligned: \(row)") }
    #expect(harness.contains("3 items · 15 units · value 57.00"))
    #expect(harness.terminal.cursor == Position(row: 4, column: 0), "the real cursor is on the selected row")
  }

  @Test("a scanner burst while the search field has focus is a scan that selects the item, not search text")
  func scanWhileSearching() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    harness.environment.scanDesk.mode = .lookUp
    harness.press(.char("/"))
    harness.type("cr")
    #expect(harness.contains("1 item · 2 units"), "the search filtered as typed:\n\(harness.dump)")
    harness.scan(Codes.book)
    #expect(!harness.dump.contains("cr9780"), "the code reached the search field")
    #expect(harness.contains("Tea cup 🍵: 1 in stock"))
    let selectedRow = try #require(harness.terminal.cursor?.row)
    #expect(harness.screen[selectedRow].contains("Tea cup"), "the scanned item is selected:\n\(harness.dump)")
    let scans = try harness.service.scans()
    #expect(scans.first?.code == Codes.book && scans.first?.outcome == .lookedUp)
  }

  @Test("+ and - change the selected item's stock; u undoes the last change")
  func adjustAndUndo() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    harness.press(.char("+"), .char("+"))
    #expect(harness.contains("Café crème: 3 → 4"))
    harness.press(.char("-"))
    #expect(harness.contains("Café crème: 4 → 3"))
    harness.press(.char("u"))
    #expect(harness.contains("Undo: adjust -1 \"Café crème\""), "u asks first:\n\(harness.dump)")
    #expect(try harness.service.findItem("Café crème").quantity == 3)
    harness.press(.enter)
    #expect(harness.contains("undone: adjust -1 \"Café crème\": 3 → 4"))
    #expect(try harness.service.findItem("Café crème").quantity == 4)
  }

  @Test("+ at the maximum quantity is refused with the limit named; the item stays editable")
  func plusStopsAtTheMaximum() throws {
    let harness = try AppHarness { inventory in try inventory.add("Bolts", quantity: StockLimits.maximumQuantity) }
    harness.press(.char("+"))
    #expect(harness.contains("would pass the maximum, 1,000,000,000"), "\(harness.dump)")
    #expect(try harness.service.findItem("Bolts").quantity == StockLimits.maximumQuantity)
    harness.press(.char("-"))
    #expect(harness.contains("Bolts: 1000000000 → 999999999"), "\(harness.dump)")
  }

  @Test("the totals of items at the largest quantity and price show without overflow")
  func totalsAtTheLimits() throws {
    let harness = try AppHarness { inventory in
      for name in ["A", "B", "C"] {
        try inventory.add(name, quantity: StockLimits.maximumQuantity, price: "10000000.00")
      }
    }
    #expect(harness.contains("value 30,000,000,000,000,000.00"), "\(harness.dump)")
  }

  @Test("d deletes the selected item only after confirmation")
  func deleteAsksFirst() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    harness.press(.char("d"))
    #expect(harness.contains("Delete Café crème? Its history stays."))
    harness.press(.char("n"))
    #expect(try harness.service.totals().count == 3)
    harness.press(.char("d"), .char("y"))
    #expect(harness.contains("deleted Café crème"))
    #expect(try harness.service.totals().count == 2)
    #expect(!harness.contains("▼ Café crème"))
  }

  @Test("s sorts by the next column, S reverses; the category filter has an uncategorised choice")
  func sortAndFilter() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    harness.press(.char("s"))
    #expect(harness.contains("Barcode▲"))
    harness.press(.char("s"), .char("s"), .char("S"))
    #expect(harness.contains("Qty▼"))
    let rows = harness.screen.filter { $0.contains("Café") || $0.contains("日本茶") || $0.contains("Tea cup") }
    #expect(rows.first?.contains("日本茶") == true, "12 in stock comes first:\n\(harness.dump)")
    harness.press(.char("c"), .down, .enter)
    #expect(harness.contains("Category: uncategorised"))
    #expect(harness.contains("1 item · 2 units"))
  }

  @Test("an unknown code in add mode opens the editor with the code; the saved item is selected")
  func unknownScanCreates() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    harness.scan(Codes.unknown)
    #expect(harness.screen[0].contains("New item"))
    #expect(harness.line("Barcode")?.contains(Codes.unknown) == true)
    harness.type("Oat biscuits")
    harness.press(.f(2))
    #expect(harness.contains("saved Oat biscuits"))
    let selected = try #require(harness.terminal.cursor?.row)
    #expect(harness.screen[selected].contains("Oat biscuits"), "the new item is selected:\n\(harness.dump)")
  }

  @Test("a search keystroke's frame shows the match count; units and value follow once typing pauses")
  func totalsFollowSearch() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    harness.press(.char("/"))
    harness.terminal.type("te")
    var steps = 0
    while !harness.contains("Search: te") && steps < 20 {
      harness.app.step()
      steps += 1
    }
    #expect(harness.contains("2 items · summing…"), "\(harness.dump)")
    harness.wait(.milliseconds(200))  // several ticks, but typing has not paused long enough yet
    #expect(harness.contains("2 items · summing…"), "\(harness.dump)")
    harness.wait(.milliseconds(600))
    #expect(harness.contains("2 items · 13 units · value 54.00"), "\(harness.dump)")
    let rows = InventoryRows(service: harness.service)
    rows.query.search = "tea"
    try rows.reload(includingCategories: false)
    #expect(rows.count == 2 && rows.totals == nil)
    #expect(try rows.updateTotals())
    #expect(rows.totals?.units == 13)
    #expect(try !rows.updateTotals(), "nothing left to sum")
  }

  @Test("another process's scan shows on the open list within a second")
  func otherProcessChange() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    let otherProcess = try harness.inventory.reopened()
    try otherProcess.recordScan(ScanRequest(Codes.tea, source: .cli, policy: .auto))
    let start = harness.terminal.now
    while harness.line("日本茶")?.contains(" 13 ") != true && harness.terminal.now - start < .seconds(2) {
      harness.app.step()
    }
    #expect(harness.line("日本茶")?.contains(" 13 ") == true)
    #expect(harness.terminal.now - start <= .seconds(1))
  }
}

@Suite("Inventory list paging")
struct InventoryPagingTests {
  @Test("PgDn, PgUp, End and Home show exactly the rows of the full list at each position")
  func pagingShowsTheRightRows() throws {
    let harness = try AppHarness { inventory in
      for index in 0..<300 { try inventory.add(String(format: "Item %03d", index), quantity: index % 9) }
    }
    let all = try harness.service.items().map(\.name)
    func topName() -> String? {
      harness.screen.compactMap { line in all.first { line.dropFirst(2).hasPrefix("\($0) ") } }.first
    }
    var expectedTop = 0
    for _ in 0..<12 {
      harness.press(.pageDown)
      let top = try #require(topName())
      let index = try #require(all.firstIndex(of: top))
      #expect(index >= expectedTop)
      expectedTop = index
      let visible = harness.screen.filter { $0.dropFirst(2).hasPrefix("Item ") }.map {
        String($0.dropFirst(2).prefix(8))
      }
      #expect(visible == Array(all[index..<(index + visible.count)]), "rows out of order after PgDn")
    }
    #expect(expectedTop > 150, "twelve pages went deep into the list")
    for _ in 0..<5 {
      harness.press(.pageUp)
      let top = try #require(topName())
      let index = try #require(all.firstIndex(of: top))
      let visible = harness.screen.filter { $0.dropFirst(2).hasPrefix("Item ") }.map {
        String($0.dropFirst(2).prefix(8))
      }
      #expect(visible == Array(all[index..<(index + visible.count)]), "rows out of order after PgUp")
    }
    harness.press(.end)
    let tail = harness.screen.filter { $0.dropFirst(2).hasPrefix("Item ") }.map { String($0.dropFirst(2).prefix(8)) }
    #expect(tail == Array(all.suffix(tail.count)), "End shows the last rows in order")
    harness.press(.pageUp)
    let above = harness.screen.filter { $0.dropFirst(2).hasPrefix("Item ") }.map { String($0.dropFirst(2).prefix(8)) }
    let aboveTop = try #require(above.first.flatMap { all.firstIndex(of: $0) })
    #expect(above == Array(all[aboveTop..<(aboveTop + above.count)]))
    harness.press(.home)
    #expect(harness.contains("Item 000"))
  }
}
