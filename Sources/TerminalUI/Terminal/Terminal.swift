/// What the run loop needs from a terminal. Screens never see it: they draw into a `Canvas`, and the
/// terminal renders whole frames. Two implementations: `CursesTerminal` (ncursesw) and `MemoryTerminal`
/// (tests: scripted input on a virtual clock, inspectable screen).
public protocol Terminal: AnyObject {
  /// The current size in cells; updated when a `.resize` event has been read.
  var size: TerminalSize { get }

  /// A monotonic clock reading, used for ticks, status expiry and telling scanner bursts from typing.
  var now: Duration { get }

  /// How many colours the terminal can show (0 when it has none): themes and the pixel preview adapt.
  var colorCount: Int { get }

  /// Whether the terminal can show any Unicode character (a UTF-8 locale). When it cannot, the terminal
  /// draws `AsciiFallback` pictures of the same width; the canvas keeps the real text.
  var isUnicode: Bool { get }

  /// Shows `canvas` (which has this terminal's size) using `theme` for its style roles, and places the
  /// real cursor at `canvas.cursor` (shown) or hides it when that is nil. Says when the frame went out
  /// and whether input was already waiting then.
  @discardableResult func draw(_ canvas: Canvas, theme: Theme) -> FrameOutput

  /// Forgets what is on screen so the next `draw` repaints every cell (Ctrl-L, after a crash of output).
  func invalidate()

  /// The next input event, or nil when none arrived within `timeout`.
  func readEvent(timeout: Duration) -> InputEvent?

  /// Whether input is waiting to be read now (it arrived while the program was busy).
  var hasPendingInput: Bool { get }

  /// An audible bell (a no-op on terminals without one).
  func bell()

  /// A visible flash of the screen (falls back to the bell).
  func flash()
}

extension Terminal {
  public var isUnicode: Bool { true }
  public var hasPendingInput: Bool { false }
}

/// The moment a frame was sent to the screen. Input already waiting then was typed before anyone could
/// see the frame, so it cannot be an answer to it (the scanner gap counts on that: `Application.step`).
public struct FrameOutput: Hashable, Sendable {
  public var inputWasWaiting: Bool
  public var time: Duration

  public init(inputWasWaiting: Bool, time: Duration) {
    self.inputWasWaiting = inputWasWaiting
    self.time = time
  }
}
