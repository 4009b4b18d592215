/// What a screen can see while drawing.
public struct DrawContext: Sendable {
  public var theme: Theme
  /// How to draw grey images here (half blocks need colours; see `PixelMode.best`).
  public var pixelMode: PixelMode
  public var now: Duration

  public init(theme: Theme, pixelMode: PixelMode, now: Duration) {
    self.theme = theme
    self.pixelMode = pixelMode
    self.now = now
  }
}

/// A screen is a draw function and an event function (ncdu's model). It never touches the terminal:
/// it draws into the body rectangle of a `Canvas` and answers events with a `ScreenAction`.
///
/// Key events reach `handle` first (so a focused field can take printable keys); when it answers
/// `.unhandled`, the key is looked up in `keymaps` and then the global keymap, and the command found comes
/// back as `.command(_)`; commands it does not handle either fall to the application (help, back, quit).
public protocol Screen: AnyObject {
  /// Shown in the header ("Inventory", "Edit: Green tea").
  var title: String { get }
  /// This screen's keymaps, most specific first. The help screen and hint bar are generated from them.
  var keymaps: [Keymap] { get }
  /// True while the screen holds edits that quitting would lose: quit then asks first.
  var hasUnsavedChanges: Bool { get }
  /// True while work the screen started off the input thread is under way (a search being read, sums being
  /// made): ticks then come every few milliseconds rather than every `tickInterval`, so its result is shown
  /// as soon as it lands rather than up to a tick later.
  var awaitsBackgroundWork: Bool { get }
  /// Draws the screen into `rect` of `canvas`; sets `canvas.cursor` where the real cursor belongs.
  func draw(into canvas: inout Canvas, in rect: Rect, context: DrawContext)
  /// Reacts to an event: keys, mouse, `.scan`, `.command`, `.tick`, `.resize`.
  func handle(_ event: InputEvent) -> ScreenAction
}

extension Screen {
  public var keymaps: [Keymap] { [] }
  public var hasUnsavedChanges: Bool { false }
  public var awaitsBackgroundWork: Bool { false }
}

/// What a screen (or dialog) asks the application to do after an event.
public enum ScreenAction {
  /// Handled; nothing visible changed (a tick with no news).
  case none
  /// Handled; draw again.
  case redraw
  /// Not handled: keys go on to the keymaps, commands to the application.
  case unhandled
  /// Show another screen on top (Esc comes back).
  case push(any Screen)
  /// Close this screen.
  case pop
  /// Replace this screen (switching between top-level screens).
  case replace(any Screen)
  /// Quit, asking first if a screen has unsaved changes.
  case quit
  /// Perform a command as if its key had been pressed.
  case command(Command)
  /// Show a message in the status line.
  case status(StatusMessage)
  /// Show a modal dialog; it gets every key until it closes.
  case present(any Modal)
  /// Ring the bell (a refused key).
  case bell
  /// Flash the screen (visual bell: the terminal's own, or the bell where it has none).
  case flash
  /// Several of the above, in order.
  case sequence([ScreenAction])
}

/// A modal dialog drawn over the screen: it receives every key, mouse and scan event until it closes.
public protocol Modal: AnyObject {
  /// Its keys, for the hint bar while it is open.
  var keymaps: [Keymap] { get }
  /// Whether a scanner burst is an answer to this dialog (a prompt for a barcode). Scans it does not take
  /// go to the screen below, which records them as usual: a scan is never lost because a dialog is open.
  var takesScans: Bool { get }
  func draw(into canvas: inout Canvas, in rect: Rect, context: DrawContext)
  func handle(_ event: InputEvent) -> ModalResult
}

extension Modal {
  public var takesScans: Bool { false }
}

/// A modal that watches something on every tick (work running off the input thread): nil when nothing
/// changed, so an idle dialog costs no frames.
public protocol TickingModal: Modal {
  func tick(_ time: Duration) -> ModalResult?
}

/// What a modal answers to an event.
public enum ModalResult {
  /// Stay open (and redraw).
  case keep
  /// Close, then perform `action` on behalf of the screen below.
  case close(then: ScreenAction)
}
