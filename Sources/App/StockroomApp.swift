import Foundation
import InventoryCore
import TerminalUI

/// The terminal app: builds the screens on an `AppEnvironment` and runs them on the real terminal.
/// Everything between opening the terminal and closing it happens in `makeApplication`, which tests and
/// the benchmark call with a `MemoryTerminal`.
public enum StockroomApp {
  /// The tab the app opens on: Inventory (see docs/guide/terminal-ui.md).
  static let startTab = 1

  /// Runs the app until the user quits; returns the exit status. The terminal is restored on every way
  /// out (a signal re-raises itself after restoring, so the shell sees 130 or 143).
  public static func run(environment: AppEnvironment) throws -> Int32 {
    let terminal: CursesTerminal
    do {
      terminal = try CursesTerminal(options: .init(errorLogPath: environment.launch.errorLogPath))
    } catch let error as CursesTerminalError where error.isUnsupportedTerminal {
      throw UnsupportedTerminalError(description: error.description)
    }
    let app = makeApplication(terminal: terminal, environment: environment)
    let outcome = app.run()
    terminal.close()
    if case .terminated(let signalNumber) = outcome { CursesTerminal.exit(dueTo: signalNumber) }
    return 0
  }

  /// The application with every screen, the low-stock badge and the theme, on `terminal`.
  public static func makeApplication(
    terminal: any Terminal, environment: AppEnvironment,
    processEnvironment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Application {
    let settings = SettingsScreen(environment: environment)
    let help = AppHelpScreen(environment: environment)
    let inventory = InventoryScreen(environment: environment)
    let sessions = SessionsScreen(environment: environment)
    sessions.inventoryQuery = { [weak inventory] in inventory?.rows.query ?? ItemQuery() }
    let tabs: [any Screen] = [
      ScanScreen(environment: environment), inventory,
      LowStockScreen(environment: environment), HistoryScreen(environment: environment),
      CategoriesScreen(environment: environment), sessions, settings, GenerateScreen(environment: environment), help,
    ]
    // The demo is about scanning: it opens on the Scan tab (0).
    let root = RootScreen(environment: environment, tabs: tabs, selectedIndex: environment.launch.demo ? 0 : startTab)
    help.keymapsToDescribe = { [weak root] in
      (root?.tabs ?? []).filter { !($0 is AppHelpScreen) }.flatMap {
        ($0 as? any ListsEveryKeymap)?.everyKeymap ?? $0.keymaps
      }
        + [root?.navigationKeymap].compactMap { $0 }
        + [
          ItemEditorScreen.keymap(
            onCategory: true, barcodeEmpty: true, barcodeOwned: true, saved: true, suggestsCategory: true,
            hasOtherBarcodes: true)
        ]
    }
    let forceMonochrome = environment.launch.noColor || !(processEnvironment["NO_COLOR"] ?? "").isEmpty
    let app = Application(
      terminal: terminal, root: root,
      configuration: .init(
        // 50 ms: a confirmed scan reaches the screen within one tick (frame-to-screen p95 ~50 ms, against
        // ~230 ms at 250 ms); each tick only checks a change counter, so idle cost stays negligible.
        title: "stockroom", tickInterval: .milliseconds(50),
        theme: theme(for: environment.settings.theme, forceMonochrome: forceMonochrome),
        scanner: environment.settings.scannerConfiguration))
    settings.onScannerChange = { [weak app] scanner in app?.updateScanner(scanner) }
    settings.recentKeyGaps = { [weak app] in app?.recentKeyGaps ?? [] }
    settings.onThemeChange = { [weak app] choice in
      app?.configuration.theme = theme(for: choice, forceMonochrome: forceMonochrome)
    }
    environment.scanDesk.clock = { [terminal] in terminal.now }  // the slow-scanner check uses the terminal's time
    let alerts = environment.alerts.map { AlertWatch(service: environment.service, alerts: $0) }
    let badge = LowStockBadge(service: environment.service, desk: environment.scanDesk, alerts: alerts)
    app.badge = { badge.current() }
    if let alerts { app.onTick = { alerts.announcement(ringing: environment.settings.alertBell) } }
    let warnings = [environment.launch.catalogueWarning, damagedItemsWarning(environment.service)?.text]
      .compactMap { $0 }
    if !warnings.isEmpty {
      app.show(StatusMessage(warnings.joined(separator: " · "), role: .warning, lifetime: .seconds(30)))
    }
    return app
  }

  /// Items an older version or another program left with a number outside the limits: named at start, so
  /// the user can open one and save its real values (saving repairs it).
  static func damagedItemsWarning(_ service: any Inventory) -> StatusMessage? {
    // Unreadable: no warning here; the list's first read says why the database cannot be read.
    guard let damaged = try? service.itemsWithStoredValueProblems(), let item = damaged.first,
      let problem = item.storedValueProblems.first
    else { return nil }
    let more = damaged.count > 1 ? " (\(damaged.count - 1) more: stockroom items list names them)" : ""
    return StatusMessage(
      "item \(item.id ?? 0) \"\(item.name)\" holds a \(problem.field.rawValue) out of range (\(problem.stored)): "
        + "edit it and save the real value\(more)", role: .warning, lifetime: .seconds(30))
  }

  /// The theme for a setting (a terminal without colours shows any theme as monochrome: see
  /// `Application.effectiveTheme`); NO_COLOR and --no-color always win (https://no-color.org).
  static func theme(for choice: AppSettings.ThemeChoice, forceMonochrome: Bool) -> Theme {
    if forceMonochrome { return .monochrome }
    switch choice {
    case .automatic, .colour: return .colour
    case .monochrome: return .monochrome
    case .highContrast: return .highContrast
    }
  }
}

/// The terminal cannot show the full-screen interface (TERM=dumb, no cursor addressing). The description
/// says why and points at the commands, which work on any terminal.
public struct UnsupportedTerminalError: Error, CustomStringConvertible {
  public var description: String
}
