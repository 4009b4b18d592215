import Foundation
import InventoryCore
import Scanning
import ScanningFixtures

/// Large photographs read small first against full size only (issue 22, item 5): 12 MP desk scenes holding one
/// code at several module sizes and degradations, and some with no code; the default reader with and without
/// `readsLargeImagesSmallFirst`, one image at a time, both in this run. Reports median and p90 time per image
/// (in-process, the read alone) and how many outputs differ.
struct LargeStillBenchmark {
  static let width = 4000
  static let height = 3000

  struct Image {
    var label: String
    var spec: CodeSpec?
    var make: () throws -> GreyFrame
  }

  static func images(quick: Bool) -> [Image] {
    let specs = [
      FixtureCatalog.spec(.ean13), FixtureCatalog.spec(.upcA), FixtureCatalog.spec(.code128),
      FixtureCatalog.spec(.qr), FixtureCatalog.twoDimensionalCodes.first,
    ].compactMap { $0 }
    let scales = quick ? [3.0] : [1.5, 3.0, 5.0]
    let degradations = ["clean", "blur", "dark"]
    var images: [Image] = []
    for (index, spec) in specs.enumerated() {
      for scale in scales {
        for degradation in degradations {
          let label = "\(DecodeImageSet.row(spec)) x\(scale) \(degradation)"
          images.append(
            Image(label: label, spec: spec) {
              let code = try Zint.frame(spec, scale: scale)
              let origin = PixelPoint(x: 600 + 500 * index, y: 900 + 300 * index)
              return degrade(photo(with: code, at: origin, seed: UInt64(index + 1)), degradation)
            })
        }
      }
    }
    for seed in 1...(quick ? 1 : 3) {
      images.append(Image(label: "no code \(seed)", spec: nil) { photo(with: nil, at: nil, seed: UInt64(seed)) })
    }
    return images
  }

  static func photo(with code: GreyFrame?, at origin: PixelPoint?, seed: UInt64) -> GreyFrame {
    let scene = Scene(width: width, height: height, noise: 4, seed: seed)
    let placements = code.map { [Scene.Placement($0, at: origin ?? PixelPoint(x: 0, y: 0))] } ?? []
    return scene.render([placements])[0]
  }

  static func degrade(_ frame: GreyFrame, _ degradation: String) -> GreyFrame {
    switch degradation {
    case "blur": Degrade.blur(frame, radius: 2, passes: 2)
    case "dark": Degrade.noise(Degrade.darken(frame, to: 0.25), sigma: 6, seed: 3)
    default: frame
    }
  }

  let images: [Image]

  /// CPU time of `body` (this process, one thread): other work on the shared machine does not inflate it.
  static func cpuTime<T>(_ body: () throws -> T) rethrows -> (T, Double) {
    let start = BenchEnvironment.cpuSeconds()
    let value = try body()
    return (value, BenchEnvironment.cpuSeconds() - start)
  }

  func run(into report: inout Report) throws {
    var before = ScanOptions()
    before.readsLargeImagesSmallFirst = false
    let full = try BarcodeReader(options: before)
    let small = try BarcodeReader(options: ScanOptions())
    var seconds: (full: [Double], small: [Double]) = ([], [])
    var differing: [String] = []
    var read: (full: Int, small: Int) = (0, 0)
    var wrong: (full: Int, small: Int) = (0, 0)
    for image in images {
      let frame = try image.make()
      let (fullRead, fullSeconds) = try Self.cpuTime { try full.readJudged(frame) }
      let (smallRead, smallSeconds) = try Self.cpuTime { try small.readJudged(frame) }
      seconds.full.append(fullSeconds)
      seconds.small.append(smallSeconds)
      if ReadOutput.line(fullRead) != ReadOutput.line(smallRead) { differing.append(image.label) }
      if let spec = image.spec {
        if fullRead.reported.contains(where: { DecodeImageSet.matches($0.text, spec) }) { read.full += 1 }
        if smallRead.reported.contains(where: { DecodeImageSet.matches($0.text, spec) }) { read.small += 1 }
        wrong.full += fullRead.reported.filter { !DecodeImageSet.matches($0.text, spec) }.count
        wrong.small += smallRead.reported.filter { !DecodeImageSet.matches($0.text, spec) }.count
      } else {
        wrong.full += fullRead.reported.count
        wrong.small += smallRead.reported.count
      }
    }
    let figure = { (values: [Double]) in
      "\(Report.ms(Report.median(values))) / \(Report.ms(Report.percentile(values, 90))) ms"
    }
    report.headline(
      "12 MP stills, CPU median / p90 per image: full size only (before); small first (default)",
      "\(figure(seconds.full)); \(figure(seconds.small)) (\(differing.count) of \(images.count) outputs differ)")
    report.line("### Large photographs read small first (issue 22)")
    report.line("")
    report.line(
      "\(images.count) desk scenes of \(Self.width)x\(Self.height) (12 MP) with sensor noise: EAN-13, UPC-A, Code 128, "
        + "QR and DataMatrix at zint scales 1.5, 3 and 5, each clean, blurred (box radius 2, twice) and dark, plus "
        + "scenes with no code. The default reader (both decoders, cross-checked) reads every image twice, one after "
        + "the other: at full size only, as before, and small first (`readsLargeImagesSmallFirst`: a copy halved "
        + "under 4 MP read by both decoders, kept when every code it holds settles at once). CPU time of "
        + "`readJudged` in this process (the image is already decoded; `stockroom decode` adds start-up and the "
        + "PNG/JPEG decode), so that other work on the machine does not inflate it.")
    report.line("")
    report.table(
      ["reader", "median ms", "p90 ms", "codes read right", "wrong texts"],
      [
        [
          "full size only (before)", Report.ms(Report.median(seconds.full)),
          Report.ms(Report.percentile(seconds.full, 90)), "\(read.full)", "\(wrong.full)",
        ],
        [
          "small first (default)", Report.ms(Report.median(seconds.small)),
          Report.ms(Report.percentile(seconds.small, 90)), "\(read.small)", "\(wrong.small)",
        ],
      ])
    if !differing.isEmpty { report.line("Outputs that differ: " + differing.joined(separator: "; ") + ".\n") }
  }
}
