/// Pixel filters for the hard-image passes. Pure Swift over unsafe buffers (the loops run on every
/// pixel of a frame, so bounds checks would cost more than the filter).
enum ImageOps {
  /// Stretches the grey levels so the `cut` fraction darkest pixels become 0 and the brightest become 255:
  /// contrast normalisation for dark or washed-out frames.
  static func stretchContrast(_ frame: GreyFrame, cut: Double = 0.01) -> GreyFrame {
    var histogram = [Int](repeating: 0, count: 256)
    frame.pixels.withUnsafeBufferPointer { pixels in for value in pixels { histogram[Int(value)] += 1 } }
    let total = frame.pixels.count
    let limit = Int(Double(total) * cut)
    var low = 0
    var count = 0
    while low < 255, count + histogram[low] <= limit {
      count += histogram[low]
      low += 1
    }
    var high = 255
    count = 0
    while high > 0, count + histogram[high] <= limit {
      count += histogram[high]
      high -= 1
    }
    guard high > low else { return frame }
    var table = [UInt8](repeating: 0, count: 256)
    for value in 0..<256 {
      table[value] = UInt8(clamping: (value - low) * 255 / (high - low))
    }
    return map(frame, table)
  }

  /// 255 - v: white-on-black codes become black-on-white.
  static func invert(_ frame: GreyFrame) -> GreyFrame {
    map(frame, (0..<256).map { UInt8(255 - $0) })
  }

  static func map(_ frame: GreyFrame, _ table: [UInt8]) -> GreyFrame {
    var out = frame.pixels
    table.withUnsafeBufferPointer { table in
      out.withUnsafeMutableBufferPointer { pixels in
        for index in pixels.indices { pixels[index] = table[Int(pixels[index])] }
      }
    }
    return GreyFrame(width: frame.width, height: frame.height, pixels: out, time: frame.time)
  }

  /// A separable binomial blur, kernel [1 4 6 4 1]/16 each way: removes sensor noise while keeping edges
  /// wider than about two pixels.
  static func gaussian5(_ frame: GreyFrame) -> GreyFrame {
    let (width, height) = (frame.width, frame.height)
    guard width >= 5, height >= 5 else { return frame }
    var horizontal = [UInt16](repeating: 0, count: width * height)
    var out = [UInt8](repeating: 0, count: width * height)
    frame.pixels.withUnsafeBufferPointer { source in
      horizontal.withUnsafeMutableBufferPointer { middle in
        for y in 0..<height {
          let row = y * width
          for x in 0..<width {
            let left2 = Int(source[row + max(x - 2, 0)])
            let left1 = Int(source[row + max(x - 1, 0)])
            let right1 = Int(source[row + min(x + 1, width - 1)])
            let right2 = Int(source[row + min(x + 2, width - 1)])
            middle[row + x] = UInt16(left2 + 4 * left1 + 6 * Int(source[row + x]) + 4 * right1 + right2)
          }
        }
        out.withUnsafeMutableBufferPointer { target in
          for y in 0..<height {
            let up2 = max(y - 2, 0) * width
            let up1 = max(y - 1, 0) * width
            let row = y * width
            let down1 = min(y + 1, height - 1) * width
            let down2 = min(y + 2, height - 1) * width
            for x in 0..<width {
              let sum =
                Int(middle[up2 + x]) + 4 * Int(middle[up1 + x]) + 6 * Int(middle[row + x]) + 4 * Int(middle[down1 + x])
                + Int(middle[down2 + x])
              target[row + x] = UInt8((sum + 128) >> 8)
            }
          }
        }
      }
    }
    return GreyFrame(width: width, height: height, pixels: out, time: frame.time)
  }

  /// Unsharp mask: v + amount * (v - blur(v)). Steepens edges softened by defocus or motion.
  static func sharpen(_ frame: GreyFrame, amount: Int = 2) -> GreyFrame {
    let blurred = gaussian5(frame)
    var out = frame.pixels
    blurred.pixels.withUnsafeBufferPointer { blur in
      out.withUnsafeMutableBufferPointer { pixels in
        for index in pixels.indices {
          let value = Int(pixels[index])
          pixels[index] = UInt8(clamping: value + amount * (value - Int(blur[index])))
        }
      }
    }
    return GreyFrame(width: frame.width, height: frame.height, pixels: out, time: frame.time)
  }

  /// Local contrast normalisation: each pixel against the mean of the `radius` box around it, scaled so
  /// shadows and uneven light no longer hide edges. Uses an integral image, so cost does not grow with radius.
  static func localNormalise(_ frame: GreyFrame, radius: Int = 12) -> GreyFrame {
    let (width, height) = (frame.width, frame.height)
    guard width > 2 * radius, height > 2 * radius else { return stretchContrast(frame) }
    let stride = width + 1
    var integral = [Int32](repeating: 0, count: stride * (height + 1))
    var out = [UInt8](repeating: 0, count: width * height)
    frame.pixels.withUnsafeBufferPointer { source in
      integral.withUnsafeMutableBufferPointer { sums in
        for y in 0..<height {
          var rowSum: Int32 = 0
          for x in 0..<width {
            rowSum += Int32(source[y * width + x])
            sums[(y + 1) * stride + x + 1] = sums[y * stride + x + 1] + rowSum
          }
        }
        out.withUnsafeMutableBufferPointer { target in
          for y in 0..<height {
            let top = max(y - radius, 0)
            let bottom = min(y + radius + 1, height)
            for x in 0..<width {
              let left = max(x - radius, 0)
              let right = min(x + radius + 1, width)
              let sum =
                sums[bottom * stride + right] - sums[top * stride + right] - sums[bottom * stride + left]
                + sums[top * stride + left]
              let mean = Int(sum) / ((bottom - top) * (right - left))
              target[y * width + x] = UInt8(clamping: 128 + (Int(source[y * width + x]) - mean) * 3)
            }
          }
        }
      }
    }
    return GreyFrame(width: width, height: height, pixels: out, time: frame.time)
  }
}
