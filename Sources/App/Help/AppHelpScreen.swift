import InventoryCore
import TerminalUI

/// The Help tab: how the app works with a USB scanner and without colour, then the keys of every screen,
/// generated from the same keymaps as the hint bar and F1 (each keymap once). Scrolls like any list.
final class AppHelpScreen: Screen {
  let title = "Help"
  private let environment: AppEnvironment
  /// Every keymap of the app, most specific first (the root screen provides them once it exists).
  var keymapsToDescribe: () -> [Keymap] = { [] }
  private let rows = ArrayRows<String> { line in
    ListRow([ListCell(line, role: line.hasPrefix(" ") || line.isEmpty ? nil : .title)])
  }
  private var list = ListView(columns: [ListColumn("")], showsHeader: false)

  /// Paragraphs, wrapped to the screen's width when drawn.
  static let introduction = [
    "stockroom",
    "  Number keys, Tab or a click switch screens; F1 or ? lists this screen's keys.",
    "  A USB barcode scanner works on every screen, and its keys never land in a text field. Inventory selects "
      + "the scanned item; the item editor fills its barcode field; the other screens record the scan with the "
      + "scan policy (Settings) and report it on the status line. An unknown code offers to create the item. "
      + "Changes made by other stockroom processes show within a second. Low stock is marked ▼, so NO_COLOR or "
      + "--no-color lose nothing.",
    "  x exports every item to CSV, b backs up the database (most screens).",
    "  Labels: L makes the selected item's labels, P a sheet of labels for the list as shown (Inventory, Low "
      + "stock), F6 the edited item's; a PDF file, every code read back before it is drawn. Items without a "
      + "barcode can get in-store codes first (you are asked, and told how many).",
    "  Generate makes QR codes (text, web address, phone, SMS, e-mail, WiFi, contact) and barcodes (EAN, UPC, "
      + "Code 128, DataMatrix, GS1): the code is drawn as you type, black on white with its quiet zone, and F2 "
      + "saves it to a PNG, SVG or PDF file after reading it back. In its fields keys are typed and ↓ and ↑ move "
      + "between them (Tab switches screens, as everywhere); Esc goes to the Kind row, where number keys switch screens. History's Created view (v) "
      + "lists what was made: Enter opens one again, d forgets it.",
    "  Sessions: a stocktake count, or goods received or removed, scanned first and committed once reviewed. A "
      + "terminal that joined one scans into it from every tab, with no offer (the header says COUNT #3); l leaves "
      + "it open, c shows what committing changes first.",
    "  Alerts: an item that goes below its minimum or runs out raises an alert once (the header counts the open "
      + "ones: ⚑ 2 alerts). A, here or on Low & out, lists them; a marks one seen. With no alert command set "
      + "(stockroom alerts set-command), a new alert rings the bell (Settings: Bell on new alert).",
  ]
  /// The width `rows` was wrapped to.
  private var wrappedWidth = 0

  init(environment: AppEnvironment) { self.environment = environment }

  var keymaps: [Keymap] { [Keymap("Help", [.init(.showAlerts, [.char("A")])]), list.keymap] }

  /// The text shown: the introduction, then one section per distinct keymap.
  var lines: [String] {
    var seen = Set<String>()
    var unique: [Keymap] = []
    for keymap in keymapsToDescribe() + [Keymap.global] where seen.insert(keymap.title).inserted {
      unique.append(keymap)
    }
    var lines = Self.introduction
    for keymap in unique {
      lines.append("")
      lines += KeyHelp.lines(for: [keymap])
    }
    return lines
  }

  /// `lines` wrapped to `width` columns (help never cuts a line: a narrow terminal gets more lines).
  func wrappedLines(width: Int) -> [String] { lines.flatMap { TextWrapping.wrap($0, width: width) } }

  func draw(into canvas: inout Canvas, in rect: Rect, context: DrawContext) {
    let width = max(10, rect.width - 1)
    if rows.elements.isEmpty || width != wrappedWidth {
      wrappedWidth = width
      rows.elements = wrappedLines(width: width)
    }
    canvas.cursor = list.drawSayingWhatIsHidden(into: &canvas, in: rect, dataSource: rows)
  }

  func handle(_ event: InputEvent) -> ScreenAction {
    switch event {
    case .tick:
      // Screens' keys can change (the scan screen's depend on the camera): keep the text current.
      let fresh = wrappedLines(width: wrappedWidth)
      guard wrappedWidth > 0, fresh != rows.elements else { return .none }
      rows.elements = fresh
      return .redraw
    case .command(.showAlerts): return AlertsScreen.open(environment)
    case .command: return .unhandled
    default: return list.action(for: list.handle(event, rowCount: rows.rowCount))
    }
  }
}
