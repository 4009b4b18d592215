/// The stream header of a YUV4MPEG2 file ("YUV4MPEG2 W1280 H720 F30:1 Ip A1:1 C420jpeg"), which says
/// how large each frame's planes are. Only 8-bit colour spaces are accepted.
public struct Y4MHeader: Sendable, Equatable {
  public var width: Int
  public var height: Int
  /// Frames per second (F num:den); 0 when the file does not say.
  public var frameRate: Double
  /// The colour-space tag without its "C" ("420jpeg", "mono", ...).
  public var colourSpace: String

  public init(width: Int, height: Int, frameRate: Double, colourSpace: String = "420jpeg") {
    self.width = width
    self.height = height
    self.frameRate = frameRate
    self.colourSpace = colourSpace
  }

  /// Parses the header line (without its newline).
  public init?(line: String) {
    let fields = line.split(separator: " ")
    guard fields.first == "YUV4MPEG2" else { return nil }
    var width = 0
    var height = 0
    var rate = 0.0
    var colour = "420jpeg"
    for field in fields.dropFirst() {
      let value = field.dropFirst()
      switch field.first {
      case "W": width = Int(value) ?? 0
      case "H": height = Int(value) ?? 0
      case "C": colour = String(value)
      case "F":
        let parts = value.split(separator: ":").compactMap { Double($0) }
        if parts.count == 2, parts[1] > 0 { rate = parts[0] / parts[1] }
      default: break
      }
    }
    guard width > 0, height > 0, width * height <= 1 << 26 else { return nil }
    self.init(width: width, height: height, frameRate: rate, colourSpace: colour)
    guard chromaBytes != nil else { return nil }
  }

  /// Bytes of chroma (and alpha) after the luma plane in each frame; nil for unsupported (>8-bit) spaces.
  public var chromaBytes: Int? {
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

  /// The header line as written to a file.
  public var line: String {
    let (numerator, denominator) =
      frameRate == frameRate.rounded() ? (Int(frameRate), 1) : (Int(frameRate * 1000), 1000)
    return "YUV4MPEG2 W\(width) H\(height) F\(numerator):\(denominator) Ip A1:1 C\(colourSpace)"
  }
}
