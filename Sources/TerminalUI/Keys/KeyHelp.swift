import InventoryCore

/// One entry of the key-hint bar: "F1 Help".
public struct KeyHint: Hashable, Sendable {
  public var key: String
  public var label: String
  /// From the global keymap (help, back, quit): kept on a narrow bar when screen hints must go.
  public var isEssential: Bool

  public init(key: String, label: String, isEssential: Bool = false) {
    self.key = key
    self.label = label
    self.isEssential = isEssential
  }
}

/// Generates the key-hint bar and the help screen from keymaps — the only place either is written.
public enum KeyHelp {
  /// The hint bar for `keymaps` (most specific first): each hinted command once, with its first key
  /// that is not taken by a more specific keymap.
  public static func hints(for keymaps: [Keymap]) -> [KeyHint] {
    var seen = Set<Command>()
    var hints: [KeyHint] = []
    for (_, bindings) in Keymap.effectiveBindings(of: keymaps) {
      for binding in bindings where binding.showsInHintBar && !seen.contains(binding.command) {
        seen.insert(binding.command)
        if let key = binding.keys.first {
          hints.append(
            KeyHint(
              key: key.displayName, label: binding.command.label,
              isEssential: Keymap.global.bindings.contains { $0.command == binding.command }))
        }
      }
    }
    return hints
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
