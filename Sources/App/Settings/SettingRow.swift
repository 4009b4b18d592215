import InventoryCore

/// One line of the Settings screen: its name, how its value reads, and how it changes — stepping through a
/// few values (Enter/→ next, ← previous) or typing a value in a prompt (checked before it is kept).
struct SettingRow {
  enum Change {
    /// Moves the value one step forward (true) or back (false).
    case step((inout AppSettings, Bool) -> Void)
    /// Asks for text; `apply` returns a problem to show, or nil after storing the value.
    case text(current: (AppSettings) -> String, apply: (String, inout AppSettings) -> String?)
    /// Opens the "scan a code to test your scanner" helper.
    case scannerTest
  }

  var name: String
  var value: (AppSettings) -> String
  var change: Change
  /// What the setting does, shown under the list while its row is selected ("" for the obvious ones).
  var help = ""
  /// The text prompt's line above the field (nil: the name), where examples of a value help.
  var prompt: String? = nil

  /// Every setting `AppSettings` has, in the order a person looks for them.
  static var all: [SettingRow] {
    [
      SettingRow(
        name: "Scan policy", value: { $0.scanPolicy == .ask ? "ask first" : "auto +1" },
        change: .step { settings, _ in
          settings.scanPolicy = settings.scanPolicy == .ask ? .auto : .ask
        }),
      toggle("Bell on scan", \.bell), toggle("Flash on scan", \.flash), alertBellRow,
    ] + alertChannelRows + [
      SettingRow(
        name: "Camera device", value: { $0.cameraDevice ?? "first found" },
        change: .text(current: { $0.cameraDevice ?? "" }) { text, settings in
          let trimmed = text.trimmingCharacters(in: .whitespaces)
          settings.cameraDevice = trimmed.isEmpty ? nil : trimmed
          return nil
        }),
      SettingRow(
        name: "Camera resolution", value: { "\($0.cameraWidth)×\($0.cameraHeight)" },
        change: .step { settings, forward in
          let sizes = [(640, 480), (800, 600), (1280, 720), (1920, 1080)]
          let index = sizes.firstIndex { $0 == (settings.cameraWidth, settings.cameraHeight) } ?? 2
          let next = sizes[(index + (forward ? 1 : sizes.count - 1)) % sizes.count]
          (settings.cameraWidth, settings.cameraHeight) = next
        }),
    ] + decodingRows + [
      SettingRow(
        name: "Focus area", value: { text(of: $0.focusArea) },
        change: .text(current: { text(of: $0.focusArea) }) { text, settings in
          let numbers = text.split(whereSeparator: { $0 == "," || $0 == " " }).compactMap { Double($0) }
          guard numbers.count == 4, numbers.allSatisfy({ (0...1).contains($0) }), numbers[0] + numbers[2] <= 1,
            numbers[1] + numbers[3] <= 1, numbers[2] > 0, numbers[3] > 0
          else { return "four fractions of the frame: x, y, width, height (like 0.2, 0.25, 0.6, 0.5)" }
          settings.focusArea.x = numbers[0]
          settings.focusArea.y = numbers[1]
          settings.focusArea.width = numbers[2]
          settings.focusArea.height = numbers[3]
          return nil
        }),
      toggle("Only codes in focus area", \.onlyInFocusArea),
      SettingRow(
        name: "Confirmation frames", value: { String($0.confirmationFrames) },
        change: .step { settings, forward in
          settings.confirmationFrames = max(1, min(10, settings.confirmationFrames + (forward ? 1 : -1)))
        }),
      SettingRow(
        name: "Cooldown", value: { String(format: "%.1f s", $0.cooldown) },
        change: .step { settings, forward in
          settings.cooldown = max(0, min(10, settings.cooldown + (forward ? 0.5 : -0.5)))
        }),
    ] + scannerRows + [
      SettingRow(
        name: "Currency", value: { $0.currency.isEmpty ? "none" : $0.currency },
        change: .text(current: { $0.currency }) { text, settings in
          let trimmed = text.trimmingCharacters(in: .whitespaces)
          guard trimmed.count <= 5, TextPolicy.problem(inName: trimmed) == nil || trimmed.isEmpty else {
            return "a symbol or code of up to 5 characters, like € or CHF (empty: none)"
          }
          settings.currency = trimmed
          return nil
        }),
      SettingRow(
        name: "Theme", value: { $0.theme.rawValue },
        change: .step { settings, forward in
          let all = AppSettings.ThemeChoice.allCases
          let index = all.firstIndex(of: settings.theme) ?? 0
          settings.theme = all[(index + (forward ? 1 : all.count - 1)) % all.count]
        }),
    ]
  }

  static func toggle(_ name: String, _ path: WritableKeyPath<AppSettings, Bool>) -> SettingRow {
    SettingRow(
      name: name, value: { $0[keyPath: path] ? "on" : "off" },
      change: .step { settings, _ in
        settings[keyPath: path].toggle()
      })
  }

  private static func text(of area: AppSettings.FocusArea) -> String {
    [area.x, area.y, area.width, area.height].map { String(format: "%.2f", $0) }.joined(separator: ", ")
  }
}
