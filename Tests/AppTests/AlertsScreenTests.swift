import Foundation
import InventoryCore
import TestSupport
import Testing

@testable import App

@Suite("Alerts in the terminal UI")
struct AlertsScreenTests {
  @Test("the header counts open alerts; A on Low & out lists them newest first; a marks one seen, v shows it again")
  func alertsScreen() throws {
    let harness = try AppHarness(columns: 100) { inventory in
      let tea = try #require(try inventory.add("Tea", quantity: 6, minimum: 5).id)
      let soup = try #require(try inventory.add("Soup", quantity: 1).id)
      try inventory.service.adjustQuantity(itemID: tea, by: -2)
      try inventory.service.adjustQuantity(itemID: soup, by: -1)
      let claimed = try inventory.service.claimUnsentAlerts(limit: 1)
      try inventory.service.markAlertFailed(
        id: try #require(claimed.first?.id), failure: "exit status 127: mail: not found", retryAfterSeconds: 60)
    }
    harness.step { harness.screen[0].contains("⚑ 2 alerts") }
    #expect(harness.screen[0].hasSuffix("⚑ 2 alerts · ○ 1 out · ▼ 1 low"), "\(harness.dump)")
    harness.press(.char("3"), .char("A"))
    #expect(harness.screen[0].contains("Low & out › Alerts"), "\(harness.dump)")
    let tea = try #require(harness.line("Tea"))
    let soup = try #require(harness.line("Soup"))
    let teaRow = try #require(harness.terminal.row(containing: "Tea"))
    #expect(try #require(harness.terminal.row(containing: "Soup")) < teaRow, "oldest last:\n\(harness.dump)")
    #expect(soup.hasPrefix("○ ") && soup.contains("out of stock") && soup.contains("not sent yet"), "\(harness.dump)")
    #expect(tea.hasPrefix("▼ ") && tea.contains("below its minimum: 4 of 5") && tea.contains("not sent: 1 failed"))
    #expect(!harness.contains("last failure"), "Soup's send has not failed")
    harness.press(.down)
    #expect(harness.contains("last failure: exit status 127: mail: not found"), "the selected one's:\n\(harness.dump)")
    harness.press(.up)
    #expect(harness.contains("2 open · no alert command: a new alert rings the bell"), "\(harness.dump)")
    // When: a on the selected (newest) alert.
    harness.press(.char("a"))
    let soupAlert = try #require(try harness.service.alerts(openOnly: true, limit: 10).first { $0.itemName == "Soup" })
    #expect(soupAlert.acknowledgedAt != nil, "acknowledged in the store")
    #expect(harness.contains("alert \(soupAlert.id) marked seen"), "\(harness.dump)")
    #expect(harness.line("Soup") == nil && harness.contains("1 open · 1 seen (v shows them)"), "\(harness.dump)")
    harness.step { harness.screen[0].contains("⚑ 1 alert ·") }
    #expect(harness.screen[0].contains("⚑ 1 alert ·"), "\(harness.dump)")
    harness.press(.char("v"))
    #expect(harness.line("Soup")?.contains("not sent yet, seen") == true, "\(harness.dump)")
    // Esc goes back to Low & out.
    harness.press(.escape)
    #expect(harness.contains("units to order"), "\(harness.dump)")
  }

  @Test("Help's A opens the alerts too; the help text names it")
  func alertsFromHelp() throws {
    let harness = try AppHarness()
    harness.press(.char("9"))
    harness.press(.char("A"))
    #expect(harness.screen[0].contains("Help › Alerts") && harness.contains("No open alerts."), "\(harness.dump)")
  }

  /// Soup ran out before the app started (its alert is open), Tea is at its minimum + 1; `setUp` adds the rest.
  /// Returns once the app's first look at the alerts has landed.
  static func soupOutTeaOk(_ setUp: @escaping (TestInventory) throws -> Void) throws -> AppHarness {
    let harness = try AppHarness { inventory in
      let soup = try #require(try inventory.add("Soup", quantity: 1).id)
      try inventory.service.adjustQuantity(itemID: soup, by: -1)
      try inventory.add("Tea", quantity: 6, minimum: 5)
      try setUp(inventory)
    }
    harness.step { harness.screen[0].contains("⚑ 1 alert") }
    return harness
  }

  @Test("a new alert rings the bell once when no alert command is set (the header counts it); not with the setting off")
  func aNewAlertRingsOnce() throws {
    let harness = try Self.soupOutTeaOk { try $0.add("Rice", quantity: 2) }
    let service = harness.service
    // The alert open at start is not news: counted, not rung.
    #expect(harness.terminal.bellCount == 0 && !harness.contains("alert: Soup"), "\(harness.dump)")
    // When: another process takes Tea below its minimum.
    let items = try service.items()
    let tea = try #require(items.first { $0.name == "Tea" }?.id)
    let rice = try #require(items.first { $0.name == "Rice" }?.id)
    try service.adjustQuantity(itemID: tea, by: -2)
    harness.step { harness.screen[0].contains("⚑ 2 alerts") }
    harness.wait(.seconds(2))
    #expect(harness.terminal.bellCount == 1, "once")
    // With the setting off: said, not rung.
    var settings = harness.environment.settings
    settings.alertBell = false
    try harness.environment.settingsStore.save(settings)
    harness.environment.settings = settings
    try service.adjustQuantity(itemID: rice, by: -2)
    harness.step { harness.screen[0].contains("⚑ 3 alerts") }
    harness.wait(.seconds(1))
    #expect(harness.terminal.bellCount == 1)
  }

  @Test("with an alert command set the command is the alert's channel: no bell, no line")
  func noBellWhenACommandSendsAlerts() throws {
    let harness = try Self.soupOutTeaOk { try $0.service.setSetting(AlertLimits.commandSetting, to: "cat >/dev/null") }
    let tea = try #require(try harness.service.items().first { $0.name == "Tea" }?.id)
    try harness.service.adjustQuantity(itemID: tea, by: -2)
    harness.step { harness.screen[0].contains("⚑ 2 alerts") }
    harness.wait(.seconds(1))
    #expect(harness.screen[0].contains("⚑ 2 alerts") && !harness.contains("alert: Tea"), "\(harness.dump)")
    #expect(harness.terminal.bellCount == 0)
  }
}
