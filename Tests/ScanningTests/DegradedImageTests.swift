import Foundation
import InventoryCore
import ScanningFixtures
import Testing

@testable import Scanning

/// Folders of degraded photographs stand-ins (zint codes, seeded degradations, written as PNG): how many
/// each decoder reads, and that no wrong text is ever reported. The counts are lower bounds measured
/// with these seeds; plain zbar is the zbarimg-equivalent baseline.
@Suite struct DegradedImageTests {
  /// Writes one PNG per symbology with `degradation` applied into a fresh folder.
  static func folder(_ degradation: Degrade.Kind, scale: Double = 1.5) throws -> String {
    let folder = try Fixtures.freshFolder()
    for spec in FixtureCatalog.codes {
      let clean = try Zint.frame(spec, scale: scale, canvas: (640, 480))
      try ImageCodecs.writePNG(Degrade.apply(degradation, to: clean, seed: 1), to: "\(folder)/\(spec.label).png")
    }
    return folder
  }

  struct Tally {
    var plain = 0
    var ours = 0
    var wrong: [String] = []
  }

  /// Reads every image of `folder` with plain zbar and with the full chain (no time limit, so the count
  /// does not depend on the machine's speed).
  static func tally(_ folder: String) throws -> Tally {
    var plainOptions = ScanOptions()
    plainOptions.symbologies = ScanOptions.allSymbologies.subtracting([.isbn10])
    plainOptions.effort = .plain
    var options = plainOptions
    options.effort = .thorough
    options.workBudget = .unlimited
    let plain = try BarcodeReader(options: plainOptions)
    let ours = try BarcodeReader(options: options)
    let source = try ImageFileSource(paths: [folder])
    var tally = Tally()
    while let frame = try source.nextFrame() {
      let name = ((source.currentPath ?? "") as NSString).lastPathComponent
      let spec = try #require(FixtureCatalog.codes.first { "\($0.label).png" == name })
      let plainTexts = try plain.read(frame).map(\.text)
      let ourTexts = try ours.read(frame).map(\.text)
      if plainTexts.contains(spec.expected) { tally.plain += 1 }
      if ourTexts.contains(spec.expected) { tally.ours += 1 }
      tally.wrong += (plainTexts + ourTexts).filter { $0 != spec.expected }.map { "\(name): \($0)" }
    }
    return tally
  }

  @Test func cleanImagesAllReadByBoth() throws {
    let tally = try Self.tally(try Self.folder(.clean))
    #expect(tally.plain == 12)
    #expect(tally.ours == 12)
    #expect(tally.wrong.isEmpty)
  }

  @Test func darkNoisyImagesNeedTheDenoisingPasses() throws {
    let tally = try Self.tally(try Self.folder(.darkNoise))
    #expect(tally.plain == 0)
    #expect(tally.ours >= 8)
    #expect(tally.wrong.isEmpty)
  }

  @Test func rotatedImagesNeedTheRotationPass() throws {
    let tally = try Self.tally(try Self.folder(.rotated))
    #expect(tally.ours >= tally.plain + 5)
    #expect(tally.ours >= 11)
    #expect(tally.wrong.isEmpty)
  }

  @Test func blurredSmallAndShadowedImagesNeverLoseToPlainZbar() throws {
    for degradation in [Degrade.Kind.blur, .small, .shadow] {
      let tally = try Self.tally(try Self.folder(degradation))
      #expect(tally.ours >= tally.plain, "\(degradation)")
      #expect(tally.wrong.isEmpty, "\(degradation): \(tally.wrong)")
    }
  }

  @Test func aFragmentOfALongRetailCodeIsDropped() {
    // Measured: zbar read "60002914" (a valid EAN-8) from the middle of a rotated UPC-A 036000291452.
    let upcA = ScanResult(
      bytes: Array("036000291452".utf8), symbology: .upcA,
      polygon: [PixelPoint(x: 216, y: 201), PixelPoint(x: 347, y: 214)])
    let fragment = ScanResult(
      bytes: Array("60002914".utf8), symbology: .ean8,
      polygon: [PixelPoint(x: 334, y: 214), PixelPoint(x: 339, y: 327)])
    let elsewhere = ScanResult(
      bytes: Array("96385074".utf8), symbology: .ean8, polygon: [PixelPoint(x: 10, y: 10), PixelPoint(x: 100, y: 60)])
    #expect(
      BarcodeReader.withoutNestedMisreads([fragment, upcA, elsewhere]).map(\.text) == ["036000291452", "96385074"])
  }
}
