import Foundation
import Scanning
import ScanningFixtures

/// The default still-image reader on every image twice, once on an idle machine and once with every core kept
/// busy (`BusyCores`): how many images give a different output (codes reported and withheld, in order). With
/// budgets counted in work rather than seconds, none may (issue 22).
struct DeterminismBenchmark {
  let images: [DecodeImage]

  func run(into report: inout Report) throws {
    var options = ScanOptions()
    options.symbologies = DecodeImageSet.symbologies
    let reader = try BarcodeReader(options: options)
    var idle: [String] = []
    var idleSeconds: [Double] = []
    var read = 0
    for image in images {
      let (judged, seconds) = try BenchClock.time { try reader.readJudged(image.frame) }
      idle.append(ReadOutput.line(judged))
      idleSeconds.append(seconds)
      if !judged.reported.isEmpty { read += 1 }
    }
    var busySeconds: [Double] = []
    var differing: [String] = []
    try BusyCores.whileBusy {
      for (index, image) in images.enumerated() {
        let (judged, seconds) = try BenchClock.time { try reader.readJudged(image.frame) }
        busySeconds.append(seconds)
        if ReadOutput.line(judged) != idle[index] {
          differing.append("\(image.row), \(image.degradation.rawValue), x\(image.scale)")
        }
      }
    }
    report.headline(
      "Still images whose output changes when every core is busy (default reader)",
      "\(differing.count) of \(images.count)", target: "0", met: differing.isEmpty)
    report.line("#### The same output on a busy machine")
    report.line("")
    report.line(
      "The default reader (both decoders, cross-checked) on the \(images.count) images, once idle and once with "
        + "\(2 * ProcessInfo.processInfo.activeProcessorCount) spinning threads (twice the cores): \(differing.count) "
        + "images gave a different output (codes reported or withheld, or their order); \(read) images reported a code. "
        + "Median time per image idle \(Report.ms(Report.median(idleSeconds))) ms, busy "
        + "\(Report.ms(Report.median(busySeconds))) ms.")
    report.line("")
    if !differing.isEmpty { report.line("Changed: " + differing.joined(separator: "; ") + ".\n") }
  }
}
