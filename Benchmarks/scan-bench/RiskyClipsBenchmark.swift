import Foundation
import InventoryCore
import Scanning
import ScanningFixtures

/// Clips where a live misread could happen, for the confirmation rule (issue 22, item 4): weak and strong
/// symbologies sliding in fast (motion blur, the code entering part by part) and turned steeply (a turned
/// EAN-13's middle reads as a valid EAN-8 or UPC-E). Reports latency and every wrong confirmed scan, and what
/// one frame reads on its own (right and wrong reads by symbology and decoder quality), which is what a
/// one-frame rule has to separate.
struct RiskyClipsBenchmark {
  let quick: Bool

  static let specs: [CodeSpec] = [.ean13, .upcA, .ean8, .upcE, .code128, .code39, .itf, .qr].compactMap {
    FixtureCatalog.spec($0)
  }

  /// Every symbology both decoders read, so that I2/5 and Code 39 (not in the inventory default) are read too.
  static let symbologies = ScanOptions.allSymbologies

  /// (name, motion, speed, turn in degrees; nil: the usual small turn).
  static let kinds: [(String, CameraClip.Motion, Int, Double?)] = [
    ("fast slide", .slide, 36, nil), ("slide turned 20°", .slide, 24, -20), ("appear turned 35°", .appear, 0, 35),
  ]

  /// What single frames read, per symbology and decoder: right and wrong reads, and the wrong reads' best quality.
  struct FrameReads {
    var right = 0
    var wrong = 0
    var wrongTexts: Set<String> = []
    var bestWrongQuality = 0
    var rightAtQuality: [Int: Int] = [:]
  }

  func run(into report: inout Report) throws {
    let seeds: [UInt64] = quick ? [1] : [1, 2]
    var latencies: [DecoderChoice: [Double]] = [:]
    var missed: [DecoderChoice: Int] = [:]
    var wrong: [DecoderChoice: [String]] = [:]
    var reads: [String: FrameReads] = [:]
    var clips = 0
    for spec in Self.specs {
      for (_, motion, speed, turn) in Self.kinds {
        for seed in seeds {
          let clip = try CameraClip.make(
            spec, scale: spec.symbology == .qr ? 2.5 : 1.5, motion: motion,
            speed: speed, turn: turn, seed: seed)
          clips += 1
          for choice in LatencyBenchmark.choices {
            let outcome = try LatencyBenchmark.measure(clip, decoders: choice, symbologies: Self.symbologies)
            if let latency = outcome.latency {
              latencies[choice, default: []].append(latency)
            } else {
              missed[choice, default: 0] += 1
            }
            wrong[choice, default: []] += outcome.wrongScans.map { "\($0) in \(spec.symbology.rawValue)" }
          }
          try Self.tallyFrames(clip, into: &reads)
        }
      }
    }
    write(
      latencies: latencies, missed: missed, wrong: wrong, reads: reads, clips: clips, seeds: seeds.count,
      into: &report)
  }

  /// Reads each frame of `clip` once with the live reader (both decoders) and tallies what it read.
  static func tallyFrames(_ clip: CameraClip, into reads: inout [String: FrameReads]) throws {
    var options = PipelineOptions.liveScanOptions
    options.symbologies = symbologies
    let reader = try BarcodeReader(options: options)
    for frame in clip.frames {
      for read in try reader.read(frame) {
        let key = "\(read.symbology.rawValue) by \(read.confidence.decoders.joined(separator: "+"))"
        if read.text == clip.spec.expected {
          reads[key, default: FrameReads()].right += 1
          reads[key, default: FrameReads()].rightAtQuality[read.decoderQuality, default: 0] += 1
        } else {
          reads[key, default: FrameReads()].wrong += 1
          reads[key, default: FrameReads()].wrongTexts.insert("\(read.text) in \(clip.spec.symbology.rawValue)")
          reads[key, default: FrameReads()].bestWrongQuality = max(
            reads[key]?.bestWrongQuality ?? 0, read.decoderQuality)
        }
      }
    }
  }

  private func write(
    latencies: [DecoderChoice: [Double]], missed: [DecoderChoice: Int], wrong: [DecoderChoice: [String]],
    reads: [String: FrameReads], clips: Int, seeds: Int, into report: inout Report
  ) {
    let both = latencies[.both] ?? []
    let falseEvents = wrong.values.map(\.count).reduce(0, +)
    report.headline(
      "Misread-prone clips (\(clips)): false events with zbar and with both; p50 / p95 with both",
      "\(falseEvents); \(Report.ms(Report.percentile(both, 50))) / \(Report.ms(Report.percentile(both, 95))) ms",
      target: "0 false events", met: falseEvents == 0)
    report.line("### Live reading where a misread could happen")
    report.line("")
    report.line(
      "\(clips) clips like the latency ones, of \(Self.specs.map(\.symbology.rawValue).joined(separator: ", ")): "
        + Self.kinds.map(\.0).joined(separator: ", ") + " (\(seeds) seeds each), through `ScanPipeline` with its "
        + "default options but for the decoders and every symbology enabled. A false event is a confirmed scan of any other text."
    )
    report.line("")
    report.table(
      ["decoders", "p50 ms", "p95 ms", "missed", "false events"],
      LatencyBenchmark.choices.map { choice in
        let values = latencies[choice] ?? []
        let texts = wrong[choice] ?? []
        return [
          choice.rawValue, Report.ms(Report.percentile(values, 50)), Report.ms(Report.percentile(values, 95)),
          "\(missed[choice] ?? 0)",
          texts.isEmpty ? "0" : "\(texts.count) (\(texts.map(DecodeBenchmark.printable).joined(separator: ", ")))",
        ]
      })
    report.line(
      "What single frames of these clips read with both decoders (live reader, every frame): right and wrong "
        + "reads by symbology and the decoders that read it, zbar's quality (scan lines) of right reads, and the "
        + "best quality a wrong read had.")
    report.line("")
    report.table(
      ["read as", "right", "right reads by quality", "wrong", "best wrong quality", "wrong texts"],
      reads.keys.sorted().map { key in
        let tally = reads[key] ?? FrameReads()
        let qualities = tally.rightAtQuality.keys.sorted().map { "\($0): \(tally.rightAtQuality[$0] ?? 0)" }
        return [
          key, "\(tally.right)", qualities.joined(separator: ", "), "\(tally.wrong)",
          tally.wrong == 0 ? "-" : "\(tally.bestWrongQuality)",
          tally.wrongTexts.sorted().map(DecodeBenchmark.printable).joined(separator: ", "),
        ]
      })
  }
}
