import InventoryCore
import Testing

@testable import Scanning

/// A decoder that "sees" what its script says for each frame (by frame index at 30 fps) and records the
/// frames it was asked about: the pipeline's confirmation logic, run without a camera, zbar or threads.
final class ScriptedDecoder: BarcodeDecoder {
  let name = "scripted"
  /// Frame index -> the codes read in that frame.
  let script: [Int: [DecodedSymbol]]
  private(set) var framesAsked: [Int] = []

  init(_ script: [Int: [DecodedSymbol]]) { self.script = script }

  func decode(_ image: GreyFrame, options: DecoderOptions) throws(ScanError) -> [DecodedSymbol] {
    let index = Int((image.time * ScriptedDecoderTests.rate).rounded())
    framesAsked.append(index)
    return script[index] ?? []
  }
}

@Suite struct ScriptedDecoderTests {
  static let rate = 30.0

  static func symbol(_ text: String, _ symbology: Symbology = .code128) -> DecodedSymbol {
    let corners = [
      PixelPoint(x: 10, y: 10), PixelPoint(x: 50, y: 10), PixelPoint(x: 50, y: 30), PixelPoint(x: 10, y: 30),
    ]
    return DecodedSymbol(bytes: Array(text.utf8), symbology: symbology, points: corners, quality: 8)
  }

  /// `count` plain grey frames, one every 1/30 s.
  static func frames(_ count: Int) -> [GreyFrame] {
    (0..<count).map { GreyFrame(width: 64, height: 48, filledWith: 128, time: Double($0) / rate) }
  }

  /// Runs a live scanner over `count` frames and returns (frame index, scan) for every confirmed scan.
  static func confirmed(_ decoder: ScriptedDecoder, frames count: Int) throws -> [(Int, ConfirmedScan)] {
    let scanner = try LiveScanner(options: PipelineOptions(), kind: .live, decoders: [decoder])
    var scans: [(Int, ConfirmedScan)] = []
    for (index, frame) in frames(count).enumerated() {
      for case .scanned(let scan) in try scanner.process(frame) { scans.append((index, scan)) }
    }
    return scans
  }

  @Test func aCodeSeenInFramesThreeToSixIsConfirmedExactlyOnce() throws {
    // Code 39 has no check character: a weak read, which the default confirms over two frames.
    let code = Self.symbol("SHELF42", .code39)
    let decoder = ScriptedDecoder(Dictionary(uniqueKeysWithValues: (3...6).map { ($0, [code]) }))
    let scans = try Self.confirmed(decoder, frames: 30)
    #expect(scans.count == 1)
    // The second sighting (frame 4) confirms it.
    #expect(scans.first?.0 == 4)
    #expect(scans.first?.1.text == "SHELF42")
    #expect(scans.first?.1.frames == 2)
    #expect(scans.first?.1.result.decoder == "scripted")
    #expect(scans.first?.1.result.decoderQuality == 8)
    #expect(Set(decoder.framesAsked) == Set(0..<30))
  }

  @Test func aSingleFrameWeakMisreadIsNeverReported() throws {
    // A valid EAN-8 (its check digit is right) seen in one frame only, as a fragment of a turned EAN-13 is.
    let decoder = ScriptedDecoder([10: [Self.symbol("96385074", .ean8)]])
    #expect(try Self.confirmed(decoder, frames: 30).isEmpty)
  }

  @Test func aRetailReadWithAWrongCheckDigitIsNeverReportedHoweverOftenSeen() throws {
    let decoder = ScriptedDecoder(
      Dictionary(uniqueKeysWithValues: (3...12).map { ($0, [Self.symbol("5901234123458", .ean13)]) }))
    #expect(try Self.confirmed(decoder, frames: 30).isEmpty)
  }

  @Test func theThreadedPipelineUsesTheDecoderItIsGiven() async throws {
    let seam = Self.symbol("SEAM", .code39)
    let pipeline = ScanPipeline(decoder: { ScriptedDecoder([2: [seam], 3: [seam]]) })
    let frames = Self.frames(10)
    var texts: [String] = []
    for await event in pipeline.events(from: { ScriptedFrames(frames) }) {
      if case .scanned(let scan) = event { texts.append(scan.text) }
    }
    #expect(texts == ["SEAM"])
  }
}

/// A video of made-up frames, read as fast as asked.
final class ScriptedFrames: FrameSource {
  let kind = FrameSourceKind.live
  let name = "scripted"
  private var frames: ArraySlice<GreyFrame>

  init(_ frames: [GreyFrame]) { self.frames = frames[...] }

  func nextFrame() throws(FrameSourceError) -> GreyFrame? { frames.popFirst() }
  func close() { frames = [] }
}
