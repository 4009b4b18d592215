import InventoryCore

/// One entry of the key-hint bar: "F1 Help".
public struct KeyHint: Hashable, Sendable {
  public var key: String
  public var label: String
  /// From the global keymap (help, back, quit): kept on a narrow bar when screen hints must go.
  public var isEssential: Bool
  /// Bound with `hint: false`: shown only when every other hint fits and room is left (a wide terminal).
  public var isSecondary: Bool

  public init(key: String, label: String, isEssential: Bool = false, isSecondary: Bool = false) {
    self.key = key
    self.label = label
    self.isEssential = isEssential
    self.isSecondary = isSecondary
  }
}

/// Generates the key-hint bar and the help screen from keymaps — the only place either is written.
public enum KeyHelp {
  /// The hint bar for `keymaps` (most specific first): each hinted command once, with its first key
  /// that is not taken by a more specific keymap; then, as secondary hints, the commands bound to a
  /// letter or F-key without a hint (c Category, s Sort, d Delete, x Export), which a wide bar has room
  /// for. Movement keys (arrows, j/k beside ↓/↑) never become hints.
  public static func hints(for keymaps: [Keymap]) -> [KeyHint] {
    var seen = Set<Command>()
    var hints: [KeyHint] = []
    var secondary: [KeyHint] = []
    for (_, bindings) in Keymap.effectiveBindings(of: keymaps) {
      for binding in bindings where !seen.contains(binding.command) {
        guard let key = binding.keys.first, binding.showsInHintBar || isSecondaryHint(binding) else { continue }
        seen.insert(binding.command)
        let hint = KeyHint(
          key: key.displayName, label: binding.command.label,
          isEssential: Keymap.global.bindings.contains { $0.command == binding.command },
          isSecondary: !binding.showsInHintBar)
        if hint.isSecondary { secondary.append(hint) } else { hints.append(hint) }
      }
    }
    return hints + secondary
  }

  /// A binding without a hint that is still worth one on a wide bar: its first key is a plain letter or an
  /// F-key, and none of its keys moves the selection or the cursor.
  private static func isSecondaryHint(_ binding: Keymap.Binding) -> Bool {
    guard let first = binding.keys.first, first.modifiers.isEmpty else { return false }
    switch first.key {
    case .character(let character) where character.isLetter: break
    case .function: break
    default: return false
    }
    let movement: Set<Key> = [.up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .tab, .backTab]
    return !binding.keys.contains { movement.contains($0.key) }
  }

  /// The help text for `keymaps`: a title line per keymap, then one line per command with all its keys
  /// ("  ↓ j          Select the row below"). Keys shadowed by a more specific keymap are left out.
  public static func lines(for keymaps: [Keymap]) -> [String] {
    let sections = Keymap.effectiveBindings(of: keymaps).filter { !$0.bindings.isEmpty }
    let keyTexts = sections.flatMap { $0.bindings.map(keyText) }
    let keyWidth = min(18, keyTexts.map(\.terminalWidth).max() ?? 0)
    var lines: [String] = []
    for (index, section) in sections.enumerated() {
      if index > 0 { lines.append("") }
      lines.append(section.keymap.title)
      for binding in section.bindings {
        lines.append("  " + keyText(binding).padded(toColumns: keyWidth) + "  " + binding.command.help)
      }
    }
    return lines
  }

  private static func keyText(_ binding: Keymap.Binding) -> String {
    binding.keys.map(\.displayName).joined(separator: " ")
  }
}
