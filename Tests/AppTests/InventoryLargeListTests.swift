import Foundation
import InventoryCore
import TerminalUI
import Testing

@testable import App

/// A list longer than `InventoryRows.backgroundFrom`: a change of order keeps the selection on its row
/// without counting where it now stands (that comes later, off the input thread), and the units and value are
/// summed in the background behind a "summing…".
@Suite("Inventory list: large lists never wait for a count or a sum")
struct InventoryLargeListTests {
  /// 300 items whose name order and quantity order differ, the list switched to the background paths.
  func largeList() throws -> (AppHarness, InventoryScreen, [String]) {
    let harness = try AppHarness { inventory in
      for index in 0..<300 { try inventory.add(String(format: "Item %03d", index), quantity: (index * 37) % 300) }
    }
    let screen = try #require(harness.root?.activeTab as? InventoryScreen, "\(harness.dump)")
    screen.rows.backgroundFrom = 50
    return (harness, screen, try harness.service.items().map(\.name))
  }

  @Test("a change of order keeps the selected item selected, on the same screen row, and its place follows")
  func sortChangeKeepsTheSelection() throws {
    let (harness, screen, _) = try largeList()
    for _ in 0..<6 { harness.press(.pageDown) }
    harness.press(.down, .down)
    let selected = try #require(screen.selectedItem)
    let selectedID = try #require(selected.id)
    // When: s, s, s (barcode, category, quantity), then S (reversed).
    for key in [KeyPress.char("s"), .char("s"), .char("s"), .char("S")] {
      harness.press(key)
      // Then: the same item is selected, on the same screen row while its place is counted...
      #expect(screen.selectedItem?.id == selected.id, "\(harness.dump)")
      let cursor = try #require(harness.terminal.cursor?.row)
      #expect(harness.screen[cursor].contains(selected.name), "\(harness.dump)")
      // ...and once counted, its index is its place in the new order, the rows around it exact.
      let query = screen.rows.query
      let expected = try #require(try harness.service.position(ofItem: selectedID, matching: query))
      harness.step { screen.list.selectedIndex == expected }
      #expect(screen.list.selectedIndex == expected, "\(query)")
      #expect(screen.selectedItem?.id == selected.id)
      let all = try harness.service.items(matching: query)
      let shown = screen.rows.items(in: screen.list.topIndex..<(screen.list.topIndex + 10)).map(\.id)
      #expect(shown == all[screen.list.topIndex..<(screen.list.topIndex + 10)].map(\.id), "\(query)")
    }
  }

  @Test("the units and value of a large list are summed in the background: summing…, then the sums")
  func totalsComeFromTheBackground() throws {
    let (harness, screen, _) = try largeList()
    try screen.rows.reload()
    #expect(screen.rows.totals == nil, "a large list is not summed on the input thread")
    harness.step { harness.contains("300 items · ") && !harness.contains("summing") }
    let totals = try harness.service.totals()
    #expect(harness.contains("300 items · \(StockLimits.groupedDigits(totals.units)) units"), "\(harness.dump)")
    // End and Home read the ends of the list, exactly.
    harness.press(.end)
    #expect(harness.contains("Item 299"), "\(harness.dump)")
    harness.press(.home)
    #expect(harness.contains("Item 000"), "\(harness.dump)")
  }

  @Test("a letter typed in the search of a large list is shown at once; its rows come from the background")
  func searchOfALargeListIsReadInTheBackground() throws {
    let (harness, screen, _) = try largeList()
    harness.press(.char("/"))
    // When: "2" typed: the field has it, the rows are still the whole list's while it is read.
    harness.terminal.enqueue(.key(.char("2")), after: .zero)
    harness.app.step()  // reads and handles the key
    #expect(screen.searchField.text == "2")
    #expect(screen.rows.searchPending && screen.rows.count == 300 && screen.awaitsBackgroundWork)
    harness.app.step()  // draws it (the rows are collected on a tick, not before a frame)
    #expect(harness.contains("searching…") && harness.contains("Item 000"), "\(harness.dump)")
    // And "9" before it lands: only the last search's rows are ever shown.
    _ = screen.handle(.key(.char("9")))
    harness.step { !screen.rows.searchPending }
    let expected = try harness.service.items(matching: ItemQuery(search: "29")).map(\.name)
    #expect(expected.count == 10 && screen.rows.count == 10, "\(expected)")
    harness.wait(.milliseconds(10))
    #expect(harness.contains("10 items"), "\(harness.dump)")
    #expect(screen.rows.items(in: 0..<10).map(\.name) == expected)
    #expect(screen.list.selectedIndex == 0 && screen.selectedItem?.name == expected.first)
    // Esc clears it: the whole list again, read at once.
    harness.press(.escape)
    #expect(!screen.rows.searchPending && screen.rows.count == 300)
  }
}
