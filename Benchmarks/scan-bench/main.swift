import Foundation
import InventoryCore
import Scanning
import ScanningFixtures

// scan-bench: measures stockroom's decoder against zbarimg on the same generated images, and the live
// pipeline on a 1280x720 video with sensor noise. Writes markdown (default Benchmarks/results/scanning.md).
// Every figure is measured in this run.

var output = "Benchmarks/results/scanning.md"
var quick = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--output": output = arguments.popFirst() ?? output
  case "--quick": quick = true
  default:
    FileHandle.standardError.write(Data("usage: scan-bench [--output FILE.md] [--quick]\n".utf8))
    exit(64)
  }
}

do {
  let started = Date()
  var report = Report()
  report.line("## Scanning (issue 3)")
  report.line("")
  report.line(
    "Measured by `scan-bench` (\(BenchEnvironment.describe())) on \(ISO8601DateFormatter().string(from: started)).")
  report.line("")
  let images = try DecodeBenchmark.makeImages(quick: quick)
  try DecodeBenchmark(images: images).run(into: &report)
  try LiveBenchmark(quick: quick).run(into: &report)
  report.line("")
  report.line("Total benchmark time: \(String(format: "%.0f", Date().timeIntervalSince(started))) s.")
  try FileManager.default.createDirectory(
    atPath: (output as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
  try report.text.write(toFile: output, atomically: true, encoding: .utf8)
  print(report.text)
} catch {
  FileHandle.standardError.write(Data("scan-bench: \(error)\n".utf8))
  exit(1)
}
