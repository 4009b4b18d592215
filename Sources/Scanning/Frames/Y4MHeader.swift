/// The stream header of a YUV4MPEG2 file ("YUV4MPEG2 W1280 H720 F30:1 Ip A1:1 C420jpeg"), which says
/// how large each frame's planes are. Only 8-bit colour spaces are accepted.
///
/// Every number comes from the file, so parsing never traps: sizes are checked against `FrameLimits` and the
/// frame rate against `frameRates` (refused outside it, not clamped: a rate of one frame per 100,000 s is a
/// damaged or foreign file, and replaying it "at its own rate" would never finish).
public struct Y4MHeader: Sendable, Equatable {
  public var width: Int
  public var height: Int
  /// Frames per second (F num:den); 0 when the file does not say (F0:0 or no F tag).
  public var frameRate: Double
  /// The colour-space tag without its "C" ("420jpeg", "mono", ...).
  public var colourSpace: String

  /// The frame rates a video may claim: a frame every 10 s (time-lapse) to 1000 frames a second (high-speed).
  public static let frameRates: ClosedRange<Double> = 0.1...1000

  public init(width: Int, height: Int, frameRate: Double, colourSpace: String = "420jpeg") {
    self.width = width
    self.height = height
    self.frameRate = frameRate
    self.colourSpace = colourSpace
  }

  /// Parses the header line (without its newline) of the file at `path` (named in errors).
  public init(line: String, path: String, limits: FrameLimits = .standard) throws(FrameSourceError) {
    let fields = line.split(separator: " ")
    guard fields.first == "YUV4MPEG2" else {
      throw .badImage(path: path, reason: "not a YUV4MPEG2 video (the first line must start with YUV4MPEG2)")
    }
    var width: Int?
    var height: Int?
    var rate = 0.0
    var colour = "420jpeg"
    for field in fields.dropFirst() {
      let value = field.dropFirst()
      switch field.first {
      case "W": width = try Self.size(value, tag: "W", path: path)
      case "H": height = try Self.size(value, tag: "H", path: path)
      case "C": colour = String(value)
      case "F": rate = try Self.rate(value, path: path)
      default: break
      }
    }
    guard let width, let height else {
      throw .badImage(path: path, reason: "the YUV4MPEG2 header has no valid W (width) and H (height)")
    }
    try limits.check(width: width, height: height, path: path)
    self.init(width: width, height: height, frameRate: rate, colourSpace: colour)
    guard chromaBytes != nil else {
      throw .badImage(path: path, reason: "colour space C\(colour) is not supported (use 8-bit 420, 422, 444 or mono)")
    }
  }

  /// A decimal number of up to 9 digits; nil for anything else (signs, 4294967296, "12px").
  static func number(_ text: Substring) -> Int? {
    guard (1...9).contains(text.count), text.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
    return Int(text)
  }

  /// A width or height: digits only; up to 18 of them are read (so "W4294967296" is reported as too large by
  /// the limit check), more cannot be a size.
  static func size(_ text: Substring, tag: String, path: String) throws(FrameSourceError) -> Int {
    guard (1...18).contains(text.count), text.allSatisfy({ ("0"..."9").contains($0) }), let value = Int(text) else {
      throw .badImage(path: path, reason: "\(tag)\(text.prefix(30)) in the YUV4MPEG2 header is not a size")
    }
    return value
  }

  /// "30000:1001" as frames per second; "0:0" (unknown) as 0; anything outside `frameRates` is refused.
  static func rate(_ text: Substring, path: String) throws(FrameSourceError) -> Double {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, let numerator = number(parts[0]), let denominator = number(parts[1]) else {
      throw .badImage(path: path, reason: "frame rate F\(text) is not two whole numbers (F30:1)")
    }
    if numerator == 0 && denominator == 0 { return 0 }
    let rate = denominator == 0 ? Double.infinity : Double(numerator) / Double(denominator)
    guard frameRates.contains(rate) else {
      throw .badImage(
        path: path,
        reason: "frame rate F\(text) is outside 1 frame per 10 s to 1000 frames per second; "
          + "re-encode it at a real rate, e.g. ffmpeg -r 30")
    }
    return rate
  }

  /// Bytes of chroma (and alpha) after the luma plane in each frame; nil for unsupported (>8-bit) spaces.
  /// Nil too for sides beyond 2^24, so the plane arithmetic can never overflow.
  public var chromaBytes: Int? {
    guard (0...(1 << 24)).contains(width), (0...(1 << 24)).contains(height) else { return nil }
    let halfWidth = (width + 1) / 2
    let halfHeight = (height + 1) / 2
    switch colourSpace {
    case "420jpeg", "420paldv", "420mpeg2", "420": return 2 * halfWidth * halfHeight
    case "422": return 2 * halfWidth * height
    case "444": return 2 * width * height
    case "444alpha": return 3 * width * height
    case "411": return 2 * ((width + 3) / 4) * height
    case "mono": return 0
    default: return nil
    }
  }

  /// Bytes of one frame's planes (luma then chroma), without its FRAME line; nil as for `chromaBytes`.
  public var frameBytes: Int? { chromaBytes.map { width * height + $0 } }

  /// The header line as written to a file.
  public var line: String {
    let rate = frameRate.isFinite ? max(0, min(frameRate, Self.frameRates.upperBound)) : 0
    let (numerator, denominator) =
      rate == rate.rounded() ? (Int(rate), 1) : (Int((rate * 1000).rounded()), 1000)
    return "YUV4MPEG2 W\(width) H\(height) F\(numerator):\(denominator) Ip A1:1 C\(colourSpace)"
  }
}
