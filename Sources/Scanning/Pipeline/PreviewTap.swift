import Synchronization

/// What a screen shows of a running pipeline: the newest frame, made small, and the codes read lately.
public struct ScanPreview: Sendable, Equatable {
  /// The newest frame, box-averaged down to at most the width asked for (times stay the source's).
  public var frame: GreyFrame
  /// The size of the frames the source delivers: detection boxes are in these coordinates.
  public var sourceWidth: Int
  public var sourceHeight: Int
  /// Codes read within `detectionLifetime` of the newest frame, newest read first.
  public var detections: [Detection]
  /// Frames delivered so far (a screen can tell a new picture from the one it drew).
  public var frameNumber: Int
  /// Whether the pipeline was paused when the frame arrived.
  public var paused: Bool

  /// One code's last read: its box in source coordinates and the source time of that read.
  public struct Detection: Sendable, Equatable {
    public var text: String
    public var box: PixelRect
    public var lastSeen: Double
  }

  /// `box` (source coordinates) in the coordinates of `frame`.
  public func scaled(_ box: PixelRect) -> PixelRect {
    guard sourceWidth > 0, sourceHeight > 0 else { return box }
    let sx = Double(frame.width) / Double(sourceWidth)
    let sy = Double(frame.height) / Double(sourceHeight)
    return PixelRect(
      x: Int(Double(box.x) * sx), y: Int(Double(box.y) * sy), width: max(1, Int((Double(box.width) * sx).rounded())),
      height: max(1, Int((Double(box.height) * sy).rounded())))
  }
}

/// The pipeline's window for screens. The reader thread only stores a reference to each frame (the
/// pixels are shared, not copied) and the boxes it read; downscaling happens on the caller's thread, on
/// request, so a preview never slows analysis down.
public final class PreviewTap: Sendable {
  /// A detection older than this (source seconds, relative to the newest frame) is no longer shown.
  public static let detectionLifetime = 1.0

  private struct State {
    var frame: GreyFrame?
    var frameNumber = 0
    var paused = false
    var detections: [String: ScanPreview.Detection] = [:]
  }

  private let state = Mutex(State())

  public init() {}

  /// Called by the reader thread for every frame, with what was read in it (nothing when not analysed).
  func record(_ frame: GreyFrame, reads: [ScanResult], paused: Bool) {
    state.withLock { state in
      state.frame = frame
      state.frameNumber += 1
      state.paused = paused
      for read in reads {
        state.detections[read.text] = ScanPreview.Detection(text: read.text, box: read.box, lastSeen: frame.time)
      }
      state.detections = state.detections.filter { frame.time - $0.value.lastSeen <= Self.detectionLifetime }
    }
  }

  /// Frames recorded so far: cheap to poll, to redraw only when the picture changed.
  public var frameNumber: Int { state.withLock { $0.frameNumber } }

  /// Forgets the picture (the source stopped): screens then show their own message.
  func clear() { state.withLock { $0 = State() } }

  /// The newest frame reduced to at most `maxWidth` pixels wide (by an integer factor, averaging each
  /// block), with the recent detections; nil before the first frame. Call at the screen's pace.
  public func latest(maxWidth: Int) -> ScanPreview? {
    let snapshot = state.withLock { ($0.frame, $0.frameNumber, $0.paused, Array($0.detections.values)) }
    guard let frame = snapshot.0 else { return nil }
    let detections = snapshot.3.filter { frame.time - $0.lastSeen <= Self.detectionLifetime }
      .sorted { $0.lastSeen > $1.lastSeen }
    return ScanPreview(
      frame: Self.reduce(frame, maxWidth: maxWidth), sourceWidth: frame.width, sourceHeight: frame.height,
      detections: detections, frameNumber: snapshot.1, paused: snapshot.2)
  }

  /// Box-averages `frame` by the smallest integer factor that brings it to `maxWidth` or less.
  static func reduce(_ frame: GreyFrame, maxWidth: Int) -> GreyFrame {
    let factor = max(1, (frame.width + max(1, maxWidth) - 1) / max(1, maxWidth))
    guard factor > 1 else { return frame }
    let width = frame.width / factor
    let height = frame.height / factor
    guard width > 0, height > 0 else { return GreyFrame(width: 0, height: 0, pixels: [], time: frame.time) }
    var out = [UInt8](repeating: 0, count: width * height)
    let area = factor * factor
    frame.pixels.withUnsafeBufferPointer { source in
      for y in 0..<height {
        for x in 0..<width {
          var sum = 0
          for row in (y * factor)..<(y * factor + factor) {
            let base = row * frame.width + x * factor
            for column in 0..<factor { sum += Int(source[base + column]) }
          }
          out[y * width + x] = UInt8(sum / area)
        }
      }
    }
    return GreyFrame(width: width, height: height, pixels: out, time: frame.time)
  }
}
