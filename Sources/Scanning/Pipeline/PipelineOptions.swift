/// How the live pipeline confirms, paces and hints. Every option states its default.
public struct PipelineOptions: Sendable, Equatable {
  /// What to read in each frame. The live default reads large frames at half size and tries one
  /// hard-image pass per frame when that finds nothing (the same work on every frame: a source that cannot keep
  /// up skips frames rather than a frame trying less).
  public var scan: ScanOptions = PipelineOptions.liveScanOptions

  /// Scan options for video: `.live` effort.
  public static var liveScanOptions: ScanOptions {
    var options = ScanOptions()
    options.effort = .live
    return options
  }
  /// Frames that must read a weak code before it is reported. Default 2 (a single-frame misread of a weak code
  /// is never reported); a strong read is reported on its first frame (`ConfirmationRule`); still images use 1.
  public var confirmationFrames = 2
  /// Seconds a reported code must be out of view before it is reported again. Default 1.
  public var cooldown = 1.0
  /// Seconds without any code or movement before the pipeline analyses fewer frames. Default 3.
  public var idleAfter = 3.0
  /// While idle, seconds between analysed frames (movement brings back the full rate at once). Default 0.5.
  public var idleInterval = 0.5
  /// Seconds between repeated hints while nothing decodes. Default 1.
  public var hintInterval = 1.0

  public init() {}
}

/// Why nothing decodes, for the user to act on.
public enum ScanHint: String, Sendable, Codable, CaseIterable {
  case tooDark = "too dark: add light"
  case blurred = "blurred: hold steady"
  case nothingInFocusArea = "nothing in the focus area: aim the code at the frame's middle"
  case noCode = "no code in view"
}

/// What the pipeline tells its listener, in order.
public enum ScanEvent: Sendable, Equatable {
  /// The source opened and frames are flowing.
  case started(source: String)
  /// A code confirmed over enough frames: one physical scan, one event.
  case scanned(ConfirmedScan)
  /// Nothing decodes, and this is the likely reason.
  case hint(ScanHint, time: Double)
  /// The source failed; `stopped` follows.
  case error(FrameSourceError)
  /// No more frames: end of file, `stop()`, or an error.
  case stopped(frames: Int, analysed: Int)
}

/// A reported scan: the best read of the code, its quality, and how many frames agreed.
public struct ConfirmedScan: Sendable, Equatable {
  public var result: ScanResult
  public var quality: ScanQuality
  /// Frames that read the code before it was reported.
  public var frames: Int
  /// Source time of the frame that confirmed it.
  public var time: Double

  public var text: String { result.text }
}
