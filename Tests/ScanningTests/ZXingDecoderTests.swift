import InventoryCore
import ScanningFixtures
import Testing

@testable import Scanning

/// zxing-cpp through the CZXing shim: the formats zbar lacks, GS1 data, FNC4, and no input that aborts.
@Suite struct ZXingDecoderTests {
  static let everything = DecoderOptions(symbologies: ZXingDecoder.supportedSymbologies)

  @Test func supportsTheTwoDimensionalFormatsAndTheLinearOnes() {
    #expect(ZXingDecoder.supportedSymbologies.isSuperset(of: [.dataMatrix, .pdf417, .aztec, .microQR, .qr]))
    #expect(ZXingDecoder.supportedSymbologies.isSuperset(of: [.ean13, .upcA, .code128, .code39, .itf]))
    #expect(ZXingDecoder.libraryVersion.hasPrefix("1."))
  }

  @Test(arguments: FixtureCatalog.twoDimensionalCodes, [1.0, 2.0])
  func readsTheFormatsZBarCannot(spec: CodeSpec, scale: Double) throws {
    let frame = try Zint.frame(spec, scale: scale, canvas: (480, 320))
    let symbols = try ZXingDecoder().decode(frame, options: Self.everything)
    #expect(symbols.map { String(decoding: $0.bytes, as: UTF8.self) } == [spec.expected])
    #expect(symbols.map(\.symbology) == [spec.symbology])
    // zbar, asked for everything it knows, sees nothing there.
    let zbar = try ZBarDecoder().decode(frame, options: DecoderOptions(symbologies: ScanOptions.allSymbologies))
    #expect(zbar.isEmpty)
  }

  @Test(arguments: FixtureCatalog.codes.filter { ZXingDecoder.supportedSymbologies.contains($0.symbology) })
  func readsTheLinearCatalogLikeZBar(spec: CodeSpec) throws {
    let frame = try Zint.frame(spec, scale: 1.5, canvas: (480, 320))
    let symbols = try ZXingDecoder().decode(frame, options: DecoderOptions(symbologies: [spec.symbology]))
    #expect(symbols.map { String(decoding: $0.bytes, as: UTF8.self) } == [spec.expected])
  }

  @Test(arguments: FixtureCatalog.gs1AndExtendedCodes)
  func readsGS1DataAndExtendedCharacters(spec: CodeSpec) throws {
    let frame = try Zint.frame(spec, scale: 2, canvas: (480, 320))
    let symbols = try ZXingDecoder().decode(frame, options: Self.everything)
    let result = try #require(symbols.first)
    #expect(symbols.count == 1)
    #expect(ScanResult(bytes: result.bytes, symbology: result.symbology, polygon: result.points).text == spec.expected)
    #expect(result.carriesGS1 == (spec.variant == "gs1"))
  }

  /// zbar ignores Code 128's FNC4 and reports other letters: this pins the misread zxing corrects.
  @Test func zbarMisreadsFNC4WhereZXingReadsIt() throws {
    let spec = try #require(FixtureCatalog.gs1AndExtendedCodes.first { $0.variant == "fnc4" })
    let frame = try Zint.frame(spec, scale: 2, canvas: (480, 320))
    let options = DecoderOptions(symbologies: [.code128])
    let zbar = try ZBarDecoder().decode(frame, options: options).map(\.bytes)
    let zxing = try ZXingDecoder().decode(frame, options: options).map(\.bytes)
    #expect(zxing == [Array("Größe-Ä".unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) })])
    #expect(zbar.count == 1 && zbar != zxing)
  }

  /// Debian's zxing-cpp asserts in its own downscaling merge on some linear codes in images over about
  /// 500 px; the shim turns that off. Large frames of every linear code must come back, not abort.
  @Test func largeFramesOfLinearCodesDoNotAbort() throws {
    for spec in FixtureCatalog.codes {
      let frame = try Zint.frame(spec, scale: 3, canvas: (1280, 720))
      let symbols = try ZXingDecoder().decode(frame, options: Self.everything)
      #expect(symbols.contains { !$0.bytes.isEmpty }, "\(spec.label)")
    }
  }

  @Test func emptyAndNoiseFramesGiveNothing() throws {
    var random = SeededGenerator(seed: 9)
    let noise = GreyFrame(
      width: 640, height: 480, pixels: (0..<(640 * 480)).map { _ in UInt8.random(in: 0...255, using: &random) })
    #expect(try ZXingDecoder().decode(noise, options: Self.everything).isEmpty)
    let empty = GreyFrame(width: 0, height: 0, pixels: [])
    #expect(try ZXingDecoder().decode(empty, options: Self.everything).isEmpty)
  }
}

/// zxing-cpp 1.4 finds a DataMatrix only across the image's middle row and an Aztec code only at its
/// centre; the decoder's recentring crops find them anywhere.
@Suite struct ZXingRecentringTests {
  static let places = [(20, 20), (560, 20), (20, 400), (560, 400), (300, 20), (20, 220)]

  @Test(arguments: FixtureCatalog.twoDimensionalCodes.filter { [.dataMatrix, .aztec].contains($0.symbology) })
  func finds2DCodesAwayFromTheMiddle(spec: CodeSpec) throws {
    let code = try Zint.frame(spec, scale: 1.5)
    for (x, y) in Self.places {
      let frame = Degrade.place(code, on: 640, 480, at: PixelPoint(x: x, y: y))
      let symbols = try ZXingDecoder().decode(frame, options: DecoderOptions(symbologies: [spec.symbology]))
      #expect(symbols.map { String(decoding: $0.bytes, as: UTF8.self) } == [spec.expected], "at \(x),\(y)")
      // Corners are in the frame's coordinates.
      let box = PixelRect(enclosing: symbols.first?.points ?? [])
      #expect(box.intersects(PixelRect(x: x, y: y, width: code.width, height: code.height)), "at \(x),\(y)")
    }
  }

  @Test func videoTakesOnePlaceAFrameUntilItFindsTheCode() throws {
    let spec = try #require(FixtureCatalog.twoDimensionalCodes.first { $0.symbology == .dataMatrix })
    let frame = Degrade.place(try Zint.frame(spec, scale: 1.5), on: 640, 360, at: PixelPoint(x: 20, y: 20))
    let decoder = ZXingDecoder()
    let live = DecoderOptions(symbologies: [.dataMatrix], searchesEverywhere: false)
    let regions = ZXingRecentring.regions(for: .dataMatrix, width: 640, height: 360).count
    var framesToRead = 0
    while framesToRead < regions, try decoder.decode(frame, options: live).isEmpty { framesToRead += 1 }
    #expect(framesToRead < regions)
    // Found, it stays on that place: the next frames read it too, so it can be confirmed.
    #expect(try decoder.decode(frame, options: live).count == 1)
    #expect(try decoder.decode(frame, options: live).count == 1)
  }

  @Test func regionsCoverTheImageWithBandsAndSquares() {
    let bands = ZXingRecentring.regions(for: .dataMatrix, width: 640, height: 480)
    #expect(bands.allSatisfy { $0.width == 640 && $0.y >= 0 && $0.y + $0.height <= 480 })
    #expect(bands.contains { $0.y == 0 } && bands.contains { $0.y + $0.height == 480 })
    let squares = ZXingRecentring.regions(for: .aztec, width: 640, height: 480)
    #expect(squares.allSatisfy { $0.width == $0.height && $0.x + $0.width <= 640 && $0.y + $0.height <= 480 })
    #expect(ZXingRecentring.regions(for: .qr, width: 640, height: 480).isEmpty)
  }
}
