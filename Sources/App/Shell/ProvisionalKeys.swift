import TerminalUI

/// Screens whose printable keys only move in a list (or are not theirs, and fall to the tabs' keys) can take
/// such a key back when it turns out to start a USB scanner's burst (`ProvisionalKeyTarget`), so it reaches
/// them without waiting for the scanner gap.
extension Keymap {
  /// Whether `key`, looked up in a screen's `keymaps`, is bound to nothing or to a move in a list.
  static func onlyMoves(_ key: KeyPress, in keymaps: [Keymap]) -> Bool {
    guard let command = resolve(key, in: keymaps) else { return true }
    return !listNavigation.keys(for: command).isEmpty && command != .activate
  }
}

extension ListView {
  /// A checkpoint for a key that at most moves `list` (nil when the key does more on this screen).
  static func checkpoint(
    before key: KeyPress, in keymaps: [Keymap], restore: @escaping () -> Void
  ) -> KeyCheckpoint? {
    Keymap.onlyMoves(key, in: keymaps) ? KeyCheckpoint(restore: restore) : nil
  }
}
