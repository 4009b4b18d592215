import CodeRendering
import Foundation
import InventoryCore
import Scanning

/// The camera of `stockroom demo`: the demo inventory's codes (three it knows, one it does not) sliding one
/// after another over a noisy desk, drawn when the demo starts (zint and cairo, as labels are drawn), so an
/// installed binary needs no file beside it. 320x180 grey at 8 frames per second, 9 s, about 4 MB in the
/// demo's temporary folder. Resources/demo/shelf.y4m is the same video made by the tests with the zint program.
enum DemoVideo {
  static let width = 320
  static let height = 180
  static let frameRate = 8.0
  /// The sensor noise's standard deviation in grey levels, and its seed (the same video every time).
  static let noise = 4.0
  static let seed: UInt64 = 2026

  /// The codes in the order they cross the picture; the demo database knows the first three.
  static let codes: [SymbolSpec] = [
    SymbolSpec(symbology: .ean13, data: "5901234123457"), SymbolSpec(symbology: .ean8, data: "96385074"),
    SymbolSpec(symbology: .upcA, data: "036000291452"), SymbolSpec(symbology: .ean13, data: "9780306406157"),
  ]

  /// Writes the video as a luma-only YUV4MPEG2 file ("Cmono") at `path`.
  static func write(to path: String) throws {
    let header = Y4MHeader(width: width, height: height, frameRate: frameRate, colourSpace: "mono")
    var data = Data((header.line + "\n").utf8)
    for frame in try frames() {
      data.append(Data("FRAME\n".utf8))
      data.append(Data(frame.pixels))
    }
    try data.write(to: URL(fileURLWithPath: path), options: .atomic)
  }

  /// Each code: 3 frames sliding in from the left, 8 still in the middle, 3 sliding out, then 2 empty frames.
  static func frames() throws -> [GreyFrame] {
    var timeline: [GreyFrame?] = []
    var offsets: [Int] = []
    for spec in codes {
      let code = try picture(of: spec)
      let centre = (width - code.width) / 2
      var places: [Int] = []
      for step in 1...3 { places.append(-code.width + (centre + code.width) * step / 4) }
      places += Array(repeating: centre, count: 8)
      for step in 1...3 { places.append(centre + (width - centre) * step / 4) }
      for place in places {
        timeline.append(code)
        offsets.append(place)
      }
      timeline += [nil, nil]
      offsets += [0, 0]
    }
    var random = Noise(seed: seed)
    let fields = (0..<8).map { _ in (0..<(width * height)).map { _ in random.grey(deviation: noise) } }
    let desk = (0..<(width * height)).map { UInt8(150 + 40 * ($0 / width) / height) }
    return timeline.enumerated().map { index, code in
      var frame = GreyFrame(width: width, height: height, pixels: desk)
      if let code { paste(code, into: &frame, x: offsets[index], y: (height - code.height) / 2) }
      let field = fields[index % fields.count]
      for pixel in frame.pixels.indices {
        frame.pixels[pixel] = UInt8(clamping: Int(frame.pixels[pixel]) + Int(field[pixel]))
      }
      frame.time = Double(index) / frameRate
      return frame
    }
  }

  /// The code at two pixels a module, its quiet zones and digits included.
  static func picture(of spec: SymbolSpec) throws -> GreyFrame {
    let raster = try CairoDrawing.grey(try ZintEncoder.encode(spec), pixelsPerModule: 2)
    return GreyFrame(width: raster.width, height: raster.height, pixels: raster.pixels)
  }

  private static func paste(_ code: GreyFrame, into frame: inout GreyFrame, x left: Int, y top: Int) {
    for y in 0..<code.height where (0..<frame.height).contains(top + y) {
      for x in 0..<code.width where (0..<frame.width).contains(left + x) {
        frame.pixels[(top + y) * frame.width + left + x] = code.pixels[y * code.width + x]
      }
    }
  }

  /// SplitMix64 with Box-Muller: the same noise on every run.
  struct Noise {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }

    /// A grey-level offset from a normal distribution of `deviation`.
    mutating func grey(deviation: Double) -> Int8 {
      let u1 = max(Double(next() >> 11) / Double(1 << 53), 1e-12)
      let u2 = Double(next() >> 11) / Double(1 << 53)
      return Int8(clamping: Int((deviation * (-2 * log(u1)).squareRoot() * cos(2 * .pi * u2)).rounded()))
    }
  }
}
