import InventoryCore
import TerminalUI

/// The settings, one per line, saved in the database as soon as they change (so a backup keeps them).
/// Enter, Space or → moves to the next value (or asks for text), ← to the previous; what the selected setting
/// does is explained under the list. A theme change applies at once (unless NO_COLOR / --no-color asked for
/// monochrome). F opens the shop's own item fields (`FieldsScreen`). Scans are recorded with the policy.
final class SettingsScreen: Screen {
  let title = "Settings"
  private let environment: AppEnvironment
  /// Applies a newly chosen theme to the running app.
  var onThemeChange: ((AppSettings.ThemeChoice) -> Void)?
  /// Applies new scanner timing to the running app.
  var onScannerChange: ((ScannerBurstDetector.Configuration) -> Void)?
  /// The gaps between the latest keys, as the app's scanner detector measured them (for the scanner test).
  var recentKeyGaps: () -> [Duration] = { [] }
  private let rows: ArrayRows<SettingRow>
  private var list = ListView(columns: [
    // As wide as the longest name ("GS1 separator your scanner sends"): a name is never cut.
    ListColumn("Setting", width: .fixed((SettingRow.all.map(\.name.terminalWidth).max() ?? 24) + 2)),
    ListColumn("Value", width: .flexible(minimum: 10)),
  ])
  /// Lines under the list for the selected setting's explanation.
  static let helpHeight = 3

  init(environment: AppEnvironment) {
    self.environment = environment
    rows = ArrayRows { row in ListRow(texts: [row.name, row.value(environment.settings)]) }
    rows.elements = SettingRow.all
  }

  var keymaps: [Keymap] {
    [
      Keymap(
        "Settings (a scan is recorded with the scan policy)",
        [
          .init(.changeSetting, [.enter, .char(" "), .right, .char("l")]),
          .init(.previousValue, [.left, .char("h")]), .init(.showFields, [.char("F")]),
        ]),
      list.keymap,
    ]
  }

  func draw(into canvas: inout Canvas, in rect: Rect, context: DrawContext) {
    // A short terminal keeps every line for the list.
    let (listArea, helpArea) = rect.splitBottom(rect.height >= 12 ? Self.helpHeight : 0)
    canvas.cursor = list.draw(into: &canvas, in: listArea, dataSource: rows)
    canvas.fill(helpArea)
    guard let help = rows.element(at: list.selectedIndex)?.help, !help.isEmpty else { return }
    for (index, line) in ScanWording.wrap(help, width: helpArea.width - 1, lines: helpArea.height).enumerated() {
      canvas.put(" " + line, in: helpArea.line(index), role: .hint)
    }
  }

  func handle(_ event: InputEvent) -> ScreenAction {
    switch event {
    case .command(.changeSetting): return change(forward: true)
    case .command(.previousValue): return change(forward: false)
    case .command(.showFields): return FieldsScreen.open(environment)
    case .tick: return .none
    case .command: return .unhandled
    default: break
    }
    let result = list.handle(event, rowCount: rows.rowCount)
    if case .activated = result { return change(forward: true) }
    return list.action(for: result)
  }

  private func change(forward: Bool) -> ScreenAction {
    guard let row = rows.element(at: list.selectedIndex) else { return .none }
    switch row.change {
    case .step(let step):
      var settings = environment.settings
      step(&settings, forward)
      return store(settings, changed: row.name)
    case .scannerTest:
      return .present(ScannerTestDialog(configuration: environment.settings.scannerConfiguration, gaps: recentKeyGaps))
    case .text(let current, let apply):
      return .present(
        TextPrompt(
          title: row.name, label: row.prompt ?? "\(row.name):", text: current(environment.settings),
          validate: { [environment] text in
            var settings = environment.settings
            return apply(text, &settings)
          },
          onSubmit: { [weak self] text in
            guard let self else { return .none }
            var settings = environment.settings
            _ = apply(text, &settings)
            return store(settings, changed: row.name)
          }))
    }
  }

  /// Saves `settings` and keeps them once saved; a failed save keeps the old settings and says why.
  private func store(_ settings: AppSettings, changed name: String) -> ScreenAction {
    let store = environment.settingsStore
    let shown = environment.settings.alertChannels
    return environment.saving("the settings") {
      try store.save(settings)
      try store.saveAlertChannels(settings.alertChannels, was: shown)
    } finish: { [weak self] outcome in
      guard let self else { return .none }
      if case .failure(let error) = outcome { return .status(.error("settings not saved: \(describe(error))")) }
      let old = environment.settings
      environment.settings = settings
      if settings.theme != old.theme { onThemeChange?(settings.theme) }
      if settings.scannerConfiguration != old.scannerConfiguration { onScannerChange?(settings.scannerConfiguration) }
      let value = SettingRow.all.first { $0.name == name }?.value(settings) ?? ""
      return .status(.success("\(name): \(value) (saved)"))
    }
  }
}

extension SettingsScreen: ProvisionalKeyTarget {
  /// Its printable keys move in the list or are not its own: a move can be taken back.
  func checkpoint(before key: KeyPress) -> KeyCheckpoint? {
    let saved = list
    return ListView.checkpoint(before: key, in: keymaps) { [weak self] in self?.list = saved }
  }
}
