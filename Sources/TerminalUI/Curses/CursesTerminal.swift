import CNCursesW
import Glibc

/// Why the curses terminal could not start.
public struct CursesTerminalError: Error, CustomStringConvertible {
  public var description: String
  /// True when the terminal works but cannot show a full-screen interface (TERM=dumb, no cursor_address):
  /// the caller should point at the command-line interface rather than report a failure.
  public var isUnsupportedTerminal = false

  public init(description: String, isUnsupportedTerminal: Bool = false) {
    self.description = description
    self.isUnsupportedTerminal = isUnsupportedTerminal
  }
}

/// The real terminal, through ncursesw: UTF-8 (setlocale before newterm), raw keys with keypad decoding,
/// mouse, colours on the terminal's own background (use_default_colors), wide characters (setcchar +
/// mvwadd_wch). While it is open, stderr goes to a log file or /dev/null, and SIGINT/SIGTERM/SIGHUP only
/// set a flag that `readEvent` turns into `.terminate`; crash signals restore the terminal before dying.
/// `close()` (or deinit) calls endwin and puts everything back.
public final class CursesTerminal: Terminal {
  public struct Options: Sendable {
    /// Where stderr goes while the screen is active (nil: /dev/null).
    public var errorLogPath: String?
    /// Whether to ask for mouse events (clicks, wheel).
    public var mouse: Bool
    /// How long a lone Esc waits for the rest of an escape sequence (set_escdelay).
    public var escapeDelay: Duration
    /// Whether to ask for bracketed paste (xterm mode 2004), so a paste arrives as `.paste`, never as keys.
    public var bracketedPaste: Bool

    public init(
      errorLogPath: String? = nil, mouse: Bool = true, escapeDelay: Duration = .milliseconds(25),
      bracketedPaste: Bool = true
    ) {
      self.errorLogPath = errorLogPath
      self.mouse = mouse
      self.escapeDelay = escapeDelay
      self.bracketedPaste = bracketedPaste
    }
  }

  public private(set) var size: TerminalSize
  public var colorCount: Int { colors.colorCount }
  /// Whether the locale is UTF-8 (nl_langinfo(CODESET)); if not, cells are drawn as `AsciiFallback` pictures.
  public let isUnicode: Bool
  public var now: Duration { clock.now - origin }

  let window: UnsafeMutablePointer<WINDOW>
  private let screen: OpaquePointer
  let input: UnsafeMutablePointer<FILE>
  let output: UnsafeMutablePointer<FILE>
  var colors: CursesColorPairs
  private var stderrRedirect: StandardErrorRedirect?
  private(set) var isOpen = true
  private let clock = ContinuousClock()
  private let origin: ContinuousClock.Instant
  private let bracketedPaste: Bool
  private let mouseReports: Bool
  /// How long the reader waits for each further character of an escape sequence (set_escdelay's value).
  let escapeDelayMilliseconds: Int32
  /// The last left press decoded from an SGR report (for double clicks; see `mouse(_:)`).
  var lastClick: (time: Duration, position: Position)?
  /// Two presses at one cell within this are a double click (curses' mouseinterval).
  static let doubleClickInterval: Duration = .milliseconds(200)

  /// Takes over the terminal on stdin/stdout (newterm, so a bad TERM is an error rather than an exit).
  public init(options: Options = Options()) throws {
    origin = clock.now
    setlocale(LC_ALL, "")
    isUnicode = stockroom_locale_is_utf8() != 0
    bracketedPaste = options.bracketedPaste
    mouseReports = options.mouse
    escapeDelayMilliseconds = Int32(clamping: Int((options.escapeDelay / .milliseconds(1)).rounded()))
    guard isatty(0) == 1, isatty(1) == 1 else { throw CursesTerminalError(description: "not a terminal") }
    TerminalRestoration.saveModes(of: 0)
    let outputDescriptor = dup(1)
    let inputDescriptor = dup(0)
    guard let output = fdopen(outputDescriptor, "w"), let input = fdopen(inputDescriptor, "r") else {
      throw CursesTerminalError(description: "cannot open the terminal's streams")
    }
    guard let screen = newterm(nil, output, input) else {
      fclose(output)
      fclose(input)
      let term = getenv("TERM").map { String(cString: $0) } ?? "(unset)"
      throw CursesTerminalError(description: "curses does not know the terminal type TERM=\(term)")
    }
    // Without cursor addressing (TERM=dumb, a printing terminal) curses draws everything on the last line.
    guard stockroom_can_address_cursor() != 0 else {
      endwin()
      delscreen(screen)
      fclose(output)
      fclose(input)
      throw Self.unsupported()
    }
    self.screen = screen
    self.output = output
    self.input = input
    guard let window = stockroom_stdscr() else { throw CursesTerminalError(description: "no curses screen") }
    self.window = window
    raw()
    noecho()
    nonl()
    keypad(window, true)
    meta(window, true)
    intrflush(window, false)
    set_escdelay(escapeDelayMilliseconds)
    // Home, End and F-keys as terminals send them when terminfo lists other sequences (TERM=xterm inside
    // tmux, PuTTY): decoded as keys rather than typed as "4~" (htop does the same).
    stockroom_define_fallback_keys()
    let hasColours = has_colors()
    if hasColours {
      start_color()
      use_default_colors()
    }
    colors = CursesColorPairs(enabled: hasColours)
    if options.mouse {
      mousemask(stockroom_all_mouse_events(), nil)
      mouseinterval(Int32(Self.doubleClickInterval / .milliseconds(1)))
      // SGR reports (mode 1006) have no 223-column limit; curses decodes them when terminfo says so
      // (xterm's kmous), else `EscapeSequence` does.
      putp(Self.sgrMouseOn)
    }
    size = TerminalSize(columns: Int(stockroom_columns(window)), rows: Int(stockroom_rows(window)))
    if bracketedPaste { putp(BracketedPaste.enable) }
    TerminalRestoration.prepareReset(outputDescriptor: outputDescriptor)
    TerminalRestoration.installHandlers()
    stderrRedirect = StandardErrorRedirect(to: options.errorLogPath)
  }

  /// Restores the terminal (endwin), the signal handlers and stderr; safe to call more than once.
  public func close() {
    guard isOpen else { return }
    isOpen = false
    curs_set(1)
    if bracketedPaste { putp(BracketedPaste.disable) }
    if mouseReports { putp(Self.sgrMouseOff) }
    endwin()
    stderrRedirect?.restore()
    TerminalRestoration.removeHandlers()
    delscreen(screen)
    fclose(output)
    fclose(input)
  }

  deinit { close() }

  /// After `close()`: exits by `signalNumber`'s default action, so the shell sees 130 (SIGINT) or 143 (SIGTERM).
  public static func exit(dueTo signalNumber: Int32) -> Never {
    TerminalRestoration.reraise(signalNumber)
  }

  /// Makes the next refresh repaint everything (clearok).
  public func invalidate() {
    guard isOpen else { return }
    clearok(window, true)
  }

  public func bell() { _ = beep() }

  public func flash() { _ = CNCursesW.flash() }

  /// The refusal for a terminal without cursor addressing, naming TERM and the way out (the CLI).
  static func unsupported() -> CursesTerminalError {
    let term = getenv("TERM").map { String(cString: $0) } ?? "(unset)"
    return CursesTerminalError(
      description: """
        this terminal (TERM=\(term)) cannot move the cursor, which the full-screen interface needs.
        Run it in a terminal emulator (xterm, tmux, screen…; TERM=xterm-256color, say), or use the commands, \
        which work anywhere: "stockroom items list", "stockroom scan CODE", "stockroom --help".
        """, isUnsupportedTerminal: true)
  }

  static let sgrMouseOn = "\u{1b}[?1006h"
  static let sgrMouseOff = "\u{1b}[?1006l"

  /// Re-reads the size after KEY_RESIZE (getmaxy/getmaxx of the screen window).
  func updateSize() -> TerminalSize {
    size = TerminalSize(columns: Int(stockroom_columns(window)), rows: Int(stockroom_rows(window)))
    return size
  }
}
