import Foundation

/// Maps points of a pass's working image back to the frame: x' = a x + b y + c, y' = d x + e y + f.
struct AffineMap: Sendable, Equatable {
  var a = 1.0, b = 0.0, c = 0.0, d = 0.0, e = 1.0, f = 0.0

  static let identity = AffineMap()

  /// Working image pixels are `1/factor` frame pixels (factor 2: an upscaled image).
  static func scale(_ factor: Double) -> AffineMap { AffineMap(a: 1 / factor, e: 1 / factor) }

  static func offset(x: Int, y: Int) -> AffineMap { AffineMap(c: Double(x), f: Double(y)) }

  /// `self` applied after `inner`: the map for an image derived from `inner`'s image.
  func after(_ inner: AffineMap) -> AffineMap {
    AffineMap(
      a: inner.a * a + inner.d * b, b: inner.b * a + inner.e * b, c: inner.c * a + inner.f * b + c,
      d: inner.a * d + inner.d * e, e: inner.b * d + inner.e * e, f: inner.c * d + inner.f * e + f)
  }

  /// The map back (frame pixels to working image pixels); the identity for a degenerate map.
  var inverted: AffineMap {
    let determinant = a * e - b * d
    guard determinant.isFinite, abs(determinant) > 1e-12 else { return .identity }
    return AffineMap(
      a: e / determinant, b: -b / determinant, c: (b * f - e * c) / determinant,
      d: -d / determinant, e: a / determinant, f: (d * c - a * f) / determinant)
  }

  func apply(_ point: PixelPoint) -> PixelPoint {
    let x = Double(point.x)
    let y = Double(point.y)
    return PixelPoint(x: Int((a * x + b * y + c).rounded()), y: Int((d * x + e * y + f).rounded()))
  }
}

extension ImageOps {
  /// Halves both sides, each output pixel the mean of a 2x2 block: cheaper to scan and less noisy.
  static func halve(_ frame: GreyFrame) -> GreyFrame {
    let width = frame.width / 2
    let height = frame.height / 2
    guard width > 0, height > 0 else { return frame }
    var out = [UInt8](repeating: 0, count: width * height)
    let sourceWidth = frame.width
    frame.pixels.withUnsafeBufferPointer { source in
      out.withUnsafeMutableBufferPointer { target in
        for y in 0..<height {
          let top = 2 * y * sourceWidth
          let bottom = top + sourceWidth
          for x in 0..<width {
            let sum =
              Int(source[top + 2 * x]) + Int(source[top + 2 * x + 1]) + Int(source[bottom + 2 * x])
              + Int(source[bottom + 2 * x + 1])
            target[y * width + x] = UInt8((sum + 2) >> 2)
          }
        }
      }
    }
    return GreyFrame(width: width, height: height, pixels: out, time: frame.time)
  }

  /// Resizes by `factor` with bilinear interpolation: enlarging gives zbar more pixels per module on
  /// small or distant codes.
  static func resize(_ frame: GreyFrame, factor: Double) -> GreyFrame {
    let width = max(1, Int(Double(frame.width) * factor))
    let height = max(1, Int(Double(frame.height) * factor))
    return warp(frame, width: width, height: height) { x, y in ((x + 0.5) / factor - 0.5, (y + 0.5) / factor - 0.5) }
  }

  /// Rotates by `degrees` (counter-clockwise on screen) onto a canvas large enough to hold the whole frame,
  /// filled with white. Returns the image and the map from its pixels back to the frame.
  static func rotate(_ frame: GreyFrame, degrees: Double) -> (GreyFrame, AffineMap) {
    let radians = degrees * .pi / 180
    let (cosine, sine) = (cos(radians), sin(radians))
    let width = Int((abs(Double(frame.width) * cosine) + abs(Double(frame.height) * sine)).rounded(.up))
    let height = Int((abs(Double(frame.width) * sine) + abs(Double(frame.height) * cosine)).rounded(.up))
    let (centreX, centreY) = (Double(frame.width) / 2, Double(frame.height) / 2)
    let (outCentreX, outCentreY) = (Double(width) / 2, Double(height) / 2)
    // Output (u, v) samples the frame at R(-angle) * (u - outCentre) + centre.
    let map = AffineMap(
      a: cosine, b: sine, c: centreX - cosine * outCentreX - sine * outCentreY,
      d: -sine, e: cosine, f: centreY + sine * outCentreX - cosine * outCentreY)
    let image = warp(frame, width: width, height: height) { u, v in
      (map.a * u + map.b * v + map.c, map.d * u + map.e * v + map.f)
    }
    return (image, map)
  }

  /// Samples `frame` bilinearly at `source(x, y)` for every output pixel; outside the frame is white.
  private static func warp(
    _ frame: GreyFrame, width: Int, height: Int, source: (Double, Double) -> (Double, Double)
  ) -> GreyFrame {
    var out = [UInt8](repeating: 255, count: width * height)
    let (sourceWidth, sourceHeight) = (frame.width, frame.height)
    frame.pixels.withUnsafeBufferPointer { pixels in
      out.withUnsafeMutableBufferPointer { target in
        for y in 0..<height {
          for x in 0..<width {
            let (sx, sy) = source(Double(x), Double(y))
            guard sx >= 0, sy >= 0, sx <= Double(sourceWidth - 1), sy <= Double(sourceHeight - 1) else { continue }
            let x0 = Int(sx)
            let y0 = Int(sy)
            let x1 = min(x0 + 1, sourceWidth - 1)
            let y1 = min(y0 + 1, sourceHeight - 1)
            let fx = sx - Double(x0)
            let fy = sy - Double(y0)
            let top = Double(pixels[y0 * sourceWidth + x0]) * (1 - fx) + Double(pixels[y0 * sourceWidth + x1]) * fx
            let bottom = Double(pixels[y1 * sourceWidth + x0]) * (1 - fx) + Double(pixels[y1 * sourceWidth + x1]) * fx
            target[y * width + x] = UInt8(clamping: Int((top * (1 - fy) + bottom * fy).rounded()))
          }
        }
      }
    }
    return GreyFrame(width: width, height: height, pixels: out, time: frame.time)
  }
}

extension ImageOps {
  /// `frame` enlarged `factor` times (each pixel a block: modules stay sharp) inside a white margin of `margin`
  /// frame pixels on every side: a tiny code printed without its quiet zone (`zint -b 71` draws a DataMatrix
  /// with 2-pixel modules and none) as a decoder wants it. The map takes working pixels back to the frame.
  static func quietZoned(_ frame: GreyFrame, margin: Int, factor: Int) -> (GreyFrame, AffineMap) {
    let factor = max(1, factor)
    let margin = max(0, margin)
    let width = (frame.width + 2 * margin) * factor
    let height = (frame.height + 2 * margin) * factor
    var out = [UInt8](repeating: 255, count: width * height)
    for y in 0..<frame.height {
      for x in 0..<frame.width {
        let value = frame.pixels[y * frame.width + x]
        let left = (x + margin) * factor
        for row in (y + margin) * factor..<(y + margin + 1) * factor {
          for column in left..<left + factor { out[row * width + column] = value }
        }
      }
    }
    let map = AffineMap(a: 1 / Double(factor), c: -Double(margin), e: 1 / Double(factor), f: -Double(margin))
    return (GreyFrame(width: width, height: height, pixels: out, time: frame.time), map)
  }
}
