import InventoryCore
import TestSupport
import Testing

@testable import App

/// The command cards' auto-return setting: stored with the others, kept within its range, changed on the
/// Settings screen.
@Suite("Command card settings")
struct CommandCardSettingsTests {
  @Test("the auto-return time is stored with the other settings; never is the default")
  func autoReturnPersists() throws {
    let inventory = try TestInventory()
    #expect(try SettingsStore(service: inventory.service).load().scanModeReturnSeconds == 0)
    var settings = AppSettings()
    settings.scanModeReturnSeconds = 120
    try SettingsStore(service: inventory.service).save(settings)
    #expect(try SettingsStore(service: inventory.reopened()).load().scanModeReturnSeconds == 120)
  }

  @Test(arguments: ["-5", "3601", "9223372036854775807", "\"soon\""])
  func aStoredTimeOutsideZeroToAnHourFallsBackToNever(stored: String) throws {
    let inventory = try TestInventory()
    try inventory.service.setSetting("app.settings", to: #"{"bell":false,"scanModeReturnSeconds":\#(stored)}"#)
    let settings = try SettingsStore(service: inventory.service).load()
    #expect(settings.scanModeReturnSeconds == 0)
    #expect(settings.bell == false, "the other fields are kept")
  }

  @Test("the Settings row steps through never, 10 s ... 1 h and back, and says it in words")
  func settingsRowSteps() throws {
    let row = try #require(SettingRow.all.first { $0.name == SettingRow.scanModeReturnName })
    guard case .step(let step) = row.change else {
      Issue.record("the auto-return steps through its values")
      return
    }
    var settings = AppSettings()
    #expect(row.value(settings) == "never")
    step(&settings, true)
    #expect(settings.scanModeReturnSeconds == 10 && row.value(settings) == "10 s")
    step(&settings, false)
    step(&settings, false)
    #expect(settings.scanModeReturnSeconds == 3600 && row.value(settings) == "60 min")
    settings.scanModeReturnSeconds = 45  // another program's value between steps
    step(&settings, true)
    #expect(settings.scanModeReturnSeconds == 60 && row.value(settings) == "1 min")
  }

  @Test("changing it on the Settings screen saves it at once")
  func changedOnTheSettingsScreen() throws {
    let harness = try AppHarness(columns: 100, rows: 40, setUp: sampleInventory)
    harness.press(.char("7"))
    let rows = SettingRow.all.map(\.name)
    let index = try #require(rows.firstIndex(of: SettingRow.scanModeReturnName))
    for _ in 0..<index { harness.press(.down) }
    harness.press(.enter, .enter, .enter)
    #expect(harness.contains("Back to add stock after: 1 min (saved)"), "\(harness.dump)")
    #expect(try SettingsStore(service: harness.inventory.reopened()).load().scanModeReturnSeconds == 60)
  }
}
