import App
import Foundation
import InventoryCore
import SQLiteStore
import Scanning
import TerminalUI

// scan-screen-bench: frame-to-screen latency of a camera scan on the scan screen. A code appears again
// and again in front of a scripted camera replayed in real time (30 fps, frames from the demo video); for
// each scan, the time from the moment the frame that confirmed it was handed to the pipeline to the first
// drawn terminal frame showing "Coffee beans N -> N+1". In-process: the real ScanScreen, Application
// loop, pipeline, zbar and SQLite; the terminal is in memory on the real clock (curses output is not
// included). Every figure is measured in this run.

var output = "Benchmarks/results/scan-screen.md"
var samples = 40
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--output": output = arguments.popFirst() ?? output
  case "--quick": samples = 10
  default:
    FileHandle.standardError.write(Data("usage: scan-screen-bench [--output FILE.md] [--quick]\n".utf8))
    exit(64)
  }
}

struct Run {
  var tick: Duration
  var toScreen: [Double] = []
  var toApplied: [Double] = []
  var draws = 0
  var seconds = 0.0
}

func percentile(_ values: [Double], _ p: Double) -> Double {
  guard !values.isEmpty else { return .nan }
  let sorted = values.sorted()
  return sorted[min(sorted.count - 1, Int((p * Double(sorted.count)).rounded(.up)) - 1)]
}

func ms(_ seconds: Double) -> String { String(format: "%.1f", seconds * 1000) }

/// The desk for 0.4 s, then the code for 0.3 s, over and over (the cooldown is set to 0.3 s).
func cycleFrames() throws -> [GreyFrame] {
  let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Resources/demo/shelf.y4m").path
  let source = try Y4MSource(path: path, realTime: false)
  var frames: [GreyFrame] = []
  while let frame = try source.nextFrame() { frames.append(frame) }
  return [GreyFrame](repeating: frames[14], count: 12) + [GreyFrame](repeating: frames[6], count: 9)
}

func measure(tick: Duration, frames: [GreyFrame], samples: Int) throws -> Run {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scan-screen-bench-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let service = SQLiteInventory(database: try AppDatabase.open(path: folder.appendingPathComponent("b.sqlite").path))
  _ = try service.addItem(ItemDraft(name: "Coffee beans", barcode: "5901234123457", quantity: "4"))
  let environment = try AppEnvironment(service: service)
  environment.settings.scanPolicy = .auto
  environment.settings.cooldown = 0.3
  environment.settings.bell = false
  let log = HandOverLog()
  let screen = ScanScreen(environment: environment) { () throws(FrameSourceError) in
    TimedSource(frames: frames, frameRate: 30, handedOver: log)
  }
  let terminal = BenchTerminal()
  let app = Application(
    terminal: terminal, root: screen, configuration: .init(title: "stockroom", tickInterval: tick))
  var run = Run(tick: tick)
  var quantity = 4
  var confirmingFrame: ContinuousClock.Instant?
  screen.onScanShown = { scan in
    let handed = log.instant(of: scan.time)
    confirmingFrame = handed
    if let handed { run.toApplied.append((ContinuousClock.now - handed) / .seconds(1)) }
  }
  func awaitNext() {
    terminal.awaited = (
      "Coffee beans \(quantity) -> \(quantity + 1)",
      { drawn in
        if let confirmingFrame { run.toScreen.append((drawn - confirmingFrame) / .seconds(1)) }
        quantity += 1
        awaitNext()
      }
    )
  }
  awaitNext()
  let clock = ContinuousClock()
  let started = clock.now
  let limit = started + .seconds(Double(samples) * 2 + 10)
  while run.toScreen.count < samples && clock.now < limit { app.step() }
  run.seconds = (clock.now - started) / .seconds(1)
  run.draws = terminal.draws
  return run
}

do {
  let frames = try cycleFrames()
  var runs: [Run] = []
  for tick in [Duration.milliseconds(50), .milliseconds(250)] {
    runs.append(try measure(tick: tick, frames: frames, samples: samples))
  }
  var text = "## Scan screen: frame-to-screen latency (issue 4)\n\n"
  text += "Measured by `scan-screen-bench` on \(ISO8601DateFormatter().string(from: Date())), "
  text += "\(ProcessInfo.processInfo.activeProcessorCount) cores"
  #if DEBUG
    text += ", debug build.\n\n"
  #else
    text += ", release build.\n\n"
  #endif
  text += "From the moment the frame that confirms a code is handed to the pipeline (30 fps scripted camera, "
  text += "320x180 frames from the demo video) to the first drawn frame of the scan screen showing the new "
  text += "stock (`Coffee beans N -> N+1`, policy auto). In-process: real pipeline, zbar, SQLite write, "
  text += "Application loop and ScanScreen; an in-memory terminal on the real clock (curses output not "
  text += "included). The screen reads the pipeline's events on the app's ticks, so the tick interval bounds "
  text += "the wait. Target: p95 < 100 ms.\n\n"
  text += "| app tick | scans | p50 ms | p95 ms | max ms | frame → scan applied p95 ms | frames drawn/s |\n"
  text += "|---|---|---|---|---|---|---|\n"
  for run in runs {
    let tickMs = Int(run.tick / .milliseconds(1))
    text += "| \(tickMs) ms | \(run.toScreen.count) | \(ms(percentile(run.toScreen, 0.5))) | "
    text += "\(ms(percentile(run.toScreen, 0.95))) | \(ms(run.toScreen.max() ?? .nan)) | "
    text += "\(ms(percentile(run.toApplied, 0.95))) | \(String(format: "%.0f", Double(run.draws) / run.seconds)) |\n"
  }
  text += "\n"
  try FileManager.default.createDirectory(
    atPath: (output as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
  try text.write(toFile: output, atomically: true, encoding: .utf8)
  print(text)
} catch {
  FileHandle.standardError.write(Data("scan-screen-bench: \(error)\n".utf8))
  exit(1)
}
