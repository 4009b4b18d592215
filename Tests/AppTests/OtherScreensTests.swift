import Foundation
import InventoryCore
import SQLiteStore
import TerminalUI
import TestSupport
import Testing

@testable import App

@Suite("Low stock, categories, history, settings")
struct OtherScreensTests {
  @Test("low stock lists items below minimum, largest shortfall first, with the amount to order")
  func lowStock() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    harness.press(.char("3"))
    #expect(harness.screen[0].contains("Low & out"))
    let rows = harness.screen.filter { $0.hasPrefix("▼ ") }
    #expect(rows.count == 2)
    #expect(rows[0].contains("Café crème") && rows[0].hasSuffix("2     5      3      3"), "\(harness.dump)")
    #expect(rows[1].contains("Tea cup") && rows[1].hasSuffix("1     4      3      9"), "up to the target 10")
    #expect(harness.contains("0 out of stock · 2 low · 12 units to order"))
  }

  @Test("x on Low stock exports the reorder list to the path typed in the prompt")
  func exportReorderList() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    let folder = try TemporaryDirectory("reorder")
    let path = folder.path("order.csv")
    harness.press(.char("3"), .char("x"))
    #expect(harness.contains("Export reorder list"))
    harness.press(.ctrl("u"))
    harness.type(path)
    harness.scan(Codes.tea)
    #expect(harness.contains(path), "a scan does not replace the path being typed:\n\(harness.dump)")
    harness.press(.enter)
    #expect(harness.contains("exported the reorder list (2 items)"), "\(harness.dump)")
    let csv = try String(contentsOfFile: path, encoding: .utf8)
    #expect(csv.contains("Café crème") && csv.contains("Tea cup"))
    // The scan made while the prompt was open was not lost: its offer (policy ask) comes next.
    #expect(harness.contains("Scanned") && harness.contains("in stock"), "\(harness.dump)")
    harness.press(.escape)
    #expect(harness.contains("+1 cancelled, nothing changed"), "\(harness.dump)")
    harness.press(.char("x"), .ctrl("u"))
    harness.type(path)
    harness.press(.enter)
    #expect(harness.contains("exists already"), "never overwrites")
  }

  @Test("categories: add, rename, recolour, delete (items kept)")
  func categories() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    harness.press(.char("5"), .char("a"))
    harness.type("Snacks")
    harness.press(.enter)
    #expect(harness.contains("Colour of Snacks"), "a new category gets its colour at creation:\n\(harness.dump)")
    harness.press(.down, .down, .enter)  // automatic, red, green
    #expect(harness.line("Snacks")?.contains("0") == true, "\(harness.dump)")
    #expect(try harness.service.category(named: "Snacks")?.color == .green)
    harness.press(.char("a"))
    harness.type("snacks")
    harness.press(.enter)
    #expect(harness.contains("exists already"), "a duplicate name is refused before the colour is asked")
    harness.press(.escape)
    harness.press(.char("r"), .ctrl("u"))
    harness.type("Hot drinks")
    harness.press(.enter)
    #expect(harness.contains("renamed Drinks to Hot drinks"))
    harness.press(.char("c"), .home, .enter)
    #expect(harness.contains("Hot drinks is now red"))
    harness.press(.char("d"))
    #expect(harness.contains("Its items are kept"))
    harness.press(.char("y"))
    #expect(harness.contains("deleted Hot drinks; 2 items now uncategorised"))
    #expect(try harness.service.totals().count == 3)
  }

  @Test("history shows movements newest first, switches to scans, searches, undoes")
  func history() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    try harness.service.recordScan(ScanRequest(Codes.tea, source: .usbScanner, policy: .auto))
    harness.press(.char("4"))
    let rows = harness.screen.filter { $0.contains("green tea") }
    #expect(rows.first?.contains("+1") == true && rows.first?.contains("scan") == true, "\(harness.dump)")
    harness.press(.char("/"))
    harness.type("cup")
    #expect(harness.contains("Tea cup") && !harness.contains("green tea"))
    harness.press(.escape, .char("v"))
    #expect(harness.contains("Scans") && harness.contains(Codes.tea) && harness.contains("added"))
    harness.press(.char("u"), .enter)
    #expect(harness.contains("undone: scan +1 \"日本茶 green tea\": 13 → 12"), "\(harness.dump)")
  }

  @Test("history shows each movement's and scan's station, and o keeps this station's")
  func historyByStation() throws {
    let harness = try AppHarness(columns: 120, setUp: sampleInventory)
    let backRoom = SQLiteInventory(
      database: try AppDatabase.open(path: harness.inventory.path),
      origin: ActionOrigin(station: "back room", session: "b"))
    let tea = try harness.service.findItem(Codes.tea)
    try backRoom.adjustQuantity(itemID: try #require(tea.id), by: 5)
    try harness.service.adjustQuantity(itemID: try #require(tea.id), by: -1)
    harness.press(.char("4"))
    #expect(harness.contains("Station") && harness.contains("back room"), "\(harness.dump)")
    harness.press(.char("o"))
    let here = harness.service.origin.station
    #expect(harness.contains("Stock movements · this station"), "\(harness.dump)")
    #expect(harness.contains("only this station's (\(here))"), "\(harness.dump)")
    #expect(!harness.contains("back room") && harness.screen.contains { $0.contains("-1") }, "\(harness.dump)")
    harness.press(.char("o"))
    #expect(harness.contains("back room") && !harness.contains("· this station"), "\(harness.dump)")
  }

  @Test("history reads more entries as the selection nears the end")
  func historyPages() throws {
    let harness = try AppHarness { inventory in
      let item = try inventory.add("Tea", quantity: 0)
      for _ in 0..<(HistoryScreen.pageSize + 20) { try inventory.service.adjustQuantity(itemID: item.id!, by: 1) }
    }
    harness.press(.char("4"), .end)
    harness.press(.end)
    let screen = try #require(harness.root?.activeTab as? HistoryScreen)
    #expect(harness.screen.filter { $0.contains(" Tea ") }.count > 5)
    #expect(screen.loadedCount == HistoryScreen.pageSize + 20, "the second page was read")
    // A change elsewhere refreshes the list without scrolling the reader back to the top.
    let selected = screen.selectedEntryID
    let tea = try harness.service.findItem("Tea")
    try harness.service.adjustQuantity(itemID: tea.id!, by: 1)
    harness.wait(.milliseconds(300))
    #expect(screen.loadedCount == HistoryScreen.pageSize + 21)
    #expect(screen.selectedEntryID == selected)
  }

  @Test("settings change with Enter and ←, and are saved at once")
  func settings() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    harness.press(.char("7"), .enter)
    #expect(harness.line("Scan policy")?.contains("auto +1") == true)
    harness.press(.end, .enter)
    #expect(harness.line("Theme")?.contains("colour") == true)
    #expect(harness.app.configuration.theme.name == "colour")
    harness.press(.left, .left)
    #expect(harness.app.configuration.theme.name == "high-contrast")
    let saved = try SettingsStore(service: harness.inventory.reopened()).load()
    #expect(saved.scanPolicy == .auto && saved.theme == .highContrast)
  }

  @Test("a scan on another screen is recorded with the policy: auto adds one, ask offers first")
  func scanPolicies() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    harness.press(.char("5"))
    harness.scan(Codes.tea)
    #expect(harness.contains("日本茶 green tea (12 in stock): +1?"), "ask first:\n\(harness.dump)")
    harness.type("3")
    harness.press(.enter)
    #expect(harness.contains("日本茶 green tea 12 -> 15"))
    harness.environment.settings.scanPolicy = .auto
    harness.scan(Codes.tea)
    #expect(harness.contains("日本茶 green tea 15 -> 16"))
    harness.scan("4006381333932")
    #expect(harness.contains("check digit should be 1"))
  }

  @Test("export and backup paths: an existing file or a missing folder is refused before anything is written")
  func pathChecks() throws {
    let folder = try TemporaryDirectory("paths")
    try Data("x".utf8).write(to: folder.url.appendingPathComponent("taken.csv"))
    #expect(FileActions.problem(with: folder.path("taken.csv"))?.contains("exists already") == true)
    #expect(FileActions.problem(with: folder.path("nowhere/new.csv"))?.contains("no folder") == true)
    #expect(FileActions.problem(with: "  ") == "type a file name")
    #expect(FileActions.problem(with: folder.path("new.csv")) == nil)
    let suggested = FileActions(service: try TestInventory().service).defaultPath("stockroom-items", extension: "csv")
    #expect(suggested.hasSuffix(".csv") && suggested.contains("/stockroom-items-20"))
  }

  @Test("NO_COLOR: monochrome, and low stock still marked by a symbol")
  func monochrome() throws {
    let harness = try AppHarness(noColor: true, setUp: sampleInventory)
    #expect(harness.app.configuration.theme.name == "monochrome")
    #expect(harness.line("Café crème")?.hasPrefix("▼") == true)
    #expect(harness.screen[0].hasSuffix("▼ 2 low"))
  }

  @Test("resizing below the minimum shows a message; growing back redraws the list")
  func resize() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    harness.terminal.resize(columns: 40, rows: 10)
    harness.settle()
    #expect(harness.contains("terminal too small"))
    harness.terminal.resize(columns: 120, rows: 30)
    harness.settle()
    #expect(harness.line("Café crème")?.terminalWidth == 120)
    #expect(harness.screen[29].hasPrefix("Enter Edit"))
  }

  @Test("b backs up the database to the path typed in the prompt; the copy has the same items")
  func backup() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    let folder = try TemporaryDirectory("tui-backup")
    harness.press(.char("b"), .ctrl("u"))
    harness.type(folder.path("copy.sqlite"))
    harness.press(.enter)
    harness.finishLongWork()
    #expect(harness.contains("backed up the database to"), "\(harness.dump)")
    let copy = SQLiteInventory(database: try AppDatabase.open(path: folder.path("copy.sqlite")))
    #expect(try copy.totals().count == 3)
  }

  @Test("a click on the tab row switches screens")
  func mouse() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    let tabRow = harness.screen[1]
    let prefix = try #require(tabRow.range(of: "4 History")).lowerBound
    let column = tabRow[..<prefix].terminalWidth
    harness.terminal.enqueue(.mouse(MouseEvent(.click, at: Position(row: 1, column: column + 2))))
    harness.settle()
    #expect(harness.screen[0].contains("› History"))
  }

  @Test("the Help tab lists every screen's keys, generated from the keymaps")
  func helpTab() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    harness.press(.char("9"))
    let help = try #require(harness.root?.tabs.last as? AppHelpScreen)
    let text = help.lines.joined(separator: "\n")
    for title in [
      "Inventory (", "Low and out of stock (", "Categories (", "History (", "Settings (", "Screens and files",
    ] {
      #expect(text.contains(title), "missing \(title)")
    }
    #expect(text.contains("Show the keys of this screen"))
  }

  @Test("on a 60-column terminal Help wraps its lines instead of cutting them")
  func helpWrapsOnNarrowTerminals() throws {
    let harness = try AppHarness(columns: 60, rows: 40, setUp: sampleInventory)
    harness.press(.char("9"))
    #expect(harness.contains("A USB barcode scanner works on every screen"), "\(harness.dump)")
    #expect(harness.contains("create the item."), "the paragraph's end is on screen:\n\(harness.dump)")
    #expect(!harness.screen.contains { $0.contains("…") }, "a line was cut:\n\(harness.dump)")
  }
}

/// A USB-scanner scan counted on any screen rings and flashes as the settings say.
@Suite struct ScanSignalTests {
  @Test(arguments: [(true, true), (false, true), (true, false), (false, false)])
  func bellAndFlashFollowTheSettings(bell: Bool, flash: Bool) throws {
    let harness = try AppHarness { inventory in try inventory.add("Tea", barcode: "4006381333931", quantity: 1) }
    harness.environment.settings.scanPolicy = .auto
    harness.environment.settings.bell = bell
    harness.environment.settings.flash = flash
    harness.press(.char("5"))  // Categories: a screen with no use of its own for a scan
    harness.scan("4006381333931")
    #expect(harness.contains("Tea 1 -> 2"), "\(harness.dump)")
    #expect(harness.terminal.bellCount == (bell ? 1 : 0))
    #expect(harness.terminal.flashCount == (flash ? 1 : 0))
  }
}

/// Settings live in the database: another stockroom on the same file may change them.
@Suite struct SettingsFromOtherProcessesTests {
  @Test func settingsSavedElsewhereApplyWithoutARestart() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    #expect(harness.environment.settings.scanPolicy == .ask)
    var elsewhere = try SettingsStore(service: harness.inventory.reopened()).load()
    elsewhere.scanPolicy = .auto
    elsewhere.bell = false
    try SettingsStore(service: harness.inventory.reopened()).save(elsewhere)
    harness.wait(.milliseconds(300))
    #expect(harness.environment.settings.scanPolicy == .auto)
    #expect(harness.environment.settings.bell == false)
  }
}
