/// A terminal in memory, for tests: a fixed (resizable) size, input scripted on a virtual clock, and the
/// last frame kept for inspection (`screenText`, styles, cursor). Reading input advances the virtual clock
/// to the next scripted event, so timing-dependent behaviour (scanner bursts, ticks) is deterministic.
public final class MemoryTerminal: Terminal {
  public private(set) var size: TerminalSize
  public private(set) var now: Duration = .zero
  public var colorCount: Int
  /// Whether the simulated locale is UTF-8 (false: a LANG=C terminal; see `asciiScreenText`).
  public var isUnicode = true
  /// The last frame drawn, and the theme it was drawn with.
  public private(set) var frame: Canvas?
  public private(set) var theme: Theme?
  public private(set) var drawCount = 0
  public private(set) var bellCount = 0
  public private(set) var flashCount = 0
  public private(set) var invalidateCount = 0
  /// Virtual time each `draw` takes before its frame is shown (a slow machine or a big screen): input
  /// scripted meanwhile waits, and was typed before the frame could be seen.
  public var drawDuration: Duration = .zero
  /// Virtual time lost just after each frame is shown (the program put aside on a busy machine): input
  /// scripted meanwhile came after the frame could be seen.
  public var stallAfterDraw: Duration = .zero

  private var script: [(time: Duration, event: InputEvent)] = []
  private var scriptTime: Duration = .zero

  public init(columns: Int = 80, rows: Int = 24, colorCount: Int = 256) {
    size = TerminalSize(columns: columns, rows: rows)
    self.colorCount = colorCount
  }

  // MARK: Scripting input

  /// Schedules `event` `delay` after the previously scripted event (or after now, if that is later).
  public func enqueue(_ event: InputEvent, after delay: Duration = .zero) {
    scriptTime = max(scriptTime, now) + delay
    script.append((scriptTime, event))
  }

  /// Schedules key presses `interval` apart (the first one `interval` from now or the last scripted event).
  public func press(_ keys: KeyPress..., interval: Duration = .milliseconds(150)) {
    keys.forEach { enqueue(.key($0), after: interval) }
  }

  /// Schedules `text` as key presses `interval` apart: 150 ms is a person, 5 ms a scanner.
  public func type(_ text: String, interval: Duration = .milliseconds(150)) {
    text.forEach { enqueue(.key(.char($0)), after: interval) }
  }

  /// Leaves a gap of `duration` before the next scripted event.
  public func pause(_ duration: Duration) {
    scriptTime = max(scriptTime, now) + duration
  }

  /// Schedules a resize to `columns`×`rows`; the size changes when the event is read (as with KEY_RESIZE).
  public func resize(columns: Int, rows: Int, after delay: Duration = .milliseconds(100)) {
    enqueue(.resize(TerminalSize(columns: columns, rows: rows)), after: delay)
  }

  /// Whether scripted events remain unread.
  public var hasPendingEvents: Bool { !script.isEmpty }

  public var hasPendingInput: Bool { script.first.map { $0.time <= now } ?? false }

  // MARK: Terminal

  public func readEvent(timeout: Duration) -> InputEvent? {
    let limit = now + max(.zero, timeout)
    guard let next = script.first, next.time <= limit else {
      now = limit
      return nil
    }
    script.removeFirst()
    now = max(now, next.time)
    if case .resize(let newSize) = next.event { size = newSize }
    return next.event
  }

  @discardableResult public func draw(_ canvas: Canvas, theme: Theme) -> FrameOutput {
    frame = canvas
    self.theme = theme
    drawCount += 1
    now += drawDuration
    let output = FrameOutput(inputWasWaiting: hasPendingInput, time: now)
    now += stallAfterDraw
    return output
  }

  public func invalidate() { invalidateCount += 1 }
  public func bell() { bellCount += 1 }
  public func flash() { flashCount += 1 }

  // MARK: Inspection

  /// The last frame's rows as text, trailing spaces removed (empty before the first draw).
  /// On a non-Unicode terminal (`isUnicode` false) the rows read as `AsciiFallback` draws them.
  public var screenText: [String] {
    (frame.map { isUnicode ? $0.lines : AsciiFallback.lines(of: $0) } ?? []).map { line in
      String(line.reversed().drop { $0 == " " }.reversed())
    }
  }

  /// The last frame as one string, rows joined by newlines (for failure messages).
  public var screenDump: String { screenText.joined(separator: "\n") }

  /// Where the real cursor is (nil: hidden).
  public var cursor: Position? { frame?.cursor }

  /// The style the theme gave the cell at (`row`, `column`), including the cell's own attributes.
  public func style(row: Int, column: Int) -> Style? {
    guard let frame, let theme else { return nil }
    let cell = frame[row, column]
    var style = theme.style(for: cell.role)
    style.attributes.formUnion(cell.attributes)
    return style
  }

  /// The first row whose text contains `text`.
  public func row(containing text: String) -> Int? {
    screenText.firstIndex { $0.contains(text) }
  }
}
