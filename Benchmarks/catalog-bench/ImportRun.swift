import BenchSupport
import Foundation

/// One import run as a separate process under GNU time: its wall-clock seconds and its peak resident memory.
/// GNU time forks the program from its own small process, so the peak is the program's alone.
struct ImportRun {
  var seconds: Double
  var peakKiB: Int?
  var output: String

  static let gnuTime = "/usr/bin/time"

  /// Runs `command` (arguments, each quoted for the shell) with its stdout kept, under GNU time when present.
  static func run(_ command: [String], folder: String) throws -> ImportRun {
    try run(shell: command.map(quoted).joined(separator: " "), folder: folder)
  }

  /// Runs a shell command line (a pipeline) through `sh -c`; the peak is the largest of its processes.
  static func run(shell commandLine: String, folder: String) throws -> ImportRun {
    let peakFile = folder + "/peak.txt"
    let outputFile = folder + "/output.txt"
    try? FileManager.default.removeItem(atPath: peakFile)
    let timed = FileManager.default.isExecutableFile(atPath: gnuTime)
    let line =
      (timed ? [gnuTime, "-f", "%M", "-o", peakFile] : []).map(quoted).joined(separator: " ") + " "
      + ["/bin/sh", "-c", commandLine].map(quoted).joined(separator: " ") + " > " + quoted(outputFile)
    let seconds = try timeShell(line)
    let peak = (try? String(contentsOfFile: peakFile, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
    let output = (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? ""
    return ImportRun(seconds: seconds, peakKiB: peak.flatMap(Int.init), output: output)
  }

  static func quoted(_ word: String) -> String { "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}

func mebibytes(_ kibibytes: Int?) -> String {
  guard let kibibytes else { return "n/a" }
  return format(Double(kibibytes) / 1024, decimals: 1) + " MiB"
}
