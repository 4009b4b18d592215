/// Measurements over a rectangle of a frame, for quality scores and hints.
struct FrameStatistics: Sendable, Equatable {
  /// Mean luminance, 0...255.
  var mean: Double
  /// 5th and 95th percentile levels: robust black and white.
  var low: Int
  var high: Int
  /// Variance of the 4-neighbour Laplacian: large for sharp edges, small for blur.
  var laplacianVariance: Double

  /// Measures `rect` of `frame`, sampling every `step`-th row and column (1 = every pixel).
  init(_ frame: GreyFrame, in rect: PixelRect, step: Int = 1) {
    let area = rect.clamped(width: frame.width, height: frame.height)
    var histogram = [Int](repeating: 0, count: 256)
    var count = 0
    var sum = 0
    var lapSum = 0.0
    var lapSquares = 0.0
    var lapCount = 0
    let width = frame.width
    frame.pixels.withUnsafeBufferPointer { pixels in
      var y = area.y
      while y < area.y + area.height {
        var x = area.x
        while x < area.x + area.width {
          let value = Int(pixels[y * width + x])
          histogram[value] += 1
          sum += value
          count += 1
          if x > 0, y > 0, x < frame.width - 1, y < frame.height - 1 {
            let index = y * width + x
            let laplacian =
              Int(pixels[index - 1]) + Int(pixels[index + 1]) + Int(pixels[index - width]) + Int(pixels[index + width])
              - 4 * value
            lapSum += Double(laplacian)
            lapSquares += Double(laplacian * laplacian)
            lapCount += 1
          }
          x += step
        }
        y += step
      }
    }
    mean = count > 0 ? Double(sum) / Double(count) : 0
    low = Self.percentile(histogram, count: count, fraction: 0.05)
    high = Self.percentile(histogram, count: count, fraction: 0.95)
    if lapCount > 0 {
      let lapMean = lapSum / Double(lapCount)
      laplacianVariance = lapSquares / Double(lapCount) - lapMean * lapMean
    } else {
      laplacianVariance = 0
    }
  }

  private static func percentile(_ histogram: [Int], count: Int, fraction: Double) -> Int {
    guard count > 0 else { return 0 }
    let target = Int(Double(count) * fraction)
    var seen = 0
    for (level, number) in histogram.enumerated() {
      seen += number
      if seen > target { return level }
    }
    return 255
  }
}
