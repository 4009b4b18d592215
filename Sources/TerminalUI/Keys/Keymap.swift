/// Keys bound to commands for one screen, widget or the whole application. Lookups go through a list
/// of keymaps, most specific first (the screen's, then the global one), and the first binding wins.
public struct Keymap: Sendable {
  public struct Binding: Sendable {
    public var command: Command
    public var keys: [KeyPress]
    /// Whether the key-hint bar shows it (the help screen shows every binding).
    public var showsInHintBar: Bool

    public init(_ command: Command, _ keys: [KeyPress], hint: Bool = true) {
      self.command = command
      self.keys = keys
      self.showsInHintBar = hint
    }
  }

  /// The section title in the help screen ("Inventory", "Global keys").
  public var title: String
  public private(set) var bindings: [Binding]

  public init(_ title: String, _ bindings: [Binding] = []) {
    self.title = title
    self.bindings = []
    for binding in bindings { bind(binding.command, to: binding.keys, hint: binding.showsInHintBar) }
  }

  /// Binds `keys` to `command`. A key bound earlier in this keymap moves to the new command; binding a
  /// command again adds keys to it.
  public mutating func bind(_ command: Command, to keys: [KeyPress], hint: Bool = true) {
    for index in bindings.indices { bindings[index].keys.removeAll { keys.contains($0) } }
    if let index = bindings.firstIndex(where: { $0.command == command }) {
      bindings[index].keys += keys
      bindings[index].showsInHintBar = hint
    } else {
      bindings.append(Binding(command, keys, hint: hint))
    }
    bindings.removeAll { $0.keys.isEmpty }
  }

  /// The command `key` is bound to here.
  public func command(for key: KeyPress) -> Command? {
    bindings.first { $0.keys.contains(key) }?.command
  }

  /// The keys bound to `command` here, in binding order.
  public func keys(for command: Command) -> [KeyPress] {
    bindings.first { $0.command == command }?.keys ?? []
  }

  /// The command `key` means through `keymaps`, most specific first.
  public static func resolve(_ key: KeyPress, in keymaps: [Keymap]) -> Command? {
    for keymap in keymaps {
      if let command = keymap.command(for: key) { return command }
    }
    return nil
  }

  /// Each keymap's bindings with the keys that an earlier (more specific) keymap takes away removed,
  /// dropping bindings left without keys: what a user can actually press.
  public static func effectiveBindings(of keymaps: [Keymap]) -> [(keymap: Keymap, bindings: [Binding])] {
    var taken = Set<KeyPress>()
    var result: [(keymap: Keymap, bindings: [Binding])] = []
    for keymap in keymaps {
      var visible: [Binding] = []
      for binding in keymap.bindings {
        var effective = binding
        effective.keys = binding.keys.filter { !taken.contains($0) }
        if !effective.keys.isEmpty { visible.append(effective) }
      }
      keymap.bindings.forEach { taken.formUnion($0.keys) }
      result.append((keymap, visible))
    }
    return result
  }
}

// MARK: Standard keymaps.
extension Keymap {
  /// What every screen falls back to: help, back, quit, redraw.
  public static let global = Keymap(
    "Global keys",
    [
      Binding(.help, [.f(1), .char("?")]),
      Binding(.back, [.escape]),
      Binding(.quit, [.f(10), .char("q"), .ctrl("c")]),
      Binding(.redraw, [.ctrl("l")], hint: false),
    ])

  /// Moving in a list (arrows, vim keys, paging); `ListView` resolves its keys through it.
  public static let listNavigation = Keymap(
    "Moving in lists",
    [
      Binding(.lineUp, [.up, .char("k")], hint: false),
      Binding(.lineDown, [.down, .char("j")], hint: false),
      Binding(.pageUp, [.pageUp, .ctrl("b")], hint: false),
      Binding(.pageDown, [.pageDown, .ctrl("f"), .char(" ")], hint: false),
      Binding(.first, [.home, .char("g")], hint: false),
      Binding(.last, [.end, .char("G")], hint: false),
      Binding(.activate, [.enter], hint: false),
    ])

  /// Editing in a text field (emacs/readline keys); `TextField` resolves its keys through it.
  public static let textEditing = Keymap(
    "Editing text",
    [
      Binding(.cursorLeft, [.left, .ctrl("b")], hint: false),
      Binding(.cursorRight, [.right, .ctrl("f")], hint: false),
      Binding(.cursorStart, [.home, .ctrl("a")], hint: false),
      Binding(.cursorEnd, [.end, .ctrl("e")], hint: false),
      Binding(.deleteBackward, [.backspace, .ctrl("h")], hint: false),
      Binding(.deleteForward, [.delete, .ctrl("d")], hint: false),
      Binding(.deleteToStart, [.ctrl("u")], hint: false),
      Binding(.deleteToEnd, [.ctrl("k")], hint: false),
      Binding(.deleteWord, [.ctrl("w")], hint: false),
      Binding(.submit, [.enter], hint: false),
    ])
}
