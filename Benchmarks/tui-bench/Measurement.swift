import Foundation
import TerminalUI

/// Wall-clock samples in milliseconds and their percentiles.
struct Samples {
  private(set) var milliseconds: [Double] = []

  mutating func add(_ duration: Duration) { milliseconds.append(duration.milliseconds) }

  func percentile(_ p: Double) -> Double {
    guard !milliseconds.isEmpty else { return .nan }
    let sorted = milliseconds.sorted()
    return sorted[min(sorted.count - 1, max(0, Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1))]
  }

  var summary: String {
    "p50 \(format(percentile(50))) ms, p95 \(format(percentile(95))) ms, max \(format(percentile(100))) ms"
  }
}

extension Duration {
  var milliseconds: Double { Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15 }
}

func format(_ value: Double, decimals: Int = 2) -> String { String(format: "%.\(decimals)f", value) }

/// Feeds one key to the app and returns the wall-clock time until the frame it caused was drawn. Virtual
/// time (the scanner detector's hold-back, ticks) costs nothing here: only our code's work is measured.
func keystrokeToFrame(_ key: KeyPress, app: Application, terminal: MemoryTerminal) -> Duration {
  let clock = ContinuousClock()
  let drawsBefore = terminal.drawCount
  terminal.enqueue(.key(key), after: .milliseconds(120))
  let start = clock.now
  var turns = 0
  while terminal.drawCount == drawsBefore && turns < 20 {
    app.step()
    turns += 1
  }
  return clock.now - start
}

/// VmRSS and VmHWM of this process, in MiB, from /proc/self/status.
func residentMemory() -> (current: Double, peak: Double) {
  let text = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
  func value(_ key: String) -> Double {
    guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(key + ":") }) else { return .nan }
    return (Double(line.split(separator: " ").dropFirst().first ?? "") ?? .nan) / 1024
  }
  return (value("VmRSS"), value("VmHWM"))
}

/// Feeds one key and returns the time to its first frame and the time until the screen is settled
/// (`settled` holds for the screen text: the sums shown, say), stepping the app as its run loop would. Work
/// done off the input thread finishes in real time, so this waits for it in real time (10 s at most).
func keystrokeToSettled(
  _ key: KeyPress, app: Application, terminal: MemoryTerminal, settled: ([String]) -> Bool
) -> (frame: Duration, settled: Duration) {
  let clock = ContinuousClock()
  let start = clock.now
  let frame = keystrokeToFrame(key, app: app, terminal: terminal)
  // Checked every 5 ms: reading the screen text is not free, and the work waited for shares the cores.
  while !settled(terminal.screenText) && clock.now - start < .seconds(10) {
    app.step()
    usleep(5_000)
  }
  return (frame, clock.now - start)
}

/// Wall-clock time of one run of the sqlite3 CLI on `database` with `sql`: the peer a figure is compared
/// with (process start included, a few ms). Median of `runs`.
func sqlite3Time(_ database: String, _ sql: String, runs: Int = 5) -> Double {
  var samples = Samples()
  for _ in 0..<runs {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    process.arguments = [database, sql]
    process.standardOutput = FileHandle.nullDevice
    let clock = ContinuousClock()
    let start = clock.now
    do { try process.run() } catch { return .nan }
    process.waitUntilExit()
    samples.add(clock.now - start)
  }
  return samples.percentile(50)
}

/// The sqlite3 CLI's output for `sql` on `database` (for the size breakdown).
func sqlite3Output(_ database: String, _ sql: String) -> String {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
  process.arguments = [database, sql]
  let pipe = Pipe()
  process.standardOutput = pipe
  do { try process.run() } catch { return "" }
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return String(decoding: data, as: UTF8.self)
}
