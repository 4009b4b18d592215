import CNCursesW
import Glibc

/// Why the curses terminal could not start.
public struct CursesTerminalError: Error, CustomStringConvertible {
  public var description: String
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

    public init(errorLogPath: String? = nil, mouse: Bool = true, escapeDelay: Duration = .milliseconds(25)) {
      self.errorLogPath = errorLogPath
      self.mouse = mouse
      self.escapeDelay = escapeDelay
    }
  }

  public private(set) var size: TerminalSize
  public var colorCount: Int { colors.colorCount }
  public var now: Duration { clock.now - origin }

  let window: UnsafeMutablePointer<WINDOW>
  private let screen: OpaquePointer
  private let input: UnsafeMutablePointer<FILE>
  private let output: UnsafeMutablePointer<FILE>
  private var colors: CursesColorPairs
  private var stderrRedirect: StandardErrorRedirect?
  private var isOpen = true
  private let clock = ContinuousClock()
  private let origin: ContinuousClock.Instant

  /// Takes over the terminal on stdin/stdout (newterm, so a bad TERM is an error rather than an exit).
  public init(options: Options = Options()) throws {
    origin = clock.now
    setlocale(LC_ALL, "")
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
    set_escdelay(Int32(options.escapeDelay / .milliseconds(1)))
    let hasColours = has_colors()
    if hasColours {
      start_color()
      use_default_colors()
    }
    colors = CursesColorPairs(enabled: hasColours)
    if options.mouse {
      mousemask(stockroom_all_mouse_events(), nil)
      mouseinterval(200)
    }
    size = TerminalSize(columns: Int(stockroom_columns(window)), rows: Int(stockroom_rows(window)))
    TerminalRestoration.prepareReset(outputDescriptor: outputDescriptor)
    TerminalRestoration.installHandlers()
    stderrRedirect = StandardErrorRedirect(to: options.errorLogPath)
  }

  /// Restores the terminal (endwin), the signal handlers and stderr; safe to call more than once.
  public func close() {
    guard isOpen else { return }
    isOpen = false
    curs_set(1)
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

  /// Renders every cell (setcchar + mvwadd_wch; curses sends only what changed), then places the cursor
  /// (wmove, curs_set) and updates the screen once (wnoutrefresh + doupdate).
  public func draw(_ canvas: Canvas, theme: Theme) {
    guard isOpen else { return }
    let rows = min(canvas.size.rows, size.rows)
    let columns = min(canvas.size.columns, size.columns)
    var styles: [StyleRole: Style] = [:]
    var characters = [wchar_t](repeating: 0, count: 6)
    var cell = cchar_t()
    for row in 0..<rows {
      for column in 0..<columns {
        let source = canvas[row, column]
        if source.isContinuation { continue }
        var style = styles[source.role] ?? theme.style(for: source.role)
        styles[source.role] = style
        style.attributes.formUnion(source.attributes)
        var count = 0
        for scalar in source.character.unicodeScalars where count < 5 {
          characters[count] = wchar_t(bitPattern: scalar.value)
          count += 1
        }
        characters[count] = 0
        setcchar(&cell, characters, attributes(style.attributes), colors.pair(for: style), nil)
        mvwadd_wch(window, Int32(row), Int32(column), &cell)
      }
    }
    if let cursor = canvas.cursor, cursor.row < size.rows, cursor.column < size.columns {
      wmove(window, Int32(cursor.row), Int32(cursor.column))
      curs_set(1)
    } else {
      curs_set(0)
    }
    wnoutrefresh(window)
    doupdate()
  }

  /// Makes the next refresh repaint everything (clearok).
  public func invalidate() {
    guard isOpen else { return }
    clearok(window, true)
  }

  public func bell() { _ = beep() }

  public func flash() { _ = CNCursesW.flash() }

  private func attributes(_ attributes: TextAttributes) -> attr_t {
    var value = stockroom_a_normal()
    if attributes.contains(.bold) { value |= stockroom_a_bold() }
    if attributes.contains(.reverse) { value |= stockroom_a_reverse() }
    if attributes.contains(.underline) { value |= stockroom_a_underline() }
    if attributes.contains(.dim) { value |= stockroom_a_dim() }
    return value
  }

  /// Re-reads the size after KEY_RESIZE (getmaxy/getmaxx of the screen window).
  func updateSize() -> TerminalSize {
    size = TerminalSize(columns: Int(stockroom_columns(window)), rows: Int(stockroom_rows(window)))
    return size
  }
}
