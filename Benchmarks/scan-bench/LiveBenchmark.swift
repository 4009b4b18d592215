import Foundation
import Scanning
import ScanningFixtures
import Synchronization

/// The live pipeline on 1280x720 video with sensor noise, zbar alone against both decoders: frames per second
/// while a code passes through, and CPU use while nothing is in view (replayed in real time, as a camera
/// delivers frames).
struct LiveBenchmark {
  let quick: Bool
  static let noise = 6.0
  static let choices: [DecoderChoice] = [.zbar, .both]

  func run(into report: inout Report) throws {
    try LiveFrameCost(quick: quick).run(into: &report)
    let folder = try Fixtures.freshFolder()
    let scene = Scene(width: 1280, height: 720, frameRate: 30, noise: Self.noise, seed: 11)
    let code = try Zint.frame(FixtureCatalog.codes[0], scale: 1.5)
    let empty = [[Scene.Placement]](repeating: [], count: quick ? 15 : 30)
    let passing = scene.slideThrough(code, enter: 15, stay: quick ? 30 : 60, leave: 15)
    let busyPath = folder + "/busy.y4m"
    try scene.writeVideo(scene.render(empty + passing + empty), to: busyPath)
    let frameCount = 2 * empty.count + passing.count
    let idleSeconds = quick ? 8 : 14
    let idlePath = folder + "/idle.y4m"
    try scene.writeVideo(scene.render(Array(repeating: [], count: idleSeconds * 30)), to: idlePath)

    var rows: [[String]] = [["frames", "\(frameCount)", "\(frameCount)", ""]]
    var scans: [String] = []
    var wall: [String] = []
    var perCPU: [String] = []
    var idle: [String] = []
    var bothFPS = 0.0
    var bothIdle = 0.0
    for choice in Self.choices {
      var options = PipelineOptions()
      options.scan.decoders = choice
      // As fast as possible: the pipeline's thread does all the work, so CPU seconds are one core's.
      let (busy, busyWall, busyCPU) = try Self.measure(path: busyPath, realTime: false, options: options)
      let texts = busy.compactMap { if case .scanned(let scan) = $0 { scan.text } else { nil } }
      scans.append("\(texts.count) (\(texts.joined(separator: ", ")))")
      wall.append(String(format: "%.1f", Double(frameCount) / busyWall))
      perCPU.append(String(format: "%.1f", Double(frameCount) / busyCPU))
      // Idle: an empty desk in real time, measured after the economy mode has set in.
      let share = try Self.idleCPU(path: idlePath, after: options.idleAfter + 1, options: options)
      idle.append(String(format: "%.1f %% of one core", share * 100))
      if choice == .both { (bothFPS, bothIdle) = (Double(frameCount) / busyCPU, share) }
    }
    rows += [
      ["scans reported"] + scans + ["1"],
      ["frames per second, wall clock"] + wall + [""],
      ["frames per second per CPU core (frames / CPU seconds)"] + perCPU + [">= 30"],
      ["CPU while idle (real-time replay, after \(Int(PipelineOptions().idleAfter)) s of nothing)"] + idle + [
        "<= 10 %"
      ],
    ]
    report.headline(
      "720p pipeline with both decoders, frames per CPU second (zbar alone: \(perCPU.first ?? "-"))",
      String(format: "%.1f", bothFPS), target: ">= 30", met: bothFPS >= 30)
    report.headline(
      "CPU while idle with both decoders", String(format: "%.1f %% of one core", bothIdle * 100), target: "<= 10 %",
      met: bothIdle <= 0.10)
    report.line("#### The whole pipeline")
    report.line("")
    report.line(
      "A 1280x720 .y4m at 30 fps with Gaussian sensor noise (sigma \(Int(Self.noise)) levels) over a grey desk: "
        + "\(empty.count) empty frames, an EAN-13 (3 px modules) sliding in, staying and sliding out, \(empty.count) empty "
        + "frames. Default pipeline options (a strong read confirmed on one frame, a weak one on 2; one hard-image pass a frame when nothing is read) but for the decoders."
    )
    report.line("")
    report.table(["measure"] + Self.choices.map { "decoders: \($0.rawValue)" } + ["target"], rows)
  }

  static func measure(path: String, realTime: Bool, options: PipelineOptions) throws -> ([ScanEvent], Double, Double) {
    let pipeline = ScanPipeline(options: options)
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
  static func idleCPU(path: String, after: Double, options: PipelineOptions) throws -> Double {
    let pipeline = ScanPipeline(options: options)
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
