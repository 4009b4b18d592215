import InventoryCore
import Scanning
import TerminalUI

/// The scan screen: the camera picture with the focus area and the codes it sees, the live hint, the
/// mode (add / remove / look up), what the last scan did, recent scans with their quality, and a line to
/// type a code by hand. A USB scanner's burst is a scan like the camera's. Without a camera the picture's
/// place says why and what to do; typing and the USB scanner still work.
public final class ScanScreen: Screen {
  public let title = "Scan"
  let environment: AppEnvironment
  /// Replaces the source the settings choose (tests and the benchmark script their own frames).
  private let openOverride: ScanSourceOpener?

  /// The app's scan mode (global: the header shows it on every screen).
  var mode: ScanMode {
    get { environment.scanDesk.mode }
    set { environment.scanDesk.mode = newValue }
  }
  var field = TextField(placeholder: "/ to type a code (a damaged label), Enter to record")
  var fieldFocused = false
  var hint: ScanHint?
  /// Notices scans other processes record (`stockroom scan`), for "last scan" and the status line.
  let watcher: ChangeWatcher

  var session: ScanSession?
  var sourceState = SourceState.idle
  var sourceChoice: ScanSourceChoice
  /// A camera picked on this screen (wins over the override and the settings until the app quits).
  var pickedCamera: String?
  let controls = CameraControlsBox()
  var focusScale = 1.0
  var torch: Bool?
  var zoom: Int?
  var userPaused = false

  /// The terminal clock as of the last event (ticks carry it), for the flash.
  var now: Duration = .zero
  var flashUntil: Duration?
  /// The preview frame the picture was last sampled from.
  var pictureFrameNumber = -1
  /// When the picture was last sampled (terminal clock), to look at a newer frame at most every `pictureInterval`.
  var pictureSampledAt: Duration?
  /// The picture as last sampled (kept: noise-level changes leave its cells as they were).
  var picture = ScanPicture()
  /// The cells the picture was sampled for, and the codes' boxes in its pixels.
  var pictureCells: Rect?
  var pictureBoxes: [PixelRect] = []
  /// How often a live picture is sampled at most: 10 a second looks live and costs half of every frame the
  /// app's 50 ms ticks would allow. It is redrawn only when a sampling changed what it shows.
  static let pictureInterval: Duration = .milliseconds(100)
  /// Called when a scan's outcome has been applied to the screen (the benchmark times it).
  public var onScanShown: ((ConfirmedScan) -> Void)?

  enum SourceState: Equatable {
    case idle
    case starting
    case running(name: String)
    case failed(FrameSourceError)
    case ended
  }

  public init(environment: AppEnvironment) {
    self.environment = environment
    openOverride = nil
    watcher = ChangeWatcher(service: environment.service)
    sourceChoice = ScanSourceChoice(environment: environment, override: nil, torch: nil, zoom: nil)
  }

  /// A scan screen reading frames from `open` instead of the configured camera (tests, benchmark).
  public init(environment: AppEnvironment, open: @escaping ScanSourceOpener) {
    self.environment = environment
    openOverride = open
    watcher = ChangeWatcher(service: environment.service)
    sourceChoice = ScanSourceChoice(environment: environment, override: nil, torch: nil, zoom: nil)
  }

  deinit { session?.stop() }

  public var keymaps: [Keymap] {
    if fieldFocused { return [Self.entryKeymap, field.keymap] }
    return [screenKeymap(controls: controls.controls, canRetry: canRetry)]
  }

  var canRetry: Bool {
    switch sourceState {
    case .failed, .ended: true
    default: false
    }
  }

  public func handle(_ event: InputEvent) -> ScreenAction {
    switch event {
    case .tick(let time):
      now = max(now, time)  // the navigation sends .tick(.zero) when it shows this tab
      return tick()
    case .scan(let code):
      return .sequence([record(code, symbology: nil, source: .usbScanner, quality: nil), .redraw])
    case .key(let key):
      return handleKey(key)
    case .command(let command):
      return perform(command)
    case .resize:
      return .redraw
    default:
      return .unhandled
    }
  }

  /// Starts the pipeline on first use (not in init: the navigation builds every tab up front).
  func startIfNeeded() {
    guard session == nil, sourceState == .idle else { return }
    restart()
  }

  /// (Re)opens the source with the current settings, focus area, torch and zoom.
  func restart() {
    session?.stop()
    sourceChoice = ScanSourceChoice(environment: environment, override: pickedCamera, torch: torch, zoom: zoom)
    let open = openOverride ?? sourceChoice.opener(controls: controls)
    let options = ScanSourceChoice.options(environment.settings, focus: focusArea)
    let session = ScanSession(options: options, open: open)
    if userPaused { session.pipeline.pause() }
    self.session = session
    forgetPicture()
    sourceState = .starting
    hint = nil
  }

  /// Applies what the pipeline reported since the last look; redraws when the picture changed.
  func tick() -> ScreenAction {
    startIfNeeded()
    var actions: [ScreenAction] = []
    if watcher.hasChanged() { actions.append(followOtherProcesses()) }
    for event in session?.drain() ?? [] { actions.append(apply(event)) }
    let flashEnded = flashUntil.map { now >= $0 } ?? false
    if flashEnded { flashUntil = nil }
    if actions.isEmpty { return refreshPicture(at: now) || flashEnded ? .redraw : .none }
    // The screen is drawn for a scan (or a hint): with the picture as of now, the code's box with the flash.
    if let cells = pictureCells { samplePicture(in: cells, at: now) }
    return .sequence(actions + [.redraw])
  }

  /// One pipeline event: a scan is recorded, a hint shown, a failure explained where the picture was.
  func apply(_ event: ScanEvent) -> ScreenAction {
    switch event {
    case .started(let source):
      sourceState = .running(name: source)
      return .none
    case .scanned(let scan):
      hint = nil
      // The decoder saw FNC1: a GS1 element string with GS between elements. Otherwise the text may still be
      // a GS1 Digital Link or bracketed form (a camera never sends a scanner's substitute for GS).
      let action = record(
        scan.text, symbology: scan.result.symbology, source: .camera, quality: scan.quality,
        gs1: scan.result.carriesGS1 ? .declared : .detect(separator: nil))
      onScanShown?(scan)
      return action
    case .hint(let newHint, _):
      hint = newHint
      return .none
    case .error(let error):
      sourceState = .failed(error)
      return .none
    case .stopped:
      if case .failed = sourceState { return .none }
      sourceState = .ended
      return .none
    }
  }
}
