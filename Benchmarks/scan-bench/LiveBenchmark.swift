import Foundation
import Scanning
import ScanningFixtures
import Synchronization

/// The live pipeline on 1280x720 video with sensor noise: frames per second while a code passes through,
/// and CPU use while nothing is in view (replayed in real time, as a camera delivers frames).
struct LiveBenchmark {
  let quick: Bool
  static let noise = 6.0

  func run(into report: inout Report) throws {
    let folder = try Fixtures.freshFolder()
    let scene = Scene(width: 1280, height: 720, frameRate: 30, noise: Self.noise, seed: 11)
    let code = try Zint.frame(FixtureCatalog.codes[0], scale: 1.5)
    let empty = [[Scene.Placement]](repeating: [], count: quick ? 15 : 30)
    let passing = scene.slideThrough(code, enter: 15, stay: quick ? 30 : 60, leave: 15)
    let busyPath = folder + "/busy.y4m"
    try scene.writeVideo(scene.render(empty + passing + empty), to: busyPath)
    let frameCount = 2 * empty.count + passing.count

    // As fast as possible: the pipeline's thread does all the work, so CPU seconds are one core's.
    let (busy, busyWall, busyCPU) = try Self.measure(path: busyPath, realTime: false)
    let scans = busy.compactMap { if case .scanned(let scan) = $0 { scan.text } else { nil } }

    // Idle: an empty desk in real time, measured after the economy mode has set in.
    let idleSeconds = quick ? 8 : 14
    let idlePath = folder + "/idle.y4m"
    try scene.writeVideo(scene.render(Array(repeating: [], count: idleSeconds * 30)), to: idlePath)
    let idle = try Self.idleCPU(path: idlePath, after: PipelineOptions().idleAfter + 1)

    report.line("### Live pipeline")
    report.line("")
    report.line(
      "A 1280x720 .y4m at 30 fps with Gaussian sensor noise (sigma \(Int(Self.noise)) levels) over a grey desk: "
        + "\(empty.count) empty frames, an EAN-13 (3 px modules) sliding in, staying and sliding out, \(empty.count) empty "
        + "frames. Default pipeline options (confirmation 2 frames, 25 ms extra-pass budget).")
    report.line("")
    report.table(
      ["measure", "value", "target"],
      [
        ["frames", "\(frameCount)", ""],
        ["scans reported", "\(scans.count) (\(scans.joined(separator: ", ")))", "1"],
        ["frames per second, wall clock", String(format: "%.1f", Double(frameCount) / busyWall), ""],
        [
          "frames per second per CPU core (frames / CPU seconds)", String(format: "%.1f", Double(frameCount) / busyCPU),
          ">= 30",
        ],
        [
          "CPU while idle (real-time replay, after \(Int(PipelineOptions().idleAfter)) s of nothing)",
          String(format: "%.1f %% of one core", idle * 100), "<= 10 %",
        ],
      ])
  }

  static func measure(path: String, realTime: Bool) throws -> ([ScanEvent], Double, Double) {
    let pipeline = ScanPipeline()
    let startCPU = BenchEnvironment.cpuSeconds()
    let start = Date()
    var events: [ScanEvent] = []
    let done = DispatchSemaphore(value: 0)
    let box = EventBox()
    Task.detached {
      for await event in pipeline.events(from: { () throws(FrameSourceError) in
        try Y4MSource(path: path, realTime: realTime)
      }) {
        box.append(event)
      }
      done.signal()
    }
    done.wait()
    events = box.events
    return (events, Date().timeIntervalSince(start), BenchEnvironment.cpuSeconds() - startCPU)
  }

  /// CPU share between the first hint after `after` seconds of video and the end of the replay.
  static func idleCPU(path: String, after: Double) throws -> Double {
    let pipeline = ScanPipeline()
    let done = DispatchSemaphore(value: 0)
    let box = EventBox()
    Task.detached {
      for await event in pipeline.events(from: { () throws(FrameSourceError) in
        try Y4MSource(path: path, realTime: true)
      }) {
        if case .hint(_, let time) = event, time >= after, box.mark == nil {
          box.mark = (Date(), BenchEnvironment.cpuSeconds())
        }
      }
      done.signal()
    }
    done.wait()
    guard let mark = box.mark else { return .nan }
    return (BenchEnvironment.cpuSeconds() - mark.cpu) / Date().timeIntervalSince(mark.wall)
  }
}

/// Collects events from the pipeline's consumer task for the benchmark's main thread.
final class EventBox: Sendable {
  private let state = Mutex<(events: [ScanEvent], mark: (wall: Date, cpu: Double)?)>(([], nil))
  var events: [ScanEvent] { state.withLock { $0.events } }
  var mark: (wall: Date, cpu: Double)? {
    get { state.withLock { $0.mark } }
    set { state.withLock { $0.mark = newValue } }
  }
  func append(_ event: ScanEvent) { state.withLock { $0.events.append(event) } }
}
