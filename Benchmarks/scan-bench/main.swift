import Foundation
import InventoryCore
import Scanning
import ScanningFixtures

// scan-bench: measures stockroom's decoders (zbar, zxing-cpp, both) against zbarimg and the PyPI zxing-cpp on the
// same generated images, the live reader's cost per 720p frame with and without zxing, the live pipeline, and the
// latency from a code coming fully into view to its confirmed scan on generated camera-like clips. Writes markdown
// (default Benchmarks/results/scanning.md). Every figure is measured in this run.

var output = "Benchmarks/results/scanning.md"
var quick = false
var python: String?
var decodeSeeds: Int?
let allParts: Set<String> = ["decode", "lone", "large", "tiny", "determinism", "live", "latency"]
var parts = allParts
var arguments = CommandLine.arguments.dropFirst()

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(
    Data(
      ("scan-bench: \(message)\n"
        + "usage: scan-bench [--output FILE.md] [--quick] [--zxing-python PYTHON] [--decode-seeds 1-4]\n"
        + "                  [--only decode,lone,large,tiny,determinism,live,latency]\n"
        + "  PYTHON: a python with the zxing-cpp and numpy packages (the PyPI reference column)\n").utf8))
  exit(64)
}

while let argument = arguments.popFirst() {
  switch argument {
  case "--output": output = arguments.popFirst() ?? output
  case "--quick": quick = true
  case "--zxing-python": python = arguments.popFirst()
  case "--decode-seeds":
    let text = arguments.popFirst() ?? ""
    guard let seeds = Int(text), (1...4).contains(seeds) else { fail("--decode-seeds takes 1 to 4, not '\(text)'") }
    decodeSeeds = seeds
  case "--only":
    parts = Set((arguments.popFirst() ?? "").split(separator: ",").map(String.init))
    let unknown = parts.subtracting(allParts)
    guard unknown.isEmpty, !parts.isEmpty else {
      fail(
        "--only takes decode, lone, large, tiny, determinism, live and latency, comma-separated (unknown: \(unknown.sorted().joined(separator: ", ")))"
      )
    }
  default: fail("unknown argument '\(argument)'")
  }
}

do {
  let started = Date()
  let loadAtStart = BenchEnvironment.loadAverage()
  var report = Report()
  if parts.contains("decode") {
    let images = try DecodeImageSet.make(quick: quick, seeds: decodeSeeds ?? (quick ? 1 : 2))
    var decode = DecodeBenchmark(images: images, zxingPython: ZXingPython(python: python))
    try decode.measure()
    decode.write(into: &report)
    try AblationBenchmark(images: images).run(into: &report)
  }
  if parts.contains("lone") {
    let images = try LoneReadBenchmark.images(quick: quick, seeds: quick ? 1 : 2)
    try LoneReadBenchmark(images: images).run(into: &report)
  }
  if parts.contains("large") {
    try LargeStillBenchmark(images: LargeStillBenchmark.images(quick: quick)).run(into: &report)
  }
  if parts.contains("tiny") {
    let existing = try DecodeImageSet.make(quick: quick, seeds: 1)
    try TinyCodeBenchmark(tiny: TinyCodes.images(), existing: existing).run(into: &report)
  }
  if parts.contains("determinism") {
    let images = try DecodeImageSet.make(quick: quick, seeds: 1)
    try DeterminismBenchmark(images: images).run(into: &report)
  }
  if parts.contains("live") { try LiveBenchmark(quick: quick).run(into: &report) }
  if parts.contains("latency") {
    try LatencyBenchmark(quick: quick).run(into: &report)
    try RiskyClipsBenchmark(quick: quick).run(into: &report)
  }
  report.line("")
  report.line(
    "Total benchmark time: \(String(format: "%.0f", Date().timeIntervalSince(started))) s. Load average (1 min) at "
      + "the start \(loadAtStart), at the end \(BenchEnvironment.loadAverage()) on \(ProcessInfo.processInfo.activeProcessorCount) "
      + "cores: other work on the machine inflates the wall-clock figures, not the CPU-time ones.")
  var head = Report()
  head.line("## Scanning (issues 3 and 9)")
  head.line("")
  head.line(
    "Measured by `scan-bench` (\(BenchEnvironment.describe()), zxing-cpp \(ZXingDecoder.libraryVersion) linked) on "
      + "\(ISO8601DateFormatter().string(from: started)).")
  head.line("")
  head.table(["headline", "figure", "target", ""], report.headlines)
  let text = head.text + report.text
  try FileManager.default.createDirectory(
    atPath: (output as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
  try text.write(toFile: output, atomically: true, encoding: .utf8)
  print(text)
} catch {
  FileHandle.standardError.write(Data("scan-bench: \(error)\n".utf8))
  exit(1)
}
