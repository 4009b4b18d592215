import App
import TestSupport
import Testing

@Suite struct AppSettingsTests {
  @Test func settingsPersistInTheDatabase() throws {
    let inventory = try TestInventory()
    var settings = try SettingsStore(service: inventory.service).load()
    #expect(settings == AppSettings())
    settings.scanPolicy = .auto
    settings.cooldown = 2.5
    try SettingsStore(service: inventory.service).save(settings)
    #expect(try SettingsStore(service: inventory.reopened()).load() == settings)
  }

  @Test func damagedSettingsFallBackToDefaults() throws {
    let inventory = try TestInventory()
    try inventory.service.setSetting("app.settings", to: "{not json")
    #expect(try SettingsStore(service: inventory.service).load() == AppSettings())
  }
}

@Suite struct AppSettingsCompatibilityTests {
  @Test func aMissingOrUnknownFieldKeepsTheOthers() throws {
    let inventory = try TestInventory()
    try inventory.service.setSetting("app.settings", to: #"{"scanPolicy":"auto","cooldown":"soon","futureField":1}"#)
    let settings = try SettingsStore(service: inventory.service).load()
    #expect(settings.scanPolicy == .auto)
    #expect(settings.cooldown == AppSettings().cooldown)
  }
}
