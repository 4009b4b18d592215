/// The run loop (htop's ScreenManager): owns the terminal, the screen stack, the global keymap, the
/// status line and the header, and routes input — scanner bursts become `.scan` events, keys become
/// commands through the keymaps, ticks arrive every `tickInterval`. It knows nothing about inventories.
public final class Application {
  public struct Configuration {
    /// Shown at the left of the header, before the screen titles.
    public var title: String
    /// Below this size only a "terminal too small" message is shown (until the terminal grows).
    public var minimumSize: TerminalSize
    /// How often screens get `.tick` (polling for other processes' changes, animating a preview).
    public var tickInterval: Duration
    public var theme: Theme
    public var scanner: ScannerBurstDetector.Configuration
    public var globalKeymap: Keymap

    public init(
      title: String, minimumSize: TerminalSize = TerminalSize(columns: 60, rows: 16),
      tickInterval: Duration = .milliseconds(250), theme: Theme = .colour,
      scanner: ScannerBurstDetector.Configuration = .init(), globalKeymap: Keymap = .global
    ) {
      self.title = title
      self.minimumSize = minimumSize
      self.tickInterval = tickInterval
      self.theme = theme
      self.scanner = scanner
      self.globalKeymap = globalKeymap
    }
  }

  /// Why `run` returned.
  public enum Outcome: Hashable, Sendable {
    case quit
    /// A signal asked the process to stop; re-raise it after closing the terminal (exit status 128+n).
    case terminated(signal: Int32)
  }

  public let terminal: any Terminal
  public var configuration: Configuration
  /// The header's badge (e.g. the low-stock count), asked for at every frame and at every tick: a badge that
  /// changed (the server went away) is drawn on an idle screen too.
  public var badge: () -> HeaderBadge? = { nil }
  /// The badge as last drawn.
  var drawnBadge: HeaderBadge?
  /// Asked at every tick whatever screen is on top (only the top screen gets ticks): what the app does on its
  /// own, such as ringing for news. Its action is carried out as a screen's.
  public var onTick: () -> ScreenAction = { .none }
  public internal(set) var screens: [any Screen]
  public internal(set) var modal: (any Modal)?
  /// Dialogs raised while another was open (by a scan passed to the screen below): shown in turn.
  public internal(set) var waitingModals: [any Modal] = []
  public internal(set) var statusLine = StatusLine()
  public internal(set) var outcome: Outcome?
  var detector: ScannerBurstDetector
  /// How to undo the key the detector let through at once, while it may still start a burst.
  var provisional: KeyCheckpoint?
  /// When the key delivered at once was read (until the next wait has begun).
  var provisionalReadTime: Duration?
  /// Time the detector does not count: spent handling and drawing a key delivered at once while the keys
  /// after it arrived, up to the moment its frame went out. Its clock is the terminal's minus this, so a
  /// scanner's next key, read late because the first one switched a tab, still follows it within the gap.
  var busyTime: Duration = .zero
  var needsDraw = true
  var nextTick: Duration

  public init(terminal: any Terminal, root: any Screen, configuration: Configuration) {
    self.terminal = terminal
    self.configuration = configuration
    screens = [root]
    detector = ScannerBurstDetector(configuration: configuration.scanner)
    nextTick = terminal.now + configuration.tickInterval
  }

  /// The screen on top of the stack.
  public var activeScreen: any Screen { screens[screens.count - 1] }

  /// Whether the terminal is at least `configuration.minimumSize`.
  public var terminalIsLargeEnough: Bool { terminal.size.fits(configuration.minimumSize) }

  /// Runs until the user quits or a signal arrives.
  @discardableResult
  public func run() -> Outcome {
    if !terminal.isUnicode {
      show(
        StatusMessage(
          "not a UTF-8 terminal: text is shown in ASCII, names are kept as they are (LANG=C.UTF-8 fixes it)",
          role: .warning, lifetime: .seconds(15)))
    }
    while outcome == nil { step() }
    return outcome ?? .quit
  }

  /// One turn of the loop: draw if needed, wait for one event (or a tick, or the scanner deadline), handle it.
  public func step() {
    let shown = needsDraw ? render() : nil
    if let read = provisionalReadTime {
      provisionalReadTime = nil
      discountBusyTime(sinceKeyReadAt: read, shown: shown)
    }
    let now = terminal.now
    if screens.last?.awaitsBackgroundWork == true {
      nextTick = min(nextTick, now + Self.backgroundWorkTick)
    }
    var wait = nextTick - now
    if let deadline = detector.deadline { wait = min(wait, deadline + busyTime - now + .milliseconds(1)) }
    let event = terminal.readEvent(timeout: max(.zero, wait))
    let time = terminal.now
    if let event { receive(event, at: time) }
    detector.expire(at: time - busyTime).forEach(deliver)
    if !detector.hasProvisionalKey { provisional = nil }
    if time >= nextTick {
      nextTick = time + configuration.tickInterval
      if statusLine.expire(now: time) || badge() != drawnBadge { needsDraw = true }
      dispatch(.tick(time))
      perform(onTick())
    }
  }

  /// How often a screen awaiting background work is ticked: its result shows within this of landing.
  static let backgroundWorkTick: Duration = .milliseconds(4)

  /// Adds to `busyTime` the time since the key delivered at once was read if the scanner's next keys were
  /// already waiting when its frame went out: typed before anyone could see it. Input that came after
  /// may be an answer to the frame (a person, or a test, pressing on), and is timed as it comes.
  private func discountBusyTime(sinceKeyReadAt read: Duration, shown: FrameOutput?) {
    guard detector.hasProvisionalKey else { return }
    let output = shown ?? FrameOutput(inputWasWaiting: terminal.hasPendingInput, time: terminal.now)
    if output.inputWasWaiting { busyTime += output.time - read }
  }

  /// Uses new scanner timing from now on (keys held back so far are delivered as typing first).
  public func updateScanner(_ scanner: ScannerBurstDetector.Configuration) {
    detector.flush().forEach(deliver)
    configuration.scanner = scanner
    detector = ScannerBurstDetector(configuration: scanner)
  }

  /// The gaps between the latest keys, as the scanner detector measured them (see `recentGaps`).
  public var recentKeyGaps: [Duration] { detector.recentGaps }

  /// Shows `message` in the status line.
  public func show(_ message: StatusMessage) {
    statusLine.show(message, now: terminal.now)
    needsDraw = true
  }

  /// Pushes `screen` on top of the stack.
  public func push(_ screen: any Screen) {
    screens.append(screen)
    needsDraw = true
  }

  /// Quits now, without asking.
  public func stop() { outcome = .quit }

  private func receive(_ event: InputEvent, at time: Duration) {
    switch event {
    case .key(let key):
      let time = time - busyTime
      detector.expire(at: time).forEach(deliver)
      // Keys already waiting behind this one are a burst or fast typing: held, as ever.
      let checkpoint = detector.isHolding || terminal.hasPendingInput ? nil : checkpoint(before: key)
      if let checkpoint {
        provisional = checkpoint
        provisionalReadTime = terminal.now
      }
      detector.feed(key, at: time, deliverAtOnce: checkpoint != nil).forEach(deliver)
      if !detector.hasProvisionalKey { provisional = nil }
    case .terminate(let signal):
      outcome = .terminated(signal: signal)
    case .resize:
      detector.flush().forEach(deliver)
      needsDraw = true
      dispatch(event)
    default:
      detector.flush().forEach(deliver)
      dispatch(event)
    }
  }

  private func deliver(_ output: ScannerBurstDetector.Output) {
    switch output {
    case .key(let key): dispatch(.key(key))
    case .scan(let code): dispatch(.scan(code))
    case .takeBack:
      provisional?.restore()
      provisional = nil
      needsDraw = true
    }
  }

  /// A checkpoint for delivering printable `key` at once (see `ProvisionalKeyTarget`): the dialog's or the
  /// screen's, plus the application's own screen stack, dialogs and status line. Nil (the key waits for the
  /// scanner gap) when they cannot undo it, and for quit, which cannot be taken back.
  private func checkpoint(before key: KeyPress) -> KeyCheckpoint? {
    guard key.typedCharacter != nil, terminalIsLargeEnough, configuration.globalKeymap.command(for: key) != .quit
    else { return nil }
    let target = modal == nil ? activeScreen as? ProvisionalKeyTarget : modal as? ProvisionalKeyTarget
    guard let own = target?.checkpoint(before: key) else { return nil }
    let (screens, modal, waitingModals, statusLine) = (self.screens, self.modal, self.waitingModals, self.statusLine)
    return KeyCheckpoint { [weak self] in
      guard let self else { return }
      self.screens = screens
      self.modal = modal
      self.waitingModals = waitingModals
      self.statusLine = statusLine
      own.restore()
    }
  }
}
