/// One 8-bit grey image: what every frame source produces and every decoder pass reads.
///
/// Rows are packed (stride == width). `time` is seconds on the source's clock: the capture time for a
/// camera, the presentation time for a video file, 0 for a still image.
public struct GreyFrame: Sendable, Equatable {
  public let width: Int
  public let height: Int
  public var pixels: [UInt8]
  public var time: Double

  /// Wraps `pixels`, which must hold exactly `width * height` bytes.
  public init(width: Int, height: Int, pixels: [UInt8], time: Double = 0) {
    let (count, overflow) = width.multipliedReportingOverflow(by: height)
    precondition(width >= 0 && height >= 0 && !overflow && pixels.count == count, "frame size and pixel count disagree")
    self.width = width
    self.height = height
    self.pixels = pixels
    self.time = time
  }

  /// A frame of one grey level.
  public init(width: Int, height: Int, filledWith level: UInt8, time: Double = 0) {
    self.init(width: width, height: height, pixels: [UInt8](repeating: level, count: width * height), time: time)
  }

  public subscript(x: Int, y: Int) -> UInt8 {
    get { pixels[y * width + x] }
    set { pixels[y * width + x] = newValue }
  }

  /// The pixels inside `rect` (clamped to the frame) as a new frame with the same time.
  public func cropped(to rect: PixelRect) -> GreyFrame {
    let clamped = rect.clamped(width: width, height: height)
    guard clamped.width > 0, clamped.height > 0 else { return GreyFrame(width: 0, height: 0, pixels: [], time: time) }
    var out = [UInt8](repeating: 0, count: clamped.width * clamped.height)
    pixels.withUnsafeBufferPointer { source in
      out.withUnsafeMutableBufferPointer { target in
        for row in 0..<clamped.height {
          let from = (clamped.y + row) * width + clamped.x
          let to = row * clamped.width
          for column in 0..<clamped.width { target[to + column] = source[from + column] }
        }
      }
    }
    return GreyFrame(width: clamped.width, height: clamped.height, pixels: out, time: time)
  }
}

/// A point in frame (pixel) coordinates.
public struct PixelPoint: Sendable, Hashable, Codable {
  public var x: Int
  public var y: Int
  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }
}

/// An axis-aligned rectangle in frame (pixel) coordinates.
public struct PixelRect: Sendable, Hashable, Codable {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The smallest rectangle holding every point (empty for no points).
  public init(enclosing points: [PixelPoint]) {
    guard let first = points.first else {
      self.init(x: 0, y: 0, width: 0, height: 0)
      return
    }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for point in points.dropFirst() {
      minX = min(minX, point.x)
      minY = min(minY, point.y)
      maxX = max(maxX, point.x)
      maxY = max(maxY, point.y)
    }
    self.init(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
  }

  public var area: Int { width * height }
  public var midX: Double { Double(x) + Double(width) / 2 }
  public var midY: Double { Double(y) + Double(height) / 2 }

  public func contains(x px: Double, y py: Double) -> Bool {
    px >= Double(x) && px < Double(x + width) && py >= Double(y) && py < Double(y + height)
  }

  /// This rectangle cut to a `width` x `height` frame.
  public func clamped(width frameWidth: Int, height frameHeight: Int) -> PixelRect {
    let left = max(0, min(x, frameWidth))
    let top = max(0, min(y, frameHeight))
    let right = max(left, min(x + width, frameWidth))
    let bottom = max(top, min(y + height, frameHeight))
    return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// Grown by `margin` pixels on every side.
  public func insetBy(_ margin: Int) -> PixelRect {
    PixelRect(x: x - margin, y: y - margin, width: width + 2 * margin, height: height + 2 * margin)
  }
}

extension PixelRect {
  /// Whether the two rectangles share at least one pixel.
  public func intersects(_ other: PixelRect) -> Bool {
    x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
  }
}
