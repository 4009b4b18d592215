/// The pipeline's per-frame logic without threads: pacing, decoding, confirmation, quality and hints.
/// Feed it frames in order; it returns the events each frame causes. Time is the frames' own clock and nothing
/// looks at the wall clock, so a test can drive it with a scripted decoder and made-up frames, deterministically.
final class LiveScanner {
  let options: PipelineOptions
  private let reader: BarcodeReader
  private var confirmer: Confirmer
  private var activity: ActivityMonitor
  private var lastHint: (hint: ScanHint, time: Double)?
  private let isStills: Bool
  private(set) var framesSeen = 0
  private(set) var framesAnalysed = 0
  /// What the last processed frame read (empty when it was not analysed), for the preview's boxes.
  private(set) var lastReads: [ScanResult] = []

  init(options: PipelineOptions, kind: FrameSourceKind, decoders: [any BarcodeDecoder]? = nil) throws(ScanError) {
    self.options = options
    isStills = kind == .stills
    // A still image has no second frame to confirm a read: it gets the thorough, cross-checked read.
    var scan = options.scan
    if isStills, scan.effort == .live {
      scan.effort = .thorough
      scan.workBudget = ScanOptions().workBudget
    }
    reader = try BarcodeReader(options: scan, decoders: decoders ?? scan.decoders.makeDecoders())
    // Still images are each their own scene: one read is enough and nothing carries over.
    confirmer = Confirmer(requiredFrames: isStills ? 1 : options.confirmationFrames, cooldown: options.cooldown)
    activity = ActivityMonitor(idleAfter: options.idleAfter, idleInterval: options.idleInterval)
  }

  /// Whether the economy mode is on (for status displays and tests).
  var isIdle: Bool { activity.isIdle(at: lastTime) }
  private var lastTime = 0.0

  /// Processes one frame. `paused` frames are counted but never analysed.
  func process(_ frame: GreyFrame, paused: Bool = false) throws(ScanError) -> [ScanEvent] {
    framesSeen += 1
    lastTime = frame.time
    lastReads = []
    guard !paused else { return [] }
    if isStills { confirmer.reset() }
    guard isStills || activity.shouldAnalyse(frame) else { return [] }
    framesAnalysed += 1
    let results = try reader.read(frame)
    lastReads = results
    if !results.isEmpty { activity.noteActivity(at: frame.time) }
    let confirmations = confirmer.observe(results, at: frame.time)
    if !results.isEmpty || confirmer.isTracking {
      lastHint = nil
    }
    var events: [ScanEvent] = confirmations.map { confirmation in
      .scanned(
        ConfirmedScan(
          result: confirmation.result,
          quality: confirmation.result.quality(in: frame, agreement: confirmation.agreement),
          frames: confirmation.hits, time: frame.time))
    }
    if results.isEmpty, !confirmer.isTracking, !isStills, let hint = hint(for: frame) { events.append(hint) }
    return events
  }

  /// A hint when it changes, or again after `hintInterval`.
  private func hint(for frame: GreyFrame) -> ScanEvent? {
    let hint = HintDetector.hint(for: frame, focus: options.scan.focusArea)
    if let lastHint, lastHint.hint == hint, frame.time - lastHint.time < options.hintInterval { return nil }
    lastHint = (hint, frame.time)
    return .hint(hint, time: frame.time)
  }
}
