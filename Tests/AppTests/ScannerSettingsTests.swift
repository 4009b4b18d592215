import InventoryCore
import TerminalUI
import TestSupport
import Testing

@testable import App

/// Scanner timing as settings (issue 8, section 5): stored, clamped, applied to the detector, and the
/// "test your scanner" helper's verdicts.
@Suite("Scanner timing settings")
struct ScannerSettingsTests {
  @Test("scanner timing is stored with the other settings and becomes the detector's configuration")
  func timingPersists() throws {
    let inventory = try TestInventory()
    var settings = AppSettings()
    settings.scannerKeyGapMilliseconds = 60
    settings.scannerMinimumLength = 8
    settings.scannerTerminator = .either
    try SettingsStore(service: inventory.service).save(settings)
    let loaded = try SettingsStore(service: inventory.reopened()).load()
    #expect(loaded.scannerConfiguration.maximumGap == .milliseconds(60))
    #expect(loaded.scannerConfiguration.minimumLength == 8)
    #expect(loaded.scannerConfiguration.terminators == [.enter, .tab])
  }

  @Test("an out-of-range key gap is refused with the allowed range; a stored one is clamped")
  func gapIsBounded() throws {
    let row = try #require(SettingRow.all.first { $0.name == "Scanner key gap" })
    guard case .text(_, let apply) = row.change else {
      Issue.record("the key gap is typed")
      return
    }
    var settings = AppSettings()
    #expect(apply("5000", &settings)?.contains("from 5 to 200") == true)
    #expect(apply("45", &settings) == nil && settings.scannerKeyGapMilliseconds == 45)
    settings.scannerKeyGapMilliseconds = -3
    #expect(settings.scannerConfiguration.maximumGap == .milliseconds(5))
  }

  @Test("with a 60 ms key gap a 40 ms-per-key scanner is a scan; with the default it is typing")
  func appliedToTheApplication() {
    for (gap, isScan) in [(30, false), (60, true)] {
      let terminal = MemoryTerminal()
      let screen = RecordingScreen()
      var settings = AppSettings()
      settings.scannerKeyGapMilliseconds = gap
      let app = Application(terminal: terminal, root: screen, configuration: .init(title: "t"))
      app.updateScanner(settings.scannerConfiguration)
      terminal.type("4006381333931", interval: .milliseconds(40))
      terminal.enqueue(.key(.enter), after: .milliseconds(40))
      while terminal.hasPendingEvents { app.step() }
      for _ in 0..<3 { app.step() }
      #expect(screen.scans == (isScan ? ["4006381333931"] : []), "gap \(gap) ms")
      #expect(app.recentKeyGaps.suffix(13).allSatisfy { $0 == .milliseconds(40) })
    }
  }

  @Test("the scanner test says whether keys were a scan, shows the gaps, and advises when they were not")
  func scannerTestVerdicts() {
    var gaps = Array(repeating: Duration.milliseconds(45), count: 13)
    let dialog = ScannerTestDialog(configuration: AppSettings().scannerConfiguration, gaps: { gaps })
    "4006381333931".forEach { _ = dialog.handle(.key(.char($0))) }
    _ = dialog.handle(.key(.enter))
    #expect(dialog.verdict[0].contains("not recognised"))
    #expect(dialog.verdict[1] == "13 characters, key gaps 45–45 ms")
    #expect(dialog.verdict[2] == "raise the key gap to 55 ms")
    gaps = Array(repeating: .milliseconds(3), count: 13)
    _ = dialog.handle(.scan("4006381333931"))
    #expect(dialog.verdict == ["✓ recognised as a scan: 4006381333931", "13 characters, key gaps 3–3 ms"])
  }
}

/// Records the scans that reach it.
private final class RecordingScreen: Screen {
  let title = "Recording"
  var keymaps: [Keymap] { [] }
  private(set) var scans: [String] = []

  func draw(into canvas: inout Canvas, in rect: Rect, context: DrawContext) {}

  func handle(_ event: InputEvent) -> ScreenAction {
    if case .scan(let code) = event { scans.append(code) }
    return .none
  }
}
