import Foundation
import InventoryCore
import TerminalUI

/// Picks one of many things by typing part of it: a text field on top, the matches below, updated as you type.
/// ↑/↓ (and PgUp/PgDn) move, Enter or a double click picks, Esc cancels; every printable key is typed (no
/// letter moves the list, unlike `ChoiceDialog`). `search` gives the matches for the text as typed: an item
/// search (`ItemPicker`) or an in-memory word-prefix filter (`init(title:label:filtering:...)`).
/// A scan while it is open goes to the screen below, recorded as usual (as with `TextPrompt`).
final class PickerDialog<Value>: Modal {
  struct Option {
    var text: String
    /// A second, right-aligned column (a barcode, a quantity).
    var detail: String
    var role: StyleRole?
    var value: Value
    /// Shown whatever is typed ("New category…"): the filter of `init(title:label:filtering:...)` keeps it.
    var alwaysShown: Bool

    init(_ text: String, detail: String = "", role: StyleRole? = nil, value: Value, alwaysShown: Bool = false) {
      self.text = text
      self.detail = detail
      self.role = role
      self.value = value
      self.alwaysShown = alwaysShown
    }
  }

  static var pick: Command { Command("picker.pick", label: "Pick", help: "Pick the selected match") }
  static var cancel: Command { Command("picker.cancel", label: "Cancel", help: "Close without picking") }
  static var move: Command {
    Command("picker.move", label: "Move", help: "Move in the matches (letters are typed into the search)")
  }

  /// How many rows the list shows at most.
  static var maximumRows: Int { 12 }

  let title: String
  let label: String
  private(set) var field: TextField
  /// What the field's text matches now.
  private(set) var matches: [Option] = []
  /// Why the matches could not be read (shown instead of them).
  private var problem: String?
  private var list = ListView(columns: [ListColumn("")], showsHeader: false)
  private let search: (String) throws -> [Option]
  private let footnote: ([Option]) -> String?
  private let onPick: (Value, String) -> ScreenAction
  /// What is picked, for "no item matches …".
  private let noun: String
  /// Rows of the list and the box's width, fixed when the dialog opens so the box does not jump while typing.
  private var listHeight = 3
  private var boxWidth = 40

  /// `search` returns the matches for the text typed (called at once with "" and after every edit);
  /// `onPick` gets the value picked and the text as typed. `footnote` may say something of the matches
  /// ("the first 50: type more"). `selected` is the row selected first; `noun` names what is picked;
  /// `width` is the box's (nil: as wide as the options first shown need).
  init(
    title: String, label: String, placeholder: String = "", noun: String = "option", width: Int? = nil,
    selected: Int = 0,
    search: @escaping (String) throws -> [Option], footnote: @escaping ([Option]) -> String? = { _ in nil },
    onPick: @escaping (Value, String) -> ScreenAction
  ) {
    self.title = title
    self.label = label
    field = TextField(placeholder: placeholder)
    self.search = search
    self.footnote = footnote
    self.onPick = onPick
    self.noun = noun
    refresh()
    listHeight = max(3, min(Self.maximumRows, matches.count))
    let widest =
      matches.map { $0.text.terminalWidth + ($0.detail.isEmpty ? 0 : $0.detail.terminalWidth + 1) }.max() ?? 0
    boxWidth = width ?? min(72, max(40, label.terminalWidth, title.terminalWidth + 2, widest) + 4)
    list.select(selected, rowCount: matches.count)
  }

  /// Picks among `options` whose words start with the words typed (any order, ignoring case and accents:
  /// "dr" and "DRI" find "Hot drinks", "cafe" finds "Café"); options `alwaysShown` stay whatever is typed.
  convenience init(
    title: String, label: String, filtering options: [Option], noun: String = "category", selected: Int = 0,
    onPick: @escaping (Value, String) -> ScreenAction
  ) {
    self.init(
      title: title, label: label, placeholder: "type to filter", noun: noun, selected: selected,
      search: { text in options.filter { $0.alwaysShown || WordPrefixMatch.matches(text, in: $0.text) } },
      onPick: onPick)
  }

  /// The text typed so far.
  var text: String { field.text }

  var keymaps: [Keymap] {
    [
      Keymap(
        "Pick (type to search)",
        [
          .init(Self.pick, [.enter]), .init(Self.cancel, [.escape]),
          .init(Self.move, [.up, .down, .pageUp, .pageDown]),
        ]),
      field.keymap,
    ]
  }

  private func refresh() {
    do {
      matches = try search(field.text)
      problem = nil
    } catch {
      matches = []
      problem = describe(error)
    }
    list.select(0, rowCount: matches.count)
  }

  func draw(into canvas: inout Canvas, in rect: Rect, context: DrawContext) {
    let note = problem ?? footnote(matches)
    let height = min(rect.height, listHeight + 5 + (note == nil ? 0 : 1))
    let box = rect.centered(width: min(rect.width, boxWidth), height: height)
    canvas.fill(box, role: .dialog)
    canvas.drawBox(box, role: .dialog, title: title)
    let inner = Rect(
      row: box.row + 1, column: box.column + 2, width: max(0, box.width - 4), height: max(0, box.height - 2))
    canvas.put(label, in: inner.line(0), role: .dialog)
    let fieldArea = Rect(row: inner.row + 1, column: inner.column, width: inner.width, height: 2)
    let cursor = field.draw(into: &canvas, in: fieldArea, focused: true)
    var rows = Rect(row: inner.row + 3, column: inner.column, width: inner.width, height: max(0, inner.height - 3))
    if let note, rows.height > 1 {
      let split = rows.splitBottom(1)
      rows = split.rest
      canvas.put(note, in: split.bottom, role: problem == nil ? .dim : .error)
    }
    let detailWidth = min(inner.width / 2, matches.map(\.detail.terminalWidth).max() ?? 0)
    list.columns =
      detailWidth > 0
      ? [ListColumn(""), ListColumn("", width: .fixed(detailWidth), alignRight: true)] : [ListColumn("")]
    _ = list.draw(
      into: &canvas, in: rows, dataSource: Rows(matches),
      emptyText: field.text.isEmpty ? "(nothing to pick)" : "No match: type less, or other words.")
    canvas.cursor = cursor
  }

  func handle(_ event: InputEvent) -> ModalResult {
    switch event {
    case .key(.escape):
      return .close(then: .none)
    case .key(.up), .key(.down), .key(.pageUp), .key(.pageDown), .mouse:
      if case .activated(let index) = list.handle(event, rowCount: matches.count) { return picked(index) }
      if case .mouse = event { _ = field.handle(event) }
      return .keep
    case .key(.enter):
      guard !matches.isEmpty else {
        field.validationMessage =
          field.text.isEmpty
          ? "nothing to pick" : "no \(noun) matches \"\(field.text.terminalSafe)\": type less, or other words"
        return .keep
      }
      return picked(list.selectedIndex)
    default:
      break
    }
    if field.handle(event) == .edited {
      field.validationMessage = nil
      refresh()
    }
    return .keep
  }

  private func picked(_ index: Int) -> ModalResult {
    guard matches.indices.contains(index) else { return .keep }
    return .close(then: onPick(matches[index].value, field.text))
  }

  private final class Rows: ListDataSource {
    let options: [Option]
    init(_ options: [Option]) { self.options = options }
    var rowCount: Int { options.count }
    func rows(in range: Range<Int>) -> [ListRow] {
      options[range].map { ListRow([ListCell($0.text, role: $0.role), ListCell($0.detail)], role: .dialog) }
    }
  }
}

extension PickerDialog: ProvisionalKeyTarget {
  /// A printable key only edits the search and moves nothing else (its matches are read, never written).
  func checkpoint(before key: KeyPress) -> KeyCheckpoint? {
    let saved = (field, matches, problem, list)
    return KeyCheckpoint { [weak self] in
      guard let self else { return }
      (field, matches, problem, list) = saved
    }
  }
}

/// "Every word typed starts a word of the text", ignoring case and accents: how pickers filter names in memory.
enum WordPrefixMatch {
  static func matches(_ query: String, in text: String) -> Bool {
    let wanted = words(query)
    guard !wanted.isEmpty else { return true }
    let have = words(text)
    return wanted.allSatisfy { word in have.contains { $0.hasPrefix(word) } }
  }

  /// Lowercased, accents removed, split at anything that is not a letter or digit.
  static func words(_ text: String) -> [Substring] {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      .split { !$0.isLetter && !$0.isNumber }
  }
}
