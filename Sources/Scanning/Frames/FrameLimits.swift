/// The largest image any frame reader accepts, checked against the size a file's header claims before a single
/// pixel buffer is allocated. One limit for every reader (PNG, JPEG, PGM/PPM, y4m, V4L2), so a 300-byte file
/// cannot ask for gigabytes.
///
/// Why these numbers: 16384 pixels a side holds 8K video (7680x4320), 16K panoramas and every camera sensor
/// sold; 64 Mi pixels (67,108,864) holds a 61-megapixel full-frame photo (9504x6336) and a 50-megapixel phone
/// photo (8160x6120). Decoding to grey takes one byte a pixel, so the largest accepted frame is 64 MiB; libjpeg's
/// worst case for such a frame (progressive, three components) is about 384 MiB more while it decodes.
/// Larger files (200-megapixel phone modes, scans of posters) must be scaled down first.
public struct FrameLimits: Sendable, Equatable, CustomStringConvertible {
  /// Pixels on the longer side.
  public var maxSide: Int
  /// Width times height.
  public var maxPixels: Int

  public init(maxSide: Int, maxPixels: Int) {
    self.maxSide = maxSide
    self.maxPixels = maxPixels
  }

  /// The limit every reader uses.
  public static let standard = FrameLimits(maxSide: 16384, maxPixels: 1 << 26)

  /// The largest image file worth reading: a 16-bit PPM (6 bytes a pixel) at `maxPixels`, plus room for a header.
  public var maxFileBytes: Int { min(maxPixels, Int.max / 8) * 6 + (64 << 10) }

  /// Whether a `width` x `height` image may be decoded: both sides positive and within the limits.
  /// Never traps, whatever the numbers (each side is checked before they are multiplied).
  public func allows(width: Int, height: Int) -> Bool {
    guard width > 0, height > 0, width <= maxSide, height <= maxSide else { return false }
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    return !overflow && pixels <= maxPixels
  }

  /// Throws `imageTooLarge` naming `path` unless `allows(width:height:)`; a zero side is a bad image.
  public func check(width: Int, height: Int, path: String) throws(FrameSourceError) {
    guard width > 0, height > 0 else {
      throw .badImage(path: path, reason: "its header claims \(width)x\(height) pixels")
    }
    guard allows(width: width, height: height) else {
      throw .imageTooLarge(path: path, width: width, height: height)
    }
  }

  public var description: String {
    "at most \(maxSide) pixels a side and \(Self.grouped(maxPixels)) pixels in all"
  }

  /// "67,108,864": digits in groups of three, the same in every locale.
  static func grouped(_ number: Int) -> String {
    let digits = Array(String(number.magnitude))
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return number < 0 ? "-" + text : text
  }
}
