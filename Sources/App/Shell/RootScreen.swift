import InventoryCore
import TerminalUI

/// The top level: a row of numbered tabs (Scan, Inventory, Low stock, History, Categories, Sessions, Settings,
/// Generate, Help) above the active tab's screen. Events go to the active screen first; what it leaves is handled here
/// (switching tabs, export, backup) and a scan nobody used is recorded the one way (`ScanHandler`).
/// A number key switches tabs at once. Printable keys the new tab does not bind that follow it fast are held
/// until their run ends: with Enter they were a slow scanner's code (the switch is undone and the code
/// recorded), otherwise they go to the new tab. A fast (USB) scanner's first digit is taken back by the application (`ProvisionalKeyTarget`).
final class RootScreen: Screen {
  private(set) var tabs: [any Screen]
  private(set) var selectedIndex: Int
  let environment: AppEnvironment
  private var tabAreas: [Rect] = []
  /// The tab shown before a number key switched away from it at once, while that key's run of fast keys
  /// lasts: restored if the run ends with Enter (a slow scanner's code).
  private var switchedFrom: Int?
  /// The printable keys of that run, held from the new tab; it gets them when the run ends without Enter.
  private var heldRun: [KeyPress] = []

  init(environment: AppEnvironment, tabs: [any Screen], selectedIndex: Int) {
    self.environment = environment
    self.tabs = tabs
    self.selectedIndex = max(0, min(selectedIndex, tabs.count - 1))
    settingsWatcher = ChangeWatcher(service: environment.service)
    _ = settingsWatcher.hasChanged()  // the settings were just loaded
  }

  /// Settings live in the database: another stockroom on the same file may change them.
  private let settingsWatcher: ChangeWatcher

  /// Takes settings another process saved (scan policy, bell, theme ...); true when they changed.
  private func followSettingsFromOtherProcesses() -> Bool {
    // Unreadable: this terminal keeps its settings until they can be read again.
    guard settingsWatcher.hasChanged(), let fresh = try? environment.settingsStore.load(),
      fresh != environment.settings
    else { return false }
    let themeChanged = fresh.theme != environment.settings.theme
    environment.settings = fresh
    if themeChanged, let settingsScreen = tabs.lazy.compactMap({ $0 as? SettingsScreen }).first {
      settingsScreen.onThemeChange?(fresh.theme)
    }
    return true
  }

  var activeTab: any Screen { tabs[selectedIndex] }
  var title: String { activeTab.title }
  var hasUnsavedChanges: Bool { tabs.contains { $0.hasUnsavedChanges } }
  var awaitsBackgroundWork: Bool { activeTab.awaitsBackgroundWork }
  var keymaps: [Keymap] { activeTab.keymaps + [navigationKeymap] }

  private var tabCommands: [Command] { tabs.enumerated().map { Command.showTab($0.offset + 1, $0.element.title) } }

  /// Number keys pick a tab (their numbers are on the tab row); Tab and S-Tab cycle.
  var navigationKeymap: Keymap {
    var keymap = Keymap(
      "Screens and files",
      [
        .init(.nextTab, [.tab], hint: false), .init(.previousTab, [.backTab], hint: false),
        .init(.exportItems, [.char("x")], hint: false), .init(.backup, [.char("b")], hint: false),
        .init(.nextScanMode, [.char("M")], hint: false), .init(.moveStock, [.char("T")], hint: false),
        .init(.showLocations, [.char("W")], hint: false), .init(.goToItem, [.ctrl("g")], hint: false),
      ])
    for (index, command) in tabCommands.enumerated() where index < 9 {
      keymap.bind(command, to: [.char(Character(String(index + 1)))], hint: false)
    }
    return keymap
  }

  func draw(into canvas: inout Canvas, in rect: Rect, context: DrawContext) {
    let (bar, body) = rect.splitTop(1)
    drawTabs(into: &canvas, in: bar)
    activeTab.draw(into: &canvas, in: body, context: context)
  }

  /// "1 Scan│2 Inventory│…" with the active tab highlighted; on a narrow terminal the other titles shrink, the
  /// longest first, only as many as needed.
  private func drawTabs(into canvas: inout Canvas, in line: Rect) {
    canvas.fill(line, role: .header)
    var labels = tabs.enumerated().map { "\($0.offset + 1) \($0.element.title)" }
    var total = labels.reduce(0) { $0 + $1.terminalWidth } + labels.count + 1
    let longestFirst = labels.indices.filter { $0 != selectedIndex }
      .sorted { (labels[$0].count, $1) > (labels[$1].count, $0) }
    for index in longestFirst where total > line.width {
      let short = String(labels[index].prefix(5))
      total -= labels[index].terminalWidth - short.terminalWidth
      labels[index] = short
    }
    tabAreas = []
    var column = line.column + 1
    for (index, label) in labels.enumerated() {
      let role: StyleRole = index == selectedIndex ? .activeTab : .header
      let width = canvas.put(label, row: line.row, column: column, role: role, clip: line)
      tabAreas.append(Rect(row: line.row, column: column, width: width, height: 1))
      column += width
      if index < labels.count - 1 {
        column += canvas.put("│", row: line.row, column: column, role: .header, clip: line)
      }
    }
  }

  func handle(_ event: InputEvent) -> ScreenAction {
    if case .mouse(let mouse) = event, mouse.kind == .click,
      let index = tabAreas.firstIndex(where: { $0.contains(mouse.position) })
    {
      return select(index)
    }
    if case .tick(let time) = event { return tick(event, at: time) }
    let desk = environment.scanDesk
    var switched: ScreenAction = .none
    if case .key(let key) = event, let from = switchedFrom {
      let now = desk.clock()
      // A key the new tab binds (/, j, v...) is a person's: the run ends. Digits and unbound letters may be
      // a slow scanner's code and are held.
      if let character = key.typedCharacter, desk.rhythm.isRunning(at: now),
        Keymap.resolve(key, in: activeTab.keymaps) == nil
      {
        desk.rhythm.note(character, at: now)
        heldRun.append(key)
        return .none
      }
      if key == .enter, let code = desk.rhythm.finish(at: now) {
        // A slow scanner's code: the number key was its first digit.
        (switchedFrom, heldRun) = (nil, [])
        return .sequence([select(from), ScanHandler(environment: environment).record(code, source: .usbScanner).action])
      }
      switched = .sequence(endRun())  // a person's keys: the new tab gets them, then this one
    }
    if case .key(.enter) = event, let code = desk.rhythm.finish(at: desk.clock()) {
      return ScanHandler(environment: environment).record(code, source: .usbScanner).action  // a slow scanner
    }
    // A key that turned out to be a command (u, +, d...) is not part of a scanner's run of characters.
    if case .command(let command) = event, !tabCommands.contains(command) { desk.rhythm.reset() }
    let action = activeTab.handle(event)
    if case .key(let key) = event {
      noteUnusedKey(key, handled: action)
    }
    guard case .unhandled = action else { return .sequence([switched, action]) }
    switch event {
    case .scan(let code):
      return ScanHandler(environment: environment).record(code, source: .usbScanner).action
    case .command(let command):
      return perform(command)
    default:
      return .unhandled
    }
  }

  private func tick(_ event: InputEvent, at time: Duration) -> ScreenAction {
    var actions = [activeTab.handle(event)]
    if followSettingsFromOtherProcesses() { actions.append(.redraw) }
    if let returned = CommandCardHandler(environment: environment).returnToDefaultIfIdle() { actions.append(returned) }
    if switchedFrom != nil, !environment.scanDesk.rhythm.isRunning(at: time) { actions += endRun() }
    actions.append(ScanHandler(environment: environment).presentOffersIfWaiting())
    return .sequence(actions)
  }

  /// The number key's run ended without Enter: it was a person's, and the keys held since go to its tab.
  private func endRun() -> [ScreenAction] {
    let keys = heldRun
    (switchedFrom, heldRun) = (nil, [])
    environment.scanDesk.rhythm.reset()
    return keys.map { key in
      let action = handle(.key(key))
      guard case .unhandled = action, let command = Keymap.resolve(key, in: keymaps + [.global]) else { return action }
      return .command(command)  // through the tab and then the application, as if pressed now
    }
  }

  /// Times the printable keys no screen used: a fast run of them is a slow scanner, whose digits must
  /// not switch tabs (see `KeyRhythm`).
  private func noteUnusedKey(_ key: KeyPress, handled action: ScreenAction) {
    let desk = environment.scanDesk
    guard case .unhandled = action, let character = key.typedCharacter else {
      desk.rhythm.reset()
      return
    }
    desk.rhythm.note(character, at: desk.clock())
  }

  private func perform(_ command: Command) -> ScreenAction {
    if let index = tabCommands.firstIndex(of: command) {
      // Part of a fast run (a slow scanner's digits): not a tab switch. A run that ended long ago does not count.
      let desk = environment.scanDesk
      if desk.rhythm.run.count > 1, desk.rhythm.isRunning(at: desk.clock()) { return .none }
      // At once (a person expects it); undone in `handle` if a slow scanner's code follows.
      let from = selectedIndex
      let action = select(index)
      switchedFrom = from == index ? nil : from
      return action
    }
    let files = FileActions(service: environment.service)
    switch command {
    case .nextTab: return select((selectedIndex + 1) % tabs.count)
    case .previousTab: return select((selectedIndex + tabs.count - 1) % tabs.count)
    case .exportItems: return files.exportItemsPrompt()
    case .backup: return files.backupPrompt()
    case .goToItem: return askItemToGoTo()
    case .nextScanMode:
      environment.scanDesk.nextMode()
      return .status(.info("scan mode: \(ScanDesk.name(of: environment.scanDesk.mode).lowercased())"))
    case .moveStock: return ScanPlaceHandler(environment: environment).toggleMove()
    case .showLocations:
      guard let locations = environment.locations else {
        return .status(.warning("locations are managed on the server: not from this station"))
      }
      return .push(LocationsScreen(environment: environment, locations: locations))
    default: return .unhandled
    }
  }

  /// Shows tab `index`; it gets a tick at once so it catches up with changes made while it was hidden.
  /// The previous tab's status message goes ("a category named drinks exists already" is not news here).
  func select(_ index: Int) -> ScreenAction {
    guard tabs.indices.contains(index) else { return .none }
    let switched = index != selectedIndex
    selectedIndex = index
    _ = activeTab.handle(.tick(.zero))
    return switched ? .sequence([.status(StatusMessage("", lifetime: .zero)), .redraw]) : .redraw
  }
}

extension RootScreen: ProvisionalKeyTarget {
  /// The active tab's checkpoint plus the tab shown and the scan desk's key state: a number key's switch, or
  /// M's scan mode, is taken back with the tab's own change when the key starts a scanner burst. Nil when the
  /// tab cannot take its part back.
  func checkpoint(before key: KeyPress) -> KeyCheckpoint? {
    guard let tab = (activeTab as? ProvisionalKeyTarget)?.checkpoint(before: key) else { return nil }
    let desk = environment.scanDesk
    let saved = (selectedIndex, heldRun, switchedFrom, desk.rhythm, desk.mode, desk.lastActivity)
    return KeyCheckpoint { [weak self] in
      guard let self else { return }
      tab.restore()
      (selectedIndex, heldRun, switchedFrom, desk.rhythm) = (saved.0, saved.1, saved.2, saved.3)
      (desk.mode, desk.lastActivity) = (saved.4, saved.5)
    }
  }
}
