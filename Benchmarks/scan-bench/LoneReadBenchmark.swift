import Foundation
import InventoryCore
import Scanning
import ScanningFixtures

/// Lone reads judged by their risk against the rule before it (issue 22, item 2): the default reader with every
/// lone read withheld (before), judged by `LoneReadRisk` (after), and with `includesUnconfirmed`, on degraded
/// photographs of linear codes (`LoneReadScenes`). Wrong reads reported and right reads withheld, per symbology
/// and per scene, each reader on the same images in this run.
struct LoneReadBenchmark {
  enum Column: String, CaseIterable {
    case before = "lone reads withheld (before)"
    case after = "lone reads by risk (default)"
    case unconfirmed = "+ unconfirmed"

    func options() -> ScanOptions {
      var options = ScanOptions()
      options.symbologies = DecodeImageSet.symbologies
      switch self {
      case .before: options.loneReads = .withhold
      case .after: options.loneReads = .byRisk
      case .unconfirmed: options.includesUnconfirmed = true
      }
      return options
    }
  }

  struct Image {
    var spec: CodeSpec
    var scene: LoneReadScenes.Scene
    /// zint's scale: 1 draws 2 pixels per module.
    var scale: Double
    var frame: GreyFrame
    var row: String { DecodeImageSet.row(spec) }
  }

  let images: [Image]

  /// Every spec at 2 and 3 px per module (one size when quick), every scene, `seeds` noise seeds.
  static func images(quick: Bool, seeds: Int) throws -> [Image] {
    var images: [Image] = []
    for spec in LoneReadScenes.specs {
      for scale in quick ? [1.0] : [1.0, 1.5] {
        let code = try Zint.frame(spec, scale: scale)
        for scene in LoneReadScenes.Scene.allCases {
          for seed in 1...UInt64(max(1, seeds)) {
            let frame = LoneReadScenes.apply(scene, to: code, seed: seed)
            images.append(Image(spec: spec, scene: scene, scale: scale, frame: frame))
          }
        }
      }
    }
    return images
  }

  func run(into report: inout Report) throws {
    var tallies: [Column: [String: Tally]] = [:]
    var wrong: [Column: [String]] = [:]
    for column in Column.allCases {
      let reader = try BarcodeReader(options: column.options())
      for image in images {
        let (judged, seconds) = try BenchClock.time { try reader.readJudged(image.frame) }
        let texts = judged.reported.map(\.text)
        for key in ["format:" + image.row, "scene:" + image.scene.rawValue, "all"] {
          tallies[column, default: [:]][key, default: Tally()].add(texts, spec: image.spec, seconds: seconds)
          tallies[column, default: [:]][key, default: Tally()].addWithheld(judged.withheld, spec: image.spec)
        }
        for read in judged.reported where !DecodeImageSet.matches(read.text, image.spec) {
          wrong[column, default: []].append(
            "\(image.row), \(image.scene.rawValue): `\(DecodeBenchmark.printable(read.text))` "
              + "(\(DecodeBenchmark.basis(read)))")
        }
      }
    }
    write(tallies, wrong, into: &report)
  }

  private func write(_ tallies: [Column: [String: Tally]], _ wrong: [Column: [String]], into report: inout Report) {
    let all = Column.allCases.map { tallies[$0]?["all"] ?? Tally() }
    report.headline(
      "Lone reads on \(images.count) degraded linear-code images: right reads withheld before / after "
        + "(wrong reads reported before / after / with --unconfirmed)",
      "\(all[0].withheldRight) / \(all[1].withheldRight) (\(all[0].wrong) / \(all[1].wrong) / \(all[2].wrong))",
      target: "withheld right halved, wrong not more",
      met: all[1].withheldRight * 2 <= all[0].withheldRight && all[1].wrong <= all[0].wrong)
    let modules = Set(images.map { Int($0.scale * 2) }).sorted().map(String.init).joined(separator: " and ")
    report.line("### Lone reads judged by their risk (issue 22)")
    report.line("")
    report.line(
      "\(images.count) images: \(LoneReadScenes.specs.count) linear codes made by zint (the catalog's, plus a second "
        + "EAN-13 and UPC-E and a short Code 39, I2/5 and Code 128) at \(modules) px per module, in "
        + "\(LoneReadScenes.Scene.allCases.count) scenes (`LoneReadScenes`: clean, blurred, noisy, dark, low contrast, "
        + "turned 15 to 70 degrees, a fifth cut off at either edge, small and noisy). Each reader is the default "
        + "still-image reader (both decoders, cross-checked, every symbology on): before, every lone read withheld; "
        + "after, a lone read reported when `LoneReadRisk` finds no concern (strong check, or Code 39 and Codabar "
        + "read on two lines, long enough, not a fragment-prone format, nothing but a fragment of its own digits read "
        + "in its place); and with `--unconfirmed`. A cell is the share of "
        + "images read right, the wrong texts reported, and the right / wrong reads withheld.")
    report.line("")
    let header = ["rows", "images"] + Column.allCases.map(\.rawValue)
    let scenes = LoneReadScenes.Scene.allCases.map { "scene:" + $0.rawValue }
    var formats: [String] = []
    for image in images where !formats.contains("format:" + image.row) { formats.append("format:" + image.row) }
    for keys in [formats + ["all"], scenes + ["all"]] {
      report.table(
        header,
        keys.map { key in
          [
            key == "all" ? "**all**" : String(key.drop { $0 != ":" }.dropFirst()),
            "\(tallies[.before]?[key]?.images ?? 0)",
          ]
            + Column.allCases.map { column in
              let tally = tallies[column]?[key] ?? Tally()
              return "\(tally.cell); withheld \(tally.withheldRight) / \(tally.withheldWrong)"
            }
        })
    }
    report.table(
      ["reader", "wrong reads reported"],
      Column.allCases.map { column in
        let reads = wrong[column] ?? []
        return [column.rawValue, reads.isEmpty ? "none" : reads.joined(separator: "; ")]
      })
  }
}
