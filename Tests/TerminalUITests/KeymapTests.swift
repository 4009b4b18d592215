import Testing

@testable import TerminalUI

@Suite("Commands and keymaps")
struct KeymapTests {
  static let edit = Command("item.edit", label: "Edit", help: "Edit the selected item")
  static let delete = Command("item.delete", label: "Delete", help: "Delete the selected item")
  static let search = Command("item.search", label: "Search", help: "Search items")

  let screen = Keymap(
    "Inventory",
    [
      .init(edit, [.char("e"), .enter]), .init(delete, [.delete], hint: false), .init(search, [.char("/")]),
      .init(Command("item.query", label: "Query", help: "Quick query"), [.char("q")], hint: false),
    ])

  @Test("a screen keymap falls back to the global one; the screen's binding wins")
  func fallback() {
    let keymaps = [screen, Keymap.global]
    #expect(Keymap.resolve(.char("e"), in: keymaps) == Self.edit)
    #expect(Keymap.resolve(.f(1), in: keymaps) == .help)
    #expect(Keymap.resolve(.escape, in: keymaps) == .back)
    #expect(Keymap.resolve(.char("q"), in: keymaps)?.id == "item.query", "the screen shadows the global q")
    #expect(Keymap.resolve(.f(10), in: keymaps) == .quit)
    #expect(Keymap.resolve(.char("z"), in: keymaps) == nil)
  }

  @Test("rebinding a key moves it; binding a command again adds keys")
  func rebinding() {
    var keymap = Keymap("Test", [.init(Self.edit, [.char("e")])])
    keymap.bind(Self.delete, to: [.char("e"), .char("d")])
    keymap.bind(Self.delete, to: [.delete])
    #expect(keymap.command(for: .char("e")) == Self.delete)
    #expect(keymap.keys(for: Self.delete) == [.char("e"), .char("d"), .delete])
    #expect(keymap.bindings.count == 1, "edit lost its only key and is gone")
  }

  @Test("the hint bar is generated: hinted commands, first unshadowed key, screen first")
  func hints() {
    let hints = KeyHelp.hints(for: [screen, .global])
    #expect(
      hints == [
        KeyHint(key: "e", label: "Edit"), KeyHint(key: "/", label: "Search"),
        KeyHint(key: "F1", label: "Help", isEssential: true), KeyHint(key: "Esc", label: "Back", isEssential: true),
        KeyHint(key: "F10", label: "Quit", isEssential: true),
        KeyHint(key: "q", label: "Query", isSecondary: true),
      ])
  }

  @Test("the help text is generated from every binding, without shadowed keys")
  func help() {
    let lines = KeyHelp.lines(for: [screen, .global])
    #expect(
      lines == [
        "Inventory",
        "  e Enter  Edit the selected item",
        "  Del      Delete the selected item",
        "  /        Search items",
        "  q        Quick query",
        "",
        "Global keys",
        "  F1 ?     Show the keys of this screen",
        "  Esc      Close this screen or dialog, go back",
        "  F10 ^C   Quit (asks first when something is unsaved)",
        "  ^L       Repaint the whole screen",
      ])
  }

  @Test(
    "key names for display",
    arguments: [
      (KeyPress.f(1), "F1"), (.ctrl("c"), "^C"), (.pageDown, "PgDn"), (.up, "↑"), (.char(" "), "Space"),
      (.alt("x"), "M-x"), (.backTab, "S-Tab"), (KeyPress(.left, .shift), "S-←"), (KeyPress(.up, .control), "C-↑"),
      (.char("é"), "é"), (.escape, "Esc"), (.backspace, "Bksp"),
    ])
  func displayNames(key: KeyPress, name: String) {
    #expect(key.displayName == name)
  }
}

@Suite struct NarrowHintBarTests {
  @Test func helpBackAndQuitStayWhenScreenHintsDoNotFit() {
    let screenCommands = (1...8).map { Command("screen.\($0)", label: "Action \($0)", help: "") }
    let screenKeymap = Keymap("Screen", screenCommands.enumerated().map { .init($1, [.char(Character("\($0)"))]) })
    let hints = KeyHelp.hints(for: [screenKeymap, .global])
    let shown = KeyHintBar.shown(hints, width: 60).map(\.label)
    #expect(shown.contains("Help") && shown.contains("Quit"), "\(shown)")
    #expect(shown.first == "Action 1", "screen hints keep their order and come first: \(shown)")
    #expect(!shown.contains("Action 8"))
    let total = KeyHintBar.shown(hints, width: 60).reduce(0) { $0 + $1.key.terminalWidth + $1.label.terminalWidth + 3 }
    #expect(total <= 60)
  }
}
