import InventoryCore
import TerminalUI
import Testing

@testable import App

/// Issues 19 and 27: keys reach the screen within a frame, number keys switch tabs at once, and a USB
/// scanner's burst (fast or slow) still never switches a tab or lands in a field. Virtual time.
@Suite("Key latency and scanner safety")
struct KeyLatencyTests {
  /// Presses `key` a second from now and steps the app until `shown` holds for the drawn screen; returns
  /// how long after the key that frame was drawn (a step draws first, at the time it starts).
  func latency(of key: KeyPress, in harness: AppHarness, until shown: ([String]) -> Bool) -> Duration {
    let pressed = harness.terminal.now + .seconds(1)
    harness.terminal.enqueue(.key(key), after: .seconds(1))
    var drawnAt = harness.terminal.now
    while !(harness.terminal.now > pressed && shown(harness.screen)) && harness.terminal.now < pressed + .seconds(2) {
      drawnAt = harness.terminal.now
      harness.app.step()
    }
    return drawnAt - pressed
  }

  @Test("a number key switches tabs within a frame, not after the scanner gap or a tick")
  func numberKeySwitchesAtOnce() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    #expect(harness.screen[0].contains("› Inventory"))
    let delay = latency(of: .char("4"), in: harness) { $0[0].contains("› History") }
    #expect(delay < .milliseconds(16), "switched \(delay) after the key:\n\(harness.dump)")
    harness.settle()
    #expect(harness.screen[0].contains("› History"), "the switch stays")
  }

  @Test("j moves the inventory selection within a frame; so does a letter typed in the search")
  func typingAtOnce() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    let delay = latency(of: .char("j"), in: harness) { _ in harness.terminal.cursor?.row == 5 }
    #expect(delay < .milliseconds(16), "moved \(delay) after the key:\n\(harness.dump)")
    harness.press(.char("/"))
    let typed = latency(of: .char("t"), in: harness) { $0[2].contains("Search: t") }
    #expect(typed < .milliseconds(16), "typed \(typed) after the key:\n\(harness.dump)")
  }

  @Test("a fast scanner's first digit switches the tab for a moment; the scan takes it back and is recorded")
  func fastBurstTakesBackTheSwitch() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    harness.terminal.pause(.milliseconds(200))
    harness.terminal.type(Codes.tea, interval: .milliseconds(3))
    harness.terminal.enqueue(.key(.enter), after: .milliseconds(3))
    while harness.root?.selectedIndex == 1 && harness.terminal.hasPendingEvents { harness.app.step() }
    #expect(harness.root?.selectedIndex == 3, "the first digit, 4, switched at once")
    harness.settle()
    #expect(harness.screen[0].contains("› Inventory"), "taken back:\n\(harness.dump)")
    #expect(harness.contains("日本茶 green tea (12 in stock): +1?"), "the scan was recorded:\n\(harness.dump)")
  }

  @Test("a fast scanner's code never lands in the search field or the editor's name, typed or not")
  func fastBurstNeverLandsInAField() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    harness.press(.char("/"))
    harness.type("tea")
    harness.scan(Codes.book)
    let inventory = try #require(harness.root?.activeTab as? InventoryScreen)
    #expect(inventory.searchField.text == "tea", "\(harness.dump)")
    harness.press(.escape, .escape)
    harness.press(.char("n"))
    #expect(harness.contains("New item"), "\(harness.dump)")
    harness.type("Mug")
    harness.scan(Codes.soup)
    let editor = try #require(harness.app.activeScreen as? ItemEditorScreen)
    #expect(editor.form.fields[.name]?.text == "Mug", "\(harness.dump)")
    #expect(editor.form.fields[.barcode]?.text == Codes.soup, "the scan filled the empty barcode")
  }

  @Test("a slow scanner (40 ms a key) never switches tabs: the first digit's switch is undone by its Enter")
  func slowScannerNeverSwitches() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    harness.terminal.pause(.milliseconds(200))
    harness.terminal.type(Codes.tea, interval: .milliseconds(40))
    harness.terminal.enqueue(.key(.enter), after: .milliseconds(40))
    var tabsSeen: Set<Int> = []
    var historyShown: [Duration] = []
    while harness.terminal.hasPendingEvents {
      harness.app.step()
      if let index = harness.root?.selectedIndex { tabsSeen.insert(index) }
      if harness.root?.selectedIndex == 3 { historyShown.append(harness.terminal.now) }
    }
    harness.settle()
    #expect(harness.screen[0].contains("› Inventory"), "\(harness.dump)")
    #expect(harness.contains("日本茶 green tea (12 in stock): +1?"), "the slow burst is a scan:\n\(harness.dump)")
    #expect(tabsSeen.isSubset(of: [1, 3]), "only the first digit's tab was ever shown: \(tabsSeen)")
    #expect(!historyShown.isEmpty, "the first digit switched at once")
  }

  @Test("a person typing a number and then ? fast gets the tab, and then its help")
  func numberThenFastKey() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    harness.terminal.enqueue(.key(.char("3")), after: .milliseconds(200))
    harness.terminal.enqueue(.key(.char("?")), after: .milliseconds(60))
    harness.settle()
    #expect(harness.root?.selectedIndex == 2, "\(harness.dump)")
    #expect(harness.app.activeScreen is HelpScreen, "? was held during the run, then given to the new tab")
  }
}
