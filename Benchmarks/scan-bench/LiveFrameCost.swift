import Foundation
import InventoryCore
import Scanning
import ScanningFixtures

/// The live reader's CPU cost per 1280x720 frame (`effort = .live`, the pipeline's scan options), zbar alone
/// against both decoders, on camera-like frames: an empty desk, a linear code, a DataMatrix.
struct LiveFrameCost {
  let quick: Bool

  struct Scenario {
    var name: String
    var frames: [GreyFrame]
    var expected: String?
  }

  /// A label held still (a 1 px hand shake) across the frame's middle, over the noisy desk.
  static func held(_ spec: CodeSpec, scale: Double, count: Int) throws -> [GreyFrame] {
    let label = try CameraClip.label(spec, scale: scale, seed: 5)
    let scene = Scene(width: CameraClip.width, height: CameraClip.height, noise: 6, seed: 21)
    var random = SeededGenerator(seed: 3)
    let origin = PixelPoint(x: (scene.width - label.width) / 2, y: (scene.height - label.height) / 2)
    return scene.render(
      (0..<count).map { _ in
        [Scene.Placement(label, at: PixelPoint(x: origin.x + random.int(-1...1), y: origin.y + random.int(-1...1)))]
      })
  }

  func scenarios() throws -> [Scenario] {
    let count = quick ? 45 : 90
    let empty = Scene(width: CameraClip.width, height: CameraClip.height, noise: 6, seed: 21)
    let ean = FixtureCatalog.codes[0]
    let dataMatrix = FixtureCatalog.twoDimensionalCodes[0]
    return [
      Scenario(name: "no code (empty desk)", frames: empty.render(Array(repeating: [], count: count)), expected: nil),
      Scenario(
        name: "EAN-13 (3 px modules)", frames: try Self.held(ean, scale: 1.5, count: count), expected: ean.expected),
      Scenario(
        name: "DataMatrix (6 px modules)", frames: try Self.held(dataMatrix, scale: 3, count: count),
        expected: dataMatrix.expected),
    ]
  }

  /// CPU seconds and the frames that read `expected`, over `rounds` passes of `frames` through one reader.
  static func measure(_ frames: [GreyFrame], expected: String?, decoders: DecoderChoice, rounds: Int) throws
    -> (cpu: Double, wall: Double, frames: Int, read: Int)
  {
    var options = PipelineOptions.liveScanOptions
    options.decoders = decoders
    let reader = try BarcodeReader(options: options)
    for frame in frames.prefix(5) { _ = try reader.read(frame) }  // warm-up: caches, page faults
    var read = 0
    let startCPU = BenchEnvironment.cpuSeconds()
    let start = ContinuousClock.now
    for _ in 0..<rounds {
      for frame in frames where try reader.read(frame).contains(where: { $0.text == expected }) { read += 1 }
    }
    return (BenchEnvironment.cpuSeconds() - startCPU, BenchClock.seconds(since: start), rounds * frames.count, read)
  }

  func run(into report: inout Report) throws {
    let rounds = quick ? 1 : 2
    var rows: [[String]] = []
    var headline: [String] = []
    var slowestBoth = Double.infinity
    for scenario in try scenarios() {
      let zbar = try Self.measure(scenario.frames, expected: scenario.expected, decoders: .zbar, rounds: rounds)
      let both = try Self.measure(scenario.frames, expected: scenario.expected, decoders: .both, rounds: rounds)
      let readCell = { (run: (cpu: Double, wall: Double, frames: Int, read: Int)) in
        scenario.expected == nil ? "-" : Report.percent(run.read, run.frames)
      }
      slowestBoth = min(slowestBoth, Double(both.frames) / both.cpu)
      headline.append(
        "\(scenario.name) "
          + String(format: "%.0f / %.0f", Double(zbar.frames) / zbar.cpu, Double(both.frames) / both.cpu))
      rows.append([
        scenario.name, "\(zbar.frames)",
        Report.ms(zbar.cpu / Double(zbar.frames)), String(format: "%.0f", Double(zbar.frames) / zbar.cpu),
        readCell(zbar),
        Report.ms(both.cpu / Double(both.frames)), String(format: "%.0f", Double(both.frames) / both.cpu),
        readCell(both),
        String(format: "x%.2f", both.cpu / zbar.cpu),
      ])
    }
    report.headline(
      "720p live reader, frames per CPU second (zbar alone / both)", headline.joined(separator: "; "),
      target: ">= 30 with both", met: slowestBoth >= 30)
    report.line("### Live reading: cost per 720p frame, zbar alone and with zxing")
    report.line("")
    report.line(
      "The live reader (`effort = .live`, the pipeline's default scan options: half-size frame for zbar; with both, "
        + "zxing on the half-size frame for the 2D-only formats every other frame and whenever zbar finds nothing, and "
        + "zxing's FNC4 check of Code 128 reads; one hard-image pass, in turn, when nothing is found) on 1280x720 "
        + "camera-like frames: Scene's desk with sensor noise (sigma 6), and a printed label (as in the latency clips) "
        + "held across the middle with a 1 px hand shake. CPU time of this process (one thread) over "
        + "\(rounds) pass(es) of each set after 5 warm-up frames; \"read\" is the share of frames whose read holds the "
        + "code. The pipeline adds confirmation and hints on top (see the next table).")
    report.line("")
    report.table(
      [
        "frames", "count", "zbar: ms CPU / frame", "zbar: frames / CPU s", "zbar: read",
        "both: ms CPU / frame", "both: frames / CPU s", "both: read", "both / zbar CPU",
      ], rows)
    report.line("Target: >= 30 frames per CPU second at 720p.")
    report.line("")
  }
}
