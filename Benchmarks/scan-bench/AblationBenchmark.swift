import Foundation
import InventoryCore
import Scanning
import ScanningFixtures

/// Which of zbar's hard-image passes bought how much, on the linear and QR catalog (the codes zbar reads).
struct AblationBenchmark {
  /// The images of `FixtureCatalog.codes` only, so that the figures stay comparable with earlier runs.
  let images: [DecodeImage]

  init(images: [DecodeImage]) {
    let catalog = Set(FixtureCatalog.codes)
    self.images = images.filter { catalog.contains($0.spec) }
  }

  static func zbarOptions(passes: [ImagePass]) -> ScanOptions {
    var options = ScanOptions()
    options.symbologies = Set(FixtureCatalog.codes.map(\.symbology))
    options.decoders = .zbar
    options.passes = passes
    return options
  }

  func run(into report: inout Report) throws {
    let degradations = Degrade.Kind.allCases.map(\.rawValue)
    report.line("#### Which of zbar's techniques bought how much")
    report.line("")
    report.line(
      "zbar alone on the \(images.count) images of the \(FixtureCatalog.codes.count) linear and QR codes. Decode rate "
        + "with the plain pass plus one hard-image pass only, per degradation (the full chain tries them in the order "
        + "listed and stops at the first that reads something; `upscale` is not in the default chain), wrong reads "
        + "over all images, and the median time per image when plain zbar finds nothing.")
    report.line("")
    var rows: [[String]] = []
    for pass in [nil] + ImagePass.allCases.filter({ $0 != .fullResolution }).map(Optional.some) {
      var options = Self.zbarOptions(passes: pass.map { [$0] } ?? [])
      options.workBudget = .unlimited
      let reader = try BarcodeReader(options: options)
      var row = [pass?.rawValue ?? "plain only"]
      var extra: [Double] = []
      var wrong = 0
      for degradation in degradations {
        let subset = images.filter { $0.degradation.rawValue == degradation }
        var correct = 0
        for image in subset {
          let (results, seconds) = try BenchClock.time { try reader.read(image.frame) }
          if results.contains(where: { DecodeImageSet.matches($0.text, image.spec) }) { correct += 1 }
          wrong += results.filter { !DecodeImageSet.matches($0.text, image.spec) }.count
          if results.first?.pass != "plain" { extra.append(seconds) }
        }
        row.append(Report.percent(correct, subset.count))
      }
      row.append("\(wrong)")
      row.append(Report.ms(Report.median(extra)))
      rows.append(row)
    }
    report.table(["passes"] + degradations + ["wrong reads", "median ms when plain fails"], rows)
    try passUse(into: &report, degradations: degradations)
  }

  /// Which pass read each image in zbar's full default chain.
  private func passUse(into report: inout Report, degradations: [String]) throws {
    let reader = try BarcodeReader(options: Self.zbarOptions(passes: ImagePass.defaults))
    var use: [String: [String: Int]] = [:]
    for image in images {
      if let pass = try reader.read(image.frame).first(where: { DecodeImageSet.matches($0.text, image.spec) })?.pass {
        use[image.degradation.rawValue, default: [:]][pass, default: 0] += 1
      }
    }
    report.line("Pass that read the code in zbar's full chain (counts of images):")
    report.line("")
    let passes = ["plain"] + ImagePass.defaults.filter { $0 != .fullResolution }.map(\.rawValue)
    report.table(
      ["degradation"] + passes,
      degradations.map { degradation in [degradation] + passes.map { "\(use[degradation]?[$0] ?? 0)" } })
  }
}
