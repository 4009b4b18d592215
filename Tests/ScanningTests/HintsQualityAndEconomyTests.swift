import Foundation
import InventoryCore
import ScanningFixtures
import Testing

@testable import Scanning

/// What the user is told: quality of each scan, hints while nothing decodes, and fewer frames analysed
/// while nothing is in view.
@Suite struct HintsQualityAndEconomyTests {
  static let ean = FixtureCatalog.codes[0]

  @Test func sharpCodesScoreHigherThanBlurredAndDarkOnesAreCalledDark() throws {
    let clean = try Zint.frame(Self.ean, scale: 2, canvas: (400, 300))
    let reader = try BarcodeReader()
    let sharp = try #require(try reader.read(clean).first).quality(in: clean)
    #expect(sharp.rating == .excellent)
    #expect(sharp.advice == "good scan")

    let blurred = Degrade.blur(clean, radius: 2, passes: 2)
    let soft = try #require(try reader.read(blurred).first).quality(in: blurred)
    #expect(soft.sharpness < sharp.sharpness - 0.3)
    #expect(soft.advice == "blurred: hold steady")

    let dark = Degrade.darken(clean, to: 0.2)
    let dim = try #require(try reader.read(dark).first).quality(in: dark)
    #expect(dim.brightness < 0.8)
    #expect(dim.advice == "too dark: add light")
    #expect(dim.overall < sharp.overall)
  }

  @Test func overallFollowsTheWeightsAndRatingsFollowTheThresholds() {
    let quality = ScanQuality(
      sharpness: 0.5, contrast: 1, brightness: 1, confidence: 1, meanLuminance: 128, codeFraction: 0.1)
    #expect(abs(quality.overall - (0.4 + 0.15 + 0.2 + 0.1)) < 1e-9)
    #expect(quality.rating == .excellent)
    #expect(ScanQuality.Rating(0.84) == .good)
    #expect(ScanQuality.Rating(0.70) == .good)
    #expect(ScanQuality.Rating(0.5) == .fair)
    #expect(ScanQuality.Rating(0.49) == .poor)
    #expect(ScanQuality.advice(sharpness: 1, contrast: 1, meanLuminance: 128, codeFraction: 0.001) == "move closer")
  }

  @Test func hintsSayDarkBlurredOrNothingInTheFocusArea() throws {
    let code = try Zint.frame(Self.ean, scale: 2, canvas: (400, 300))
    #expect(HintDetector.hint(for: Degrade.darken(code, to: 0.1), focus: nil) == .tooDark)
    #expect(HintDetector.hint(for: Degrade.blur(code, radius: 4, passes: 3), focus: nil) == .blurred)
    #expect(HintDetector.hint(for: code, focus: nil) != .blurred)
    let desk = Scene(width: 400, height: 300).render([[]])[0]
    #expect(HintDetector.hint(for: desk, focus: .centred(width: 0.5, height: 0.3)) == .nothingInFocusArea)
    #expect(HintDetector.hint(for: desk, focus: nil) == .noCode)
  }

  @Test func liveHintsArriveWhileNothingDecodesAndNotEveryFrame() throws {
    let scanner = try LiveScanner(options: PipelineOptions(), kind: .live)
    let dark = Scene(width: 320, height: 240, noise: 2).render(Array(repeating: [], count: 45)).map {
      Degrade.darken($0, to: 0.15)
    }
    var hints: [ScanHint] = []
    for frame in dark {
      for case .hint(let hint, _) in try scanner.process(frame) { hints.append(hint) }
    }
    #expect(hints == [.tooDark, .tooDark])  // at 0 s and again after the 1 s hint interval
  }

  @Test func idleSceneIsAnalysedLessAndACodeBringsBackFullRate() throws {
    var options = PipelineOptions()
    options.idleAfter = 1
    options.idleInterval = 0.5
    let scene = Scene(width: 320, height: 240, noise: 4)
    let code = try Zint.frame(Self.ean, scale: 1)
    let placement = Scene.Placement(code, at: PixelPoint(x: (320 - code.width) / 2, y: 40))
    // 4 s of empty desk, then the code for 1 s.
    let frames = scene.render(Array(repeating: [], count: 120) + Array(repeating: [placement], count: 30))
    let scanner = try LiveScanner(options: options, kind: .live)
    var scannedAt: Int?
    for (index, frame) in frames.enumerated() {
      let events = try scanner.process(frame)
      if scannedAt == nil, events.contains(where: { if case .scanned = $0 { true } else { false } }) {
        scannedAt = index
      }
      if index == 119 {
        // First second at full rate (30), then one frame per 0.5 s for 3 s (about 6).
        #expect(scanner.framesAnalysed < 45)
        #expect(scanner.isIdle)
      }
    }
    // Movement brings back full rate: confirmed within a few frames of the code appearing (from its first
    // frame: an EAN-13 read well is a strong read).
    let confirmedFrame = try #require(scannedAt)
    #expect(confirmedFrame >= 120 && confirmedFrame <= 124)
    #expect(!scanner.isIdle)
  }
}
