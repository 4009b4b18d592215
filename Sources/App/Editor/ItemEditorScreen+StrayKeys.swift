import InventoryCore
import TerminalUI

/// A camera reads a code whenever one is in view, so the editor it opens for an unknown code can appear while
/// the user is typing for the screen below: a `q` landed in the Name. Printable keys that come within `window`
/// of the editor opening, or of the last key so ignored, are not typed (a run typed without a pause is all
/// meant for the other screen); the first pause that long ends the guard, and typing then works as always.
/// A USB scanner or a key opens the editor because the user asked for it: no guard then.
struct StrayKeyGuard: Sendable {
  /// Longer than a person takes to notice the screen changed and stop, shorter than a deliberate first key.
  static let window: Duration = .milliseconds(300)

  /// Keys before this are ignored.
  private(set) var until: Duration
  /// What was ignored, to say so.
  private(set) var ignored = ""

  init(openedAt time: Duration) { until = time + Self.window }

  /// Whether `key`, typed at `now`, is a stray key (each one ignored extends the guard); nil once it is over.
  mutating func ignores(_ key: KeyPress, at now: Duration) -> Bool? {
    guard now < until else { return nil }
    guard let character = key.typedCharacter else { return false }
    ignored.append(character)
    until = now + Self.window
    return true
  }
}

extension ItemEditorScreen {
  /// Ignores keys typed for the screen below while a camera scan opens this editor (see `StrayKeyGuard`).
  func guardStrayKeys(openedAt time: Duration) {
    strayKeyGuard = StrayKeyGuard(openedAt: time)
  }

  /// The status to show when `event` is a stray key (it is then not typed); nil when it is the user's.
  func strayKeyAction(for event: InputEvent) -> ScreenAction? {
    guard var current = strayKeyGuard, case .key(let key) = event else { return nil }
    guard let ignored = current.ignores(key, at: environment.scanDesk.clock()) else {
      strayKeyGuard = nil
      return nil
    }
    strayKeyGuard = current
    guard ignored else { return nil }
    let keys = current.ignored.terminalSafe
    return .status(
      .warning("the camera opened this editor as you typed: \"\(keys)\" not typed here; type on once you pause"))
  }
}
