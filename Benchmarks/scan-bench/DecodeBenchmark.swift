import Foundation
import InventoryCore
import Scanning
import ScanningFixtures

/// stockroom's decoder against zbarimg, image by image, on zint codes with deterministic degradations.
struct DecodeBenchmark {
  struct Image {
    var spec: CodeSpec
    var degradation: Degrade.Kind
    var frame: GreyFrame
    var path: String
  }

  struct Outcome {
    var correct = 0
    var wrong = 0
    var total = 0
    var seconds: [Double] = []

    mutating func add(_ texts: [String], expected: String, seconds: Double) {
      total += 1
      if texts.contains(expected) { correct += 1 }
      wrong += texts.filter { $0 != expected }.count
      self.seconds.append(seconds)
    }
  }

  let images: [Image]

  /// Every symbology at two module sizes, each degradation, two noise seeds, on a 640x480 canvas.
  static func makeImages(quick: Bool) throws -> [Image] {
    let folder = try Fixtures.freshFolder()
    var images: [Image] = []
    for spec in FixtureCatalog.codes {
      for scale in quick ? [1.0] : [1.0, 1.5] {
        let clean = try Zint.frame(spec, scale: scale, canvas: (640, 480))
        for degradation in Degrade.Kind.allCases {
          for seed in quick ? [UInt64(1)] : [1, 2] {
            let frame = Degrade.apply(degradation, to: clean, seed: seed)
            let path = "\(folder)/\(spec.label)-x\(scale)-\(degradation.rawValue)-\(seed).png"
            try ImageCodecs.writePNG(frame, to: path)
            images.append(Image(spec: spec, degradation: degradation, frame: frame, path: path))
          }
        }
      }
    }
    return images
  }

  static var allSymbologies: ScanOptions {
    var options = ScanOptions()
    options.symbologies = Set(FixtureCatalog.codes.map(\.symbology))
    return options
  }

  func run(into report: inout Report) throws {
    var zbarimg: [String: Outcome] = [:]
    var plain: [String: Outcome] = [:]
    var ours: [String: Outcome] = [:]
    var passUse: [String: [String: Int]] = [:]
    var plainOptions = Self.allSymbologies
    plainOptions.effort = .plain
    let plainReader = try BarcodeReader(options: plainOptions)
    let reader = try BarcodeReader(options: Self.allSymbologies)
    for image in images {
      let keys = ["degradation:" + image.degradation.rawValue, "symbology:" + image.spec.symbology.rawValue, "all"]
      let peer = try Self.zbarimg(image.path)
      let (plainResults, plainSeconds) = try Self.time { try plainReader.read(image.frame) }
      let (results, seconds) = try Self.time { try reader.read(image.frame) }
      for key in keys {
        zbarimg[key, default: Outcome()].add(peer.texts, expected: image.spec.expected, seconds: peer.seconds)
        plain[key, default: Outcome()].add(
          plainResults.map(\.text), expected: image.spec.expected, seconds: plainSeconds)
        ours[key, default: Outcome()].add(results.map(\.text), expected: image.spec.expected, seconds: seconds)
      }
      if let pass = results.first(where: { $0.text == image.spec.expected })?.pass {
        passUse[image.degradation.rawValue, default: [:]][pass, default: 0] += 1
      }
    }
    report.line("### Decoding: stockroom against zbarimg")
    report.line("")
    report.line(
      "\(images.count) images: \(FixtureCatalog.codes.count) symbologies made by zint, each degradation applied with fixed "
        + "seeds on a 640x480 canvas. Both decoders have the same symbologies enabled. \"plain zbar\" is zbar in-process "
        + "with zbarimg's settings (the cost baseline); \"stockroom\" adds the hard-image passes when the plain pass finds "
        + "nothing. zbarimg ms is per process (start-up and image loading included), so it is not comparable to the in-process times."
    )
    report.line("")
    let header = [
      "", "images", "zbarimg", "plain zbar", "stockroom", "wrong (zbarimg/stockroom)", "median ms plain",
      "median ms stockroom", "median ms zbarimg (process)",
    ]
    for prefix in ["degradation:", "symbology:"] {
      let keys = ours.keys.filter { $0.hasPrefix(prefix) }.sorted { Self.order($0) < Self.order($1) }
      let rows = (keys + ["all"]).map { key -> [String] in
        let (z, p, o) = (zbarimg[key] ?? Outcome(), plain[key] ?? Outcome(), ours[key] ?? Outcome())
        return [
          key == "all" ? "**all**" : String(key.dropFirst(prefix.count)), "\(o.total)",
          Report.percent(z.correct, z.total),
          Report.percent(p.correct, p.total), Report.percent(o.correct, o.total), "\(z.wrong) / \(o.wrong)",
          Report.ms(Report.median(p.seconds)), Report.ms(Report.median(o.seconds)), Report.ms(Report.median(z.seconds)),
        ]
      }
      report.line(prefix == "degradation:" ? "#### Decode rate per degradation" : "#### Decode rate per symbology")
      report.line("")
      report.table(header, rows)
    }
    try ablation(into: &report, passUse: passUse)
  }

  /// Which pass read each image in the full chain, and each pass alone after the plain one.
  private func ablation(into report: inout Report, passUse: [String: [String: Int]]) throws {
    let degradations = Degrade.Kind.allCases.map(\.rawValue)
    report.line("#### Which technique bought how much")
    report.line("")
    report.line(
      "Decode rate with the plain pass plus one hard-image pass only, per degradation (the full chain tries them in "
        + "the order listed and stops at the first that reads something; `upscale` is not in the default chain), wrong "
        + "reads over all images, and the median time per image when plain zbar finds nothing.")
    report.line("")
    var rows: [[String]] = []
    for pass in [nil] + ImagePass.allCases.filter({ $0 != .fullResolution }).map(Optional.some) {
      var options = Self.allSymbologies
      options.passes = pass.map { [$0] } ?? []
      options.timeBudget = 10
      let reader = try BarcodeReader(options: options)
      var row = [pass?.rawValue ?? "plain only"]
      var extra: [Double] = []
      var wrong = 0
      for degradation in degradations {
        let subset = images.filter { $0.degradation.rawValue == degradation }
        var correct = 0
        for image in subset {
          let (results, seconds) = try Self.time { try reader.read(image.frame) }
          if results.contains(where: { $0.text == image.spec.expected }) { correct += 1 }
          wrong += results.filter { $0.text != image.spec.expected }.count
          if results.first?.pass != "plain" { extra.append(seconds) }
        }
        row.append(Report.percent(correct, subset.count))
      }
      row.append("\(wrong)")
      row.append(Report.ms(Report.median(extra)))
      rows.append(row)
    }
    report.table(["passes"] + degradations + ["wrong reads", "median ms when plain fails"], rows)
    report.line("Pass that read the code in the full chain (counts of images):")
    report.line("")
    let passes = ["plain"] + ImagePass.defaults.filter { $0 != .fullResolution }.map(\.rawValue)
    report.table(
      ["degradation"] + passes,
      degradations.map { degradation in [degradation] + passes.map { "\(passUse[degradation]?[$0] ?? 0)" } })
  }

  static func order(_ key: String) -> Int {
    let names =
      Degrade.Kind.allCases.map { "degradation:" + $0.rawValue }
      + FixtureCatalog.codes.map { "symbology:" + $0.symbology.rawValue }
    return names.firstIndex(of: key) ?? names.count
  }

  static func time<T>(_ body: () throws -> T) rethrows -> (T, Double) {
    let start = ContinuousClock.now
    let value = try body()
    let elapsed = (ContinuousClock.now - start).components
    return (value, Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18)
  }

  /// zbarimg with the same symbologies enabled, one process per image; texts from --raw.
  static func zbarimg(_ path: String) throws -> (texts: [String], seconds: Double) {
    guard let zbarimg = ChildProcess.find("zbarimg") else {
      throw ChildProcess.Failure(description: "zbarimg is not installed")
    }
    let names = [
      "ean13", "ean8", "upca", "upce", "isbn13", "code128", "code39", "code93", "i25", "codabar", "databar", "qrcode",
    ]
    let arguments = ["-q", "--raw", "-Sdisable"] + names.map { "-S\($0).enable" } + [path]
    let (outcome, seconds) = try time { try ChildProcess(executable: zbarimg, arguments: arguments).run() }
    return (outcome.standardOutput.split(separator: "\n").map(String.init), seconds)
  }
}
