import CNCursesW

/// Allocates curses colour pairs on demand (init_pair) for the foreground/background combinations the
/// theme uses, and maps `TerminalColor` to the terminal's palette (16 ANSI colours, the 24-step grey ramp
/// of 256-colour terminals, or the nearest of 8 colours).
struct CursesColorPairs {
  private(set) var colorCount: Int
  private let pairLimit: Int
  private var pairs: [Pair: Int16] = [:]

  private struct Pair: Hashable {
    var foreground: Int16
    var background: Int16
  }

  /// Call after start_color(): reads COLORS and COLOR_PAIRS.
  init(enabled: Bool) {
    colorCount = enabled ? Int(stockroom_colors()) : 0
    pairLimit = enabled ? min(Int(stockroom_color_pairs()), Int(Int16.max)) : 0
  }

  /// The pair number for `style`'s colours (0, the terminal default, when colours are off or run out).
  mutating func pair(for style: Style) -> Int16 {
    guard colorCount > 0 else { return 0 }
    let key = Pair(foreground: color(style.foreground), background: color(style.background))
    if key.foreground == -1 && key.background == -1 { return 0 }
    if let number = pairs[key] { return number }
    let number = pairs.count + 1
    guard number < pairLimit else { return 0 }
    init_pair(Int16(number), key.foreground, key.background)
    pairs[key] = Int16(number)
    return Int16(number)
  }

  /// Forgets the pairs (after a palette reset).
  mutating func reset() { pairs.removeAll() }

  private func color(_ color: TerminalColor) -> Int16 {
    switch color {
    case .standard:
      return -1
    case .ansi(let index):
      if index < colorCount { return Int16(index) }
      return Int16(index % 8)
    case .grey(let level):
      let value = Int(level)
      if colorCount >= 256 {
        if value < 4 { return 16 }
        if value > 246 { return 231 }
        return Int16(232 + min(23, max(0, (value - 8 + 5) / 10)))
      }
      if colorCount >= 16 { return value < 64 ? 0 : value < 128 ? 8 : value < 192 ? 7 : 15 }
      return value < 128 ? 0 : 7
    }
  }
}
