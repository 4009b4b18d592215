import Scanning

/// Synthetic camera footage: codes moving over a desk-grey background with sensor noise, frame by frame.
public struct Scene: Sendable {
  public var width: Int
  public var height: Int
  public var frameRate: Double
  /// Standard deviation of the sensor noise, in grey levels.
  public var noise: Double
  public var seed: UInt64

  public init(width: Int, height: Int, frameRate: Double = 30, noise: Double = 4, seed: UInt64 = 7) {
    self.width = width
    self.height = height
    self.frameRate = frameRate
    self.noise = noise
    self.seed = seed
  }

  /// One code's place in one frame (its top-left corner); several per frame are allowed.
  public struct Placement: Sendable {
    public var code: GreyFrame
    public var origin: PixelPoint
    public init(_ code: GreyFrame, at origin: PixelPoint) {
      self.code = code
      self.origin = origin
    }
  }

  /// Renders one frame per entry of `timeline` (each a list of codes in view).
  public func render(_ timeline: [[Placement]]) -> [GreyFrame] {
    let fields = noiseFields(count: min(8, max(1, timeline.count)))
    let background = desk()
    return timeline.enumerated().map { index, placements in
      var frame = background
      for placement in placements { paste(placement.code, into: &frame, at: placement.origin) }
      let field = fields[index % fields.count]
      for pixel in frame.pixels.indices {
        frame.pixels[pixel] = UInt8(clamping: Int(frame.pixels[pixel]) + Int(field[pixel]))
      }
      frame.time = Double(index) / frameRate
      return frame
    }
  }

  /// Writes frames as a .y4m video at this scene's frame rate.
  public func writeVideo(_ frames: [GreyFrame], to path: String) throws {
    let writer = try Y4MWriter(path: path, width: width, height: height, frameRate: frameRate)
    for frame in frames { writer.append(frame) }
    writer.close()
  }

  /// The code sliding in from the left, staying centred, and sliding out to the right:
  /// `enter` and `leave` frames of movement around `stay` still frames.
  public func slideThrough(_ code: GreyFrame, enter: Int, stay: Int, leave: Int) -> [[Placement]] {
    let top = (height - code.height) / 2
    let centre = (width - code.width) / 2
    var timeline: [[Placement]] = []
    for step in 0..<enter {
      let x = -code.width + (centre + code.width) * (step + 1) / (enter + 1)
      timeline.append([Placement(code, at: PixelPoint(x: x, y: top))])
    }
    timeline += Array(repeating: [Placement(code, at: PixelPoint(x: centre, y: top))], count: stay)
    for step in 0..<leave {
      let x = centre + (width - centre) * (step + 1) / (leave + 1)
      timeline.append([Placement(code, at: PixelPoint(x: x, y: top))])
    }
    return timeline
  }

  /// A light grey desk with a gentle gradient.
  private func desk() -> GreyFrame {
    var frame = GreyFrame(width: width, height: height, filledWith: 0)
    for y in 0..<height {
      let level = UInt8(150 + 40 * y / max(height, 1))
      for x in 0..<width { frame.pixels[y * width + x] = level }
    }
    return frame
  }

  private func noiseFields(count: Int) -> [[Int8]] {
    var random = SeededGenerator(seed: seed)
    return (0..<count).map { _ in
      (0..<(width * height)).map { _ in Int8(clamping: Int((noise * random.gaussian()).rounded())) }
    }
  }

  private func paste(_ code: GreyFrame, into frame: inout GreyFrame, at origin: PixelPoint) {
    for y in 0..<code.height where (0..<height).contains(origin.y + y) {
      for x in 0..<code.width where (0..<width).contains(origin.x + x) {
        frame.pixels[(origin.y + y) * width + origin.x + x] = code.pixels[y * code.width + x]
      }
    }
  }
}
