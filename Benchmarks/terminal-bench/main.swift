import BenchSupport
import Foundation
import InventoryCore
import SQLiteStore
import TestSupport

// terminal-bench: the release `stockroom` in a real terminal (issue 27).
// Key → screen: it runs in a private tmux server; a tmux control-mode client sends each key (`send-keys`) and
// timestamps the `%output` notifications that carry what the program wrote back. For every key: time to the
// first output byte, and to the settled screen (the last output before the program goes quiet). Keys are sent
// one at a time at typing pace (each after the previous answer settled), on 10 items and on 100,000.
// The Scan tab's CPU: the whole process's user + system time on an endless 720p30 stream with no code (a fake
// V4L2 camera), beside the pipeline alone (`stockroom watch`).

struct Options {
  var output = "Benchmarks/results/terminal.md"
  var stockroom = ".build/release/stockroom"
  var sizes = [10, 100_000]
  var repeats = 60
  var cpuSeconds = 20.0
  var cpuRounds = 3
  var keys = true
  var cpu = true
  var paused = true

  static let usage = """
    usage: terminal-bench [--output FILE.md] [--stockroom PATH] [--sizes 10,100000] [--keys N]
                          [--cpu-seconds S] [--cpu-rounds N] [--only keys|cpu|paused]
    Runs stockroom in tmux and times key -> first output byte and key -> settled screen through a tmux
    control-mode client (j/k in the list, letters typed in the search, Enter opening an item), N keys of each;
    then the same on a private PostgreSQL server paused with SIGSTOP (tab switches, j/k, search letters) and
    the time from the pause to the header saying "away"; then the Scan tab's CPU share on a fake 720p30 camera
    beside `stockroom watch`, S seconds a round.

    """

  static func parse(_ arguments: [String]) -> Options? {
    var options = Options()
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--output":
        guard let value = rest.popFirst() else { return nil }
        options.output = value
      case "--stockroom":
        guard let value = rest.popFirst() else { return nil }
        options.stockroom = value
      case "--sizes":
        guard let value = rest.popFirst() else { return nil }
        let sizes = value.split(separator: ",").map { Int($0) }
        guard !sizes.isEmpty, sizes.allSatisfy({ ($0 ?? 0) > 0 && ($0 ?? 0) <= 10_000_000 }) else { return nil }
        options.sizes = sizes.compactMap { $0 }
      case "--keys":
        guard let value = rest.popFirst().flatMap({ Int($0) }), (1...10_000).contains(value) else { return nil }
        options.repeats = value
      case "--cpu-seconds":
        guard let value = rest.popFirst().flatMap({ Double($0) }), (1...600).contains(value) else { return nil }
        options.cpuSeconds = value
      case "--cpu-rounds":
        guard let value = rest.popFirst().flatMap({ Int($0) }), (1...20).contains(value) else { return nil }
        options.cpuRounds = value
      case "--only":
        switch rest.popFirst() {
        case "keys": (options.cpu, options.paused) = (false, false)
        case "cpu": (options.keys, options.paused) = (false, false)
        case "paused": (options.keys, options.cpu) = (false, false)
        default: return nil
        }
      default: return nil
      }
    }
    return options
  }
}

struct BenchFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

func log(_ message: String) { FileHandle.standardError.write(Data((message + "\n").utf8)) }

guard let options = Options.parse(Array(CommandLine.arguments.dropFirst())) else {
  FileHandle.standardError.write(Data(Options.usage.utf8))
  exit(64)
}
guard FileManager.default.isExecutableFile(atPath: options.stockroom) else {
  log("terminal-bench: no stockroom at \(options.stockroom) (swift build -c release --product stockroom)")
  exit(66)
}
guard let tmux = ProcessRunner.executable(named: "tmux") else {
  log("terminal-bench: tmux is not installed")
  exit(69)
}

do {
  var results: [KeyResult] = []
  if options.keys {
    log("peer: cat")
    let folder = try TemporaryDirectory("terminal-bench-peer")
    let session = try TerminalSession(
      tmux: tmux, folder: folder, command: ["/bin/sh", "-c", "stty raw -echo; exec cat"], columns: 120, rows: 34,
      ready: nil)
    defer { session.stop() }
    results.append(try KeyScenarios.echoPeer(session: session, repeats: options.repeats))
  }
  for size in options.keys ? options.sizes : [] {
    let folder = try TemporaryDirectory("terminal-bench")
    let database = folder.path("inventory.sqlite")
    log("\(size) items: generating")
    try SampleItems.build(count: size, at: database)
    let session = try TerminalSession(
      tmux: tmux, folder: folder, command: [options.stockroom, "--db", database], columns: 120, rows: 34)
    defer { session.stop() }
    results += try KeyScenarios(session: session, size: size, repeats: options.repeats).run()
  }
  var paused: PausedServerKeys.Result?
  if options.paused {
    if PrivatePostgresServer.isAvailable {
      log("paused server")
      paused = try PausedServerKeys(stockroom: options.stockroom, tmux: tmux, repeats: options.repeats).run()
    } else {
      log("paused server: skipped (\(PrivatePostgresServer.unavailableReason ?? "no PostgreSQL"))")
    }
  }
  var cpu: [CPUResult] = []
  if options.cpu {
    log("Scan tab CPU")
    cpu = try ScanTabCPU(
      stockroom: options.stockroom, tmux: tmux, seconds: options.cpuSeconds, rounds: options.cpuRounds
    ).run()
  }
  let report =
    KeyReport.markdown(results, options: options) + "\n" + (paused.map(KeyReport.markdown) ?? "") + "\n"
    + KeyReport.markdown(cpu, options: options)
  try report.write(toFile: options.output, atomically: true, encoding: .utf8)
  log("terminal-bench: wrote \(options.output)")
} catch {
  log("terminal-bench: \(error)")
  exit(1)
}
