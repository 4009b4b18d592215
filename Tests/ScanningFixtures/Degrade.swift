import Foundation
import Scanning

/// Deterministic degradations that stand in for bad photographs: the same seed gives the same pixels.
public enum Degrade {
  /// A named degradation, for tables of fixtures and benchmark rows.
  public enum Kind: String, Sendable, CaseIterable {
    case clean
    case darkNoise = "dark+noise"
    case blur
    case small
    case rotated
    case shadow
  }

  public static func apply(_ kind: Kind, to frame: GreyFrame, seed: UInt64 = 1) -> GreyFrame {
    switch kind {
    case .clean: frame
    case .darkNoise: noise(darken(frame, to: 0.22), sigma: 14, seed: seed)
    case .blur: noise(blur(frame, radius: 1, passes: 3), sigma: 3, seed: seed)
    case .small: noise(scale(frame, by: 0.6), sigma: 3, seed: seed)
    case .rotated: noise(rotate(frame, degrees: 42), sigma: 3, seed: seed)
    case .shadow: noise(shadow(frame), sigma: 4, seed: seed)
    }
  }

  /// Pastes `code` on a white `width` x `height` canvas, centred unless `at` is given.
  public static func place(_ code: GreyFrame, on width: Int, _ height: Int, at origin: PixelPoint?) -> GreyFrame {
    var canvas = GreyFrame(width: width, height: height, filledWith: 255)
    let left = origin?.x ?? (width - code.width) / 2
    let top = origin?.y ?? (height - code.height) / 2
    for y in 0..<code.height where (0..<height).contains(top + y) {
      for x in 0..<code.width where (0..<width).contains(left + x) {
        canvas[left + x, top + y] = code[x, y]
      }
    }
    return canvas
  }

  /// Scales every level by `factor`: an underexposed photo.
  public static func darken(_ frame: GreyFrame, to factor: Double) -> GreyFrame {
    var out = frame
    for index in out.pixels.indices { out.pixels[index] = UInt8(Double(out.pixels[index]) * factor) }
    return out
  }

  /// Adds Gaussian sensor noise of standard deviation `sigma` levels.
  public static func noise(_ frame: GreyFrame, sigma: Double, seed: UInt64) -> GreyFrame {
    var random = SeededGenerator(seed: seed)
    var out = frame
    for index in out.pixels.indices {
      out.pixels[index] = UInt8(clamping: Int((Double(out.pixels[index]) + sigma * random.gaussian()).rounded()))
    }
    return out
  }

  /// Box blur of `radius`, `passes` times (three passes approximate a Gaussian): defocus.
  public static func blur(_ frame: GreyFrame, radius: Int, passes: Int) -> GreyFrame {
    var out = frame
    for _ in 0..<passes { out = boxBlur(out, radius: radius) }
    return out
  }

  /// Area-averaged scaling: the code seen from further away.
  public static func scale(_ frame: GreyFrame, by factor: Double) -> GreyFrame {
    let width = max(1, Int(Double(frame.width) * factor))
    let height = max(1, Int(Double(frame.height) * factor))
    var out = GreyFrame(width: width, height: height, filledWith: 255)
    for y in 0..<height {
      for x in 0..<width {
        let x0 = Int(Double(x) / factor)
        let y0 = Int(Double(y) / factor)
        let x1 = max(x0 + 1, min(frame.width, Int(Double(x + 1) / factor)))
        let y1 = max(y0 + 1, min(frame.height, Int(Double(y + 1) / factor)))
        var sum = 0
        for sy in y0..<y1 { for sx in x0..<x1 { sum += Int(frame[sx, sy]) } }
        out[x, y] = UInt8(sum / ((x1 - x0) * (y1 - y0)))
      }
    }
    return out
  }

  /// Rotation about the centre by `degrees`, bilinear, white outside.
  public static func rotate(_ frame: GreyFrame, degrees: Double) -> GreyFrame {
    let radians = degrees * .pi / 180
    let (c, s) = (cos(radians), sin(radians))
    let (cx, cy) = (Double(frame.width) / 2, Double(frame.height) / 2)
    var out = GreyFrame(width: frame.width, height: frame.height, filledWith: 255)
    for y in 0..<frame.height {
      for x in 0..<frame.width {
        let dx = Double(x) - cx
        let dy = Double(y) - cy
        let sx = c * dx + s * dy + cx
        let sy = -s * dx + c * dy + cy
        guard sx >= 0, sy >= 0, sx < Double(frame.width - 1), sy < Double(frame.height - 1) else { continue }
        let (x0, y0) = (Int(sx), Int(sy))
        let (fx, fy) = (sx - Double(x0), sy - Double(y0))
        let top = Double(frame[x0, y0]) * (1 - fx) + Double(frame[x0 + 1, y0]) * fx
        let bottom = Double(frame[x0, y0 + 1]) * (1 - fx) + Double(frame[x0 + 1, y0 + 1]) * fx
        out[x, y] = UInt8((top * (1 - fy) + bottom * fy).rounded())
      }
    }
    return out
  }

  /// A dark diagonal shadow over half the frame: uneven light.
  public static func shadow(_ frame: GreyFrame) -> GreyFrame {
    var out = frame
    for y in 0..<frame.height {
      for x in 0..<frame.width {
        let t = Double(x + y) / Double(frame.width + frame.height)
        let light = t < 0.5 ? 1.0 : max(0.25, 1 - (t - 0.5) * 2.5)
        out[x, y] = UInt8(Double(frame[x, y]) * light)
      }
    }
    return out
  }

  private static func boxBlur(_ frame: GreyFrame, radius: Int) -> GreyFrame {
    var horizontal = frame
    for y in 0..<frame.height {
      for x in 0..<frame.width {
        var sum = 0
        for dx in -radius...radius { sum += Int(frame[min(max(x + dx, 0), frame.width - 1), y]) }
        horizontal[x, y] = UInt8(sum / (2 * radius + 1))
      }
    }
    var out = horizontal
    for y in 0..<frame.height {
      for x in 0..<frame.width {
        var sum = 0
        for dy in -radius...radius { sum += Int(horizontal[x, min(max(y + dy, 0), frame.height - 1)]) }
        out[x, y] = UInt8(sum / (2 * radius + 1))
      }
    }
    return out
  }
}
