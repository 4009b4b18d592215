import InventoryCore
import ScanningFixtures
import Testing

@testable import Scanning

/// Large photographs are read small first (issue 22, item 5): when both decoders agree on every code of a halved
/// copy, the full-size image is never read; otherwise the full-size cross-check runs as before. Work is counted in
/// pixels handed to the decoders, so the saving is the same on any machine.
@Suite struct SmallScaleFirstTests {
  /// A code on a white canvas just over the 4 MP threshold.
  static func photo(_ spec: CodeSpec, scale: Double, width: Int = 2400, height: Int = 1700) throws -> GreyFrame {
    let code = try Zint.frame(spec, scale: scale)
    return Degrade.place(code, on: width, height, at: PixelPoint(x: 700, y: 500))
  }

  /// The judgement and the pixels the reader handed its decoders, with or without the small look first.
  static func read(_ frame: GreyFrame, smallFirst: Bool) throws -> (StillReadJudgement, Int) {
    var options = ScanOptions()
    options.readsLargeImagesSmallFirst = smallFirst
    let reader = try BarcodeReader(options: options)
    let judged = try reader.readJudged(frame)
    return (judged, reader.work.pixels)
  }

  @Test func aLargeCodeBothDecodersReadAtHalfSizeSkipsTheFullSizeRead() throws {
    // Given a 4 MP photo of an EAN-13 with 6 px modules
    let spec = try #require(FixtureCatalog.spec(.ean13))
    let frame = try Self.photo(spec, scale: 3)
    // When it is read small first, and at full size only
    let (small, smallWork) = try Self.read(frame, smallFirst: true)
    let (full, fullWork) = try Self.read(frame, smallFirst: false)
    // Then the same code is reported, agreed by both decoders, for about a quarter of the work
    #expect(small.reported.map(\.text) == [spec.expected])
    #expect(ReadOutput.line(small) == ReadOutput.line(full))
    #expect(small.reported.first?.confidence.basis == .agreement)
    #expect(smallWork * 3 < fullWork, "small first: \(smallWork) px, full size: \(fullWork) px")
  }

  @Test func aPhotoTheHalvedCopyShowsNothingInIsReadAtFullSizeAsBefore() throws {
    // Given a 4 MP photo with no code, only sensor noise
    let frame = Degrade.noise(GreyFrame(width: 2400, height: 1700, filledWith: 180), sigma: 6, seed: 1)
    // When it is read small first, and at full size only
    let (small, smallWork) = try Self.read(frame, smallFirst: true)
    let (full, fullWork) = try Self.read(frame, smallFirst: false)
    // Then the full-size cross-check decides as before, and the small look cost each decoder one halved copy
    #expect(ReadOutput.line(small) == ReadOutput.line(full))
    #expect(smallWork - fullWork == 2 * (frame.width / 2) * (frame.height / 2))
  }

  @Test func anImageUnderTheThresholdIsReadAtFullSizeOnly() throws {
    let spec = try #require(FixtureCatalog.spec(.ean13))
    let frame = try Self.photo(spec, scale: 3, width: 2000, height: 1500)
    let (_, smallWork) = try Self.read(frame, smallFirst: true)
    let (_, fullWork) = try Self.read(frame, smallFirst: false)
    #expect(smallWork == fullWork)
  }
}
