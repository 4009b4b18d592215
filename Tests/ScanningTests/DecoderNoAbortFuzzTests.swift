import Foundation
import InventoryCore
import ScanningFixtures
import Testing

@testable import Scanning

/// No image may abort the process. Debian's zxing-cpp asserts when it merges two reads of one linear code
/// (`Result::operator==`, `lineCount() == 1`): frames holding the same code several times, at sizes over
/// 500 px, turned and degraded, with bytes flipped, are read by both decoders and the cross-check. A
/// failure here is the test process dying. STOCKROOM_FUZZ_SCALE multiplies the frames (default 1: 40).
@Suite struct DecoderNoAbortFuzzTests {
  static var frames: Int {
    let scale = ProcessInfo.processInfo.environment["STOCKROOM_FUZZ_SCALE"].flatMap(Int.init) ?? 1
    return 40 * max(1, min(scale, 1000))
  }

  @Test func repeatedAndDamagedCodesNeverAbortEitherDecoder() throws {
    let seed = ProcessInfo.processInfo.environment["STOCKROOM_FUZZ_SEED"].flatMap(UInt64.init) ?? 7
    var random = SeededGenerator(seed: seed)
    let specs = FixtureCatalog.codes + FixtureCatalog.twoDimensionalCodes + FixtureCatalog.gs1AndExtendedCodes
    var codes: [GreyFrame] = []
    for spec in specs { codes.append(try Zint.frame(spec, scale: 1.5)) }
    var options = ScanOptions()
    options.symbologies = ScanOptions.allSymbologies
    options.workBudget = WorkBudget(pixels: 2_000_000)
    let reader = try BarcodeReader(options: options)
    let zxing = ZXingDecoder()
    var read = 0
    for index in 0..<Self.frames {
      let code = codes[Int.random(in: 0..<codes.count, using: &random)]
      var frame = Self.tiled(code, copies: Int.random(in: 2...6, using: &random), random: &random)
      let kind = Degrade.Kind.allCases[index % Degrade.Kind.allCases.count]
      frame = Degrade.apply(kind, to: frame, seed: UInt64(index))
      if index % 3 == 0 { frame = Self.flipped(frame, random: &random) }
      read += try reader.read(frame).count
      read += try zxing.decode(frame, options: DecoderOptions(symbologies: ScanOptions.allSymbologies)).count
    }
    // Still here: nothing aborted. And the frames were real enough to read.
    #expect(read > Self.frames / 2)
  }

  /// `copies` of `code` side by side and stacked on a frame over 500 px, the known trigger.
  static func tiled(_ code: GreyFrame, copies: Int, random: inout SeededGenerator) -> GreyFrame {
    let width = max(800, (code.width + 20) * min(copies, 3) + 40)
    let height = max(600, (code.height + 20) * ((copies + 2) / 3) + 40)
    var pixels = [UInt8](repeating: 255, count: width * height)
    for copy in 0..<copies {
      let left = 20 + (copy % 3) * (code.width + 20)
      let top = 20 + (copy / 3) * (code.height + 20)
      for row in 0..<code.height where top + row < height {
        for column in 0..<code.width where left + column < width {
          pixels[(top + row) * width + left + column] = code.pixels[row * code.width + column]
        }
      }
    }
    return GreyFrame(width: width, height: height, pixels: pixels)
  }

  /// About one pixel in 200 set to a random level.
  static func flipped(_ frame: GreyFrame, random: inout SeededGenerator) -> GreyFrame {
    var pixels = frame.pixels
    for _ in 0..<(pixels.count / 200) {
      pixels[Int.random(in: 0..<pixels.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
    }
    return GreyFrame(width: frame.width, height: frame.height, pixels: pixels)
  }
}
