import BenchSupport
import Foundation
import TestSupport

// cli-scan-bench: `stockroom scan -` as a whole process (issue 27, item 1). For each inventory size one real
// `stockroom` process is fed N codes on stdin (a USB scanner typing into a shell, a till's script), and a peer
// does the same statements per scan in the same run: the sqlite3 shell on a copy of the same file, psql on the
// same PostgreSQL database. Reported: scans per second, whole process (start-up included), and the ratio.

struct Options {
  var output = "Benchmarks/results/cli-scan.md"
  var stockroom = ".build/release/stockroom"
  var sizes = [10_000, 100_000, 1_000_000]
  var postgresSizes = [100_000]
  var scans = 2000
  var rounds = 3

  static let usage = """
    usage: cli-scan-bench [--output FILE.md] [--stockroom PATH] [--sizes 10000,100000,1000000]
                          [--postgres-sizes 100000] [--scans N] [--rounds N]
    Generates inventories of each size (the app's own import), runs `stockroom scan -` fed N codes and a
    sqlite3 / psql peer doing the same statements per scan, and writes the figures to FILE.md.
    --postgres-sizes '' skips PostgreSQL.

    """

  static func parse(_ arguments: [String]) -> Options? {
    var options = Options()
    var rest = arguments[...]
    func sizes(_ text: String?) -> [Int]? {
      guard let text else { return nil }
      let parts = text.split(separator: ",").map { Int($0) }
      guard parts.allSatisfy({ ($0 ?? 0) > 0 }) else { return nil }
      return parts.compactMap { $0 }
    }
    while let argument = rest.popFirst() {
      switch argument {
      case "--output": guard let value = rest.popFirst() else { return nil }; options.output = value
      case "--stockroom": guard let value = rest.popFirst() else { return nil }; options.stockroom = value
      case "--sizes": guard let value = sizes(rest.popFirst()) else { return nil }; options.sizes = value
      case "--postgres-sizes":
        guard let value = sizes(rest.popFirst()) else { return nil }; options.postgresSizes = value
      case "--scans":
        guard let value = rest.popFirst().flatMap({ Int($0) }), (1...1_000_000).contains(value) else { return nil }
        options.scans = value
      case "--rounds":
        guard let value = rest.popFirst().flatMap({ Int($0) }), (1...20).contains(value) else { return nil }
        options.rounds = value
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

/// One size on one backend: each round runs the peer then stockroom, alternating, and the medians are kept.
struct Row {
  var backend: String
  var size: Int
  var generateSeconds: Double
  var appRates: [Double] = []
  var peerRates: [Double] = []
  var load: [String] = []

  var app: Double { median(appRates) }
  var peer: Double { median(peerRates) }
  var ratio: Double { app > 0 ? peer / app : .infinity }
}

func median(_ values: [Double]) -> Double {
  guard !values.isEmpty else { return .nan }
  let sorted = values.sorted()
  return sorted.count % 2 == 1
    ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func log(_ message: String) { FileHandle.standardError.write(Data((message + "\n").utf8)) }

/// Runs `path` to completion with stdin and stdout from/to the files given; its wall-clock seconds.
func timedRun(
  _ path: String, _ arguments: [String], environment: [String: String] = [:], stdin: String,
  stdout: String = "/dev/null",
  stderr: String
) throws -> Double {
  let start = ContinuousClock.now
  let process = try SpawnedProcess.start(
    path, arguments, environment: environment, standardInput: stdin, standardOutput: stdout, standardError: stderr)
  let ended = process.wait()
  let seconds = (ContinuousClock.now - start).seconds
  guard ended.exitStatus == 0 else {
    let text = (try? String(contentsOfFile: stderr, encoding: .utf8)) ?? ""
    throw BenchFailure("\(path) \(arguments.joined(separator: " ")) ended with \(ended): \(text.suffix(600))")
  }
  return seconds
}

guard let options = Options.parse(Array(CommandLine.arguments.dropFirst())) else {
  FileHandle.standardError.write(Data(Options.usage.utf8))
  exit(64)
}
guard FileManager.default.isExecutableFile(atPath: options.stockroom) else {
  log("cli-scan-bench: no stockroom at \(options.stockroom) (swift build -c release --product stockroom)")
  exit(66)
}

do {
  var rows: [Row] = []
  for size in options.sizes {
    rows.append(try SQLiteScans.measure(size: size, options: options))
    log(rows.last.map(Report.line) ?? "")
  }
  if !options.postgresSizes.isEmpty {
    if let reason = PrivatePostgresServer.unavailableReason {
      log("cli-scan-bench: PostgreSQL skipped: \(reason)")
    } else {
      let server = try PrivatePostgresServer()
      defer { server.stop() }
      for size in options.postgresSizes {
        rows.append(try PostgresScans.measure(size: size, server: server, options: options))
        log(rows.last.map(Report.line) ?? "")
      }
    }
  }
  try Report.markdown(rows, options: options).write(toFile: options.output, atomically: true, encoding: .utf8)
  log("cli-scan-bench: wrote \(options.output)")
} catch {
  log("cli-scan-bench: \(error)")
  exit(1)
}
