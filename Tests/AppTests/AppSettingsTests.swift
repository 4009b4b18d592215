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

@Suite struct AppSettingsLimitsTests {
  @Test func numbersOutsideWhatTheAppCanUseFallBack() throws {
    let inventory = try TestInventory()
    let stored = #"""
      {"focusArea":{"x":1e308,"y":0,"width":-3,"height":0.5},"cooldown":-1,"confirmationFrames":9223372036854775807,
       "cameraWidth":4294967296,"cameraHeight":-5,"bell":false}
      """#
    try inventory.service.setSetting("app.settings", to: stored)
    let settings = try SettingsStore(service: inventory.service).load()
    let defaults = AppSettings()
    #expect(settings.focusArea == defaults.focusArea)
    #expect(settings.cooldown == defaults.cooldown)
    #expect(settings.confirmationFrames == 30)
    #expect(settings.cameraWidth == 16384 && settings.cameraHeight == 16)
    #expect(settings.bell == false, "the other fields are kept")
  }
}
