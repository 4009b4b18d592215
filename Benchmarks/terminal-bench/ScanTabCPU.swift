import BenchSupport
import Foundation
import TestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// One process's share of a core: its user + system time (/proc/PID/stat) over the wall time.
struct CPUResult {
  var name: String
  var percents: [Double] = []
  var load: [String] = []
}

/// The Scan tab on an endless 720p30 stream with no code (issue 27, item 5), beside the pipeline alone
/// (`stockroom watch` on the same camera): the whole process's CPU, measured from outside.
struct ScanTabCPU {
  let stockroom: String
  let tmux: String
  let seconds: Double
  let rounds: Int

  func run() throws -> [CPUResult] {
    let folder = try TemporaryDirectory("terminal-bench-camera")
    let camera = try FakeCamera(folder: folder)
    let database = folder.path("inventory.sqlite")
    try SampleItems.build(count: 10, at: database)
    var watch = CPUResult(name: "pipeline alone (`stockroom watch --camera /dev/video0`)")
    var tab = CPUResult(name: "terminal UI on the Scan tab (120×34, 256 colours)")
    for round in 1...rounds {
      watch.load.append(BenchMachine.loadAverage)
      watch.percents.append(try pipelineAlone(camera: camera, database: database, folder: folder))
      tab.load.append(BenchMachine.loadAverage)
      tab.percents.append(try scanTab(camera: camera, database: database, folder: folder))
      log(
        "  round \(round): watch \(format(watch.percents.last ?? 0, decimals: 1)) %, "
          + "Scan tab \(format(tab.percents.last ?? 0, decimals: 1)) %, load \(BenchMachine.loadAverage)")
    }
    return [watch, tab]
  }

  private func pipelineAlone(camera: FakeCamera, database: String, folder: TemporaryDirectory) throws -> Double {
    let process = try SpawnedProcess.start(
      stockroom, ["--db", database, "watch", "--camera", "/dev/video0"],
      environment: camera.environment.merging(["HOME": folder.url.path]) { $1 },
      standardOutput: folder.path("watch.out"), standardError: folder.path("watch.err"))
    defer {
      process.send(SIGINT)
      if !process.wait(atMost: 10) { process.send(SIGKILL) }
      process.wait()
    }
    return try cpuPercent(of: process.pid)
  }

  private func scanTab(camera: FakeCamera, database: String, folder: TemporaryDirectory) throws -> Double {
    let socket = folder.path("sock")
    func tmuxRun(_ arguments: [String]) throws -> String {
      let result = try ProcessRunner.run(tmux, ["-S", socket, "-f", "/dev/null"] + arguments)
      guard result.status == 0 else { throw BenchFailure("tmux \(arguments): \(result.stderr)") }
      return result.stdout
    }
    var arguments = ["new-session", "-d", "-s", "cpu", "-x", "120", "-y", "34"]
    let environment = camera.environment.merging(["LANG": "C.UTF-8", "TERM": "tmux-256color", "HOME": folder.url.path])
    {
      $1
    }
    for (name, value) in environment.sorted(by: { $0.key < $1.key }) { arguments += ["-e", "\(name)=\(value)"] }
    _ = try tmuxRun(arguments + [stockroom, "--db", database, "--camera", "/dev/video0"])
    defer { _ = try? tmuxRun(["kill-server"]) }
    try waitFor("› Inventory", tmuxRun)
    _ = try tmuxRun(["send-keys", "-t", "cpu:", "1"])
    try waitFor("live:", tmuxRun)
    let pane = try tmuxRun(["display-message", "-p", "-t", "cpu:", "#{pane_pid}"])
    guard let pid = Int32(pane.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      throw BenchFailure("no pane pid in \(pane)")
    }
    let command = (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)) ?? ""
    guard command.hasPrefix("stockroom") else { throw BenchFailure("the pane runs \(command), not stockroom") }
    let percent = try cpuPercent(of: pid)
    // Still on the Scan tab, still live: the figure is the tab's.
    let screen = try tmuxRun(["capture-pane", "-p", "-t", "cpu:"])
    guard screen.contains("live:") else { throw BenchFailure("the Scan tab was not live at the end:\n\(screen)") }
    return percent
  }

  private func waitFor(_ text: String, _ tmuxRun: ([String]) throws -> String) throws {
    let deadline = ContinuousClock.now + .seconds(30)
    var screen = ""
    while ContinuousClock.now < deadline {
      screen = (try? tmuxRun(["capture-pane", "-p", "-t", "cpu:"])) ?? ""
      if screen.contains(text) { return }
      Thread.sleep(forTimeInterval: 0.05)
    }
    throw BenchFailure("timed out waiting for \(text):\n\(screen)")
  }

  /// After 3 s of warming up, user + system time over `seconds` of wall time, as a percentage of one core.
  private func cpuPercent(of pid: Int32) throws -> Double {
    Thread.sleep(forTimeInterval: 3)
    let before = try cpuTicks(pid)
    let start = ContinuousClock.now
    Thread.sleep(forTimeInterval: seconds)
    let after = try cpuTicks(pid)
    let wall = (ContinuousClock.now - start).seconds
    let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
    guard ticksPerSecond > 0, wall > 0, after >= before else { throw BenchFailure("bad CPU times for \(pid)") }
    return Double(after - before) / ticksPerSecond / wall * 100
  }

  /// utime + stime of every thread of `pid`, in clock ticks.
  private func cpuTicks(_ pid: Int32) throws -> Int {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { throw BenchFailure("process \(pid) is gone") }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    // Fields 14 and 15 of stat(5); the split starts at field 3 (state).
    guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else {
      throw BenchFailure("cannot read /proc/\(pid)/stat")
    }
    return user + system
  }
}
