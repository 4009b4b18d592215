import Foundation
import InventoryCore

/// Loads and saves `AppSettings` as JSON in the database's `setting` table. Unknown or damaged values
/// fall back to defaults field by field, so an older or newer stockroom never loses the rest.
public struct SettingsStore: Sendable {
  static let key = "app.settings"
  let service: any Inventory

  public init(service: any Inventory) { self.service = service }

  public func load() throws -> AppSettings {
    var settings = AppSettings()
    // Each known key is read on its own (`AppSettings+Decoding`: one bad value costs only itself); text that is
    // not a settings object at all gives the defaults, which the next save writes over it.
    if let text = try service.setting(Self.key) {
      settings = (try? JSONDecoder().decode(AppSettings.self, from: Data(text.utf8))) ?? AppSettings()
    }
    settings.alertChannels = try loadAlertChannels()
    return settings
  }

  public func save(_ settings: AppSettings) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    try service.setSetting(Self.key, to: String(decoding: try encoder.encode(settings), as: UTF8.self))
  }
}
