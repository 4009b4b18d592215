import InventoryCore
import ScanningFixtures
import Testing

@testable import Scanning

/// One physical scan, one event: a code counts after two frames, again only after a second out of view,
/// and a single-frame misread never counts.
@Suite struct ConfirmationTests {
  static func read(_ text: String, _ symbology: Symbology = .code128) -> ScanResult {
    ScanResult(
      bytes: Array(text.utf8), symbology: symbology, polygon: [PixelPoint(x: 0, y: 0), PixelPoint(x: 9, y: 9)])
  }

  @Test func aSingleFrameReadIsNeverConfirmed() {
    var confirmer = Confirmer(requiredFrames: 2, cooldown: 1)
    #expect(confirmer.observe([Self.read("MISREAD")], at: 0).isEmpty)
    for frame in 1...60 { #expect(confirmer.observe([], at: Double(frame) / 30).isEmpty) }
    // Long after, the same misread once more is again a single frame.
    #expect(confirmer.observe([Self.read("MISREAD")], at: 5).isEmpty)
  }

  @Test func theSecondFrameConfirmsAndLaterFramesDoNotRepeat() {
    var confirmer = Confirmer(requiredFrames: 2, cooldown: 1)
    #expect(confirmer.observe([Self.read("A")], at: 0).isEmpty)
    let confirmed = confirmer.observe([Self.read("A")], at: 1.0 / 30)
    #expect(confirmed.map(\.result.text) == ["A"])
    #expect(confirmed.first?.agreement == 1)
    for frame in 2...90 { #expect(confirmer.observe([Self.read("A")], at: Double(frame) / 30).isEmpty) }
  }

  @Test func cooldownCountsFromLastSighting() {
    var confirmer = Confirmer(requiredFrames: 2, cooldown: 1)
    _ = confirmer.observe([Self.read("A")], at: 0)
    #expect(confirmer.observe([Self.read("A")], at: 0.1).count == 1)
    // Out of view 0.5 s: the same scan continues.
    _ = confirmer.observe([], at: 0.4)
    #expect(confirmer.observe([Self.read("A")], at: 0.6).isEmpty)
    #expect(confirmer.observe([Self.read("A")], at: 0.7).isEmpty)
    // Out of view 1.2 s: a new scan, confirmed after two frames again.
    #expect(confirmer.observe([], at: 1.5).isEmpty)
    #expect(confirmer.observe([Self.read("A")], at: 1.9).isEmpty)
    #expect(confirmer.observe([Self.read("A")], at: 1.95).count == 1)
  }

  @Test func requiredFramesIsConfigurable() {
    var confirmer = Confirmer(requiredFrames: 3, cooldown: 1)
    #expect(confirmer.observe([Self.read("A")], at: 0).isEmpty)
    #expect(confirmer.observe([], at: 0.1).isEmpty)
    #expect(confirmer.observe([Self.read("A")], at: 0.2).isEmpty)
    let third = confirmer.observe([Self.read("A")], at: 0.3)
    #expect(third.count == 1)
    #expect(third.first?.agreement == 0.75)  // read in 3 of the 4 frames since it appeared
  }

  @Test func differentCodesAreTrackedSeparately() {
    var confirmer = Confirmer(requiredFrames: 2, cooldown: 1)
    _ = confirmer.observe([Self.read("A"), Self.read("B")], at: 0)
    let both = confirmer.observe([Self.read("B"), Self.read("A")], at: 0.05)
    #expect(Set(both.map(\.result.text)) == ["A", "B"])
    // Same text, other symbology: another code.
    _ = confirmer.observe([Self.read("A", .code39)], at: 0.1)
    #expect(confirmer.observe([Self.read("A", .code39)], at: 0.15).map(\.result.symbology) == [.code39])
  }
}
