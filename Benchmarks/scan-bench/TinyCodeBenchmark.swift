import Foundation
import InventoryCore
import Scanning
import ScanningFixtures

/// Small images read enlarged against not (issue 22, item 6): the tiny-code fixtures (`TinyCodes`: zint's default
/// output, 1 or 2 pixels a module, no quiet zone) read right and wrong, and the CPU time per image on the decode
/// benchmark's 640x480 images, which are not small and so must cost the same. Both readers in this run.
struct TinyCodeBenchmark {
  let tiny: [TinyCodes.Image]
  let existing: [DecodeImage]

  static func reader(enlarging: Bool) throws -> BarcodeReader {
    var options = ScanOptions()
    options.symbologies = ScanOptions.allSymbologies
    options.readsSmallImagesEnlarged = enlarging
    return try BarcodeReader(options: options)
  }

  func run(into report: inout Report) throws {
    let readers = [try Self.reader(enlarging: false), try Self.reader(enlarging: true)]
    var read = [0, 0]
    var wrong = [0, 0]
    var missed: [[String]] = [[], []]
    for image in tiny {
      for (index, reader) in readers.enumerated() {
        let texts = try reader.read(image.frame).map(\.text)
        if texts.contains(image.spec.expected) { read[index] += 1 } else { missed[index].append(image.label) }
        wrong[index] += texts.filter { $0 != image.spec.expected }.count
      }
    }
    var seconds: [[Double]] = [[], []]
    var differing = 0
    for image in existing {
      var lines: [String] = []
      for (index, reader) in readers.enumerated() {
        let (judged, cpu) = try LargeStillBenchmark.cpuTime { try reader.readJudged(image.frame) }
        seconds[index].append(cpu)
        lines.append(ReadOutput.line(judged))
      }
      if lines[0] != lines[1] { differing += 1 }
    }
    let figure = { (values: [Double]) in
      "\(Report.ms(Report.median(values))) / \(Report.ms(Report.percentile(values, 90))) ms"
    }
    report.headline(
      "Tiny codes (1-2 px modules, no quiet zone): read without / with the enlarged look (wrong)",
      "\(read[0]) / \(read[1]) of \(tiny.count) (\(wrong[0]) / \(wrong[1])); on \(existing.count) decode-set images "
        + "CPU median / p90 \(figure(seconds[0])) without, \(figure(seconds[1])) with, \(differing) outputs differ")
    report.line("### Tiny codes read enlarged (issue 22)")
    report.line("")
    report.line(
      "\(tiny.count) images (`TinyCodes`): DataMatrix, PDF417, Aztec, Micro QR, QR, Code 128, EAN-13 and Code 39 as "
        + "zint draws them by default (no quiet zone) at 1 and 2 px per module, bare, on a white 320x240 picture, and "
        + "underexposed. The default reader with every symbology on, with and without `readsSmallImagesEnlarged` (a "
        + "small image the plain pass reads nothing in is read enlarged 2 to 4 times in a white margin). Then CPU time "
        + "per image of both readers on the decode benchmark's \(existing.count) images (640x480, not small: the "
        + "enlarged look never runs there).")
    report.line("")
    report.table(
      ["reader", "read", "wrong texts", "CPU median / p90 on the decode set", "missed"],
      ["without", "with"].indices.map { index in
        [
          index == 0 ? "without the enlarged look" : "with it (default)", "\(read[index]) of \(tiny.count)",
          "\(wrong[index])", figure(seconds[index]),
          missed[index].isEmpty ? "none" : missed[index].joined(separator: "; "),
        ]
      })
  }
}
