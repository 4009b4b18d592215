import Foundation
import Scanning
import Synchronization
import TerminalUI

/// A terminal in memory on the real clock: `readEvent` really waits (as curses does), so the app loop
/// ticks at its real pace, and every drawn frame is searched for the text a scan should bring.
final class BenchTerminal: Terminal {
  let size = TerminalSize(columns: 100, rows: 30)
  let colorCount = 256
  private let clock = ContinuousClock()
  private let start: ContinuousClock.Instant
  /// Text to look for in the next frames, and what to call when a frame shows it.
  var awaited: (text: String, seen: (ContinuousClock.Instant) -> Void)?
  private(set) var draws = 0

  init() { start = clock.now }

  var now: Duration { clock.now - start }

  @discardableResult func draw(_ canvas: Canvas, theme: Theme) -> FrameOutput {
    draws += 1
    let output = FrameOutput(inputWasWaiting: false, time: now)
    guard let awaited else { return output }
    let drawn = clock.now
    if canvas.lines.contains(where: { $0.contains(awaited.text) }) {
      self.awaited = nil
      awaited.seen(drawn)
    }
    return output
  }

  func readEvent(timeout: Duration) -> InputEvent? {
    if timeout > .zero { Thread.sleep(forTimeInterval: timeout / .seconds(1)) }
    return nil
  }

  func invalidate() {}
  func bell() {}
  func flash() {}
}

/// Replays frames at `frameRate` in real time, noting when each frame (by its time) was handed over:
/// the moment the frame that confirms a code became available.
final class TimedSource: FrameSource {
  let kind = FrameSourceKind.live
  let name = "bench"
  private let frames: [GreyFrame]
  private let frameRate: Double
  private let handedOver: HandOverLog
  private var index = 0
  private var started: ContinuousClock.Instant?

  init(frames: [GreyFrame], frameRate: Double, handedOver: HandOverLog) {
    self.frames = frames
    self.frameRate = frameRate
    self.handedOver = handedOver
  }

  func nextFrame() throws(FrameSourceError) -> GreyFrame? {
    let clock = ContinuousClock()
    let start = started ?? clock.now
    started = start
    var frame = frames[index % frames.count]
    frame.time = Double(index) / frameRate
    let due = start + .seconds(frame.time)
    if due > clock.now { Thread.sleep(forTimeInterval: (due - clock.now) / .seconds(1)) }
    let time = frame.time
    handedOver.note(time, at: clock.now)
    index += 1
    return frame
  }

  func close() {}
}

/// When each frame (by its source time) was handed to the pipeline; written on its thread, read by the loop.
final class HandOverLog: Sendable {
  private let instants = Mutex<[Double: ContinuousClock.Instant]>([:])
  func note(_ time: Double, at instant: ContinuousClock.Instant) { instants.withLock { $0[time] = instant } }
  func instant(of time: Double) -> ContinuousClock.Instant? { instants.withLock { $0[time] } }
}
