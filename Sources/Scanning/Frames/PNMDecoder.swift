/// Binary PGM (P5) and PPM (P6), 8 or 16 bits per sample. Netpbm is a header and raw samples, not a
/// compressed codec, so a few lines suffice (Debian's libnetpbm would add a dependency for no gain).
///
/// Every header number is read with a digit limit, the size is checked against `FrameLimits` and the sample
/// count against the bytes present before the pixel buffer is allocated.
enum PNMDecoder {
  static func decode(_ data: [UInt8], path: String, limits: FrameLimits) throws(FrameSourceError) -> GreyFrame {
    guard data.count > 2, data[0] == UInt8(ascii: "P"), data[1] == UInt8(ascii: "5") || data[1] == UInt8(ascii: "6")
    else { throw .badImage(path: path, reason: "not a binary PGM/PPM") }
    let channels = data[1] == UInt8(ascii: "5") ? 1 : 3
    var index = 2
    var fields: [Int] = []
    for name in ["width", "height", "maximum value"] {
      skipSpaceAndComments(data, &index)
      guard let value = number(data, &index) else {
        throw .badImage(path: path, reason: "PNM header: the \(name) is missing or not a number below 10^9")
      }
      fields.append(value)
    }
    // Exactly one whitespace byte separates the header from the samples.
    guard index < data.count, isSpace(data[index]) else {
      throw .badImage(path: path, reason: "PNM header: no whitespace after the maximum value")
    }
    index += 1
    let (width, height, maxValue) = (fields[0], fields[1], fields[2])
    try limits.check(width: width, height: height, path: path)
    guard (1...65535).contains(maxValue) else {
      throw .badImage(path: path, reason: "PNM maximum value \(maxValue) is outside 1...65535")
    }
    // Within the limits, width * height * 3 * 2 is at most 402,653,184: no overflow.
    let bytesPerSample = maxValue > 255 ? 2 : 1
    let needed = width * height * channels * bytesPerSample
    let present = data.count - index
    guard present >= needed else {
      throw .badImage(
        path: path, reason: "PNM data is truncated: \(width)x\(height) needs \(needed) bytes, found \(present)")
    }
    var pixels = [UInt8](repeating: 0, count: width * height)
    let weights = channels == 1 ? [1000] : [299, 587, 114]  // ITU-R BT.601 luma, in thousandths
    data.withUnsafeBufferPointer { bytes in
      for pixel in 0..<(width * height) {
        var sum = 0
        for channel in 0..<channels {
          let offset = index + (pixel * channels + channel) * bytesPerSample
          let sample = bytesPerSample == 1 ? Int(bytes[offset]) : Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
          // A sample above the maximum value (invalid, but seen) saturates to white.
          sum += min(sample, maxValue) * 255 / maxValue * weights[channel]
        }
        pixels[pixel] = UInt8(clamping: (sum + 500) / 1000)
      }
    }
    return GreyFrame(width: width, height: height, pixels: pixels)
  }

  private static func skipSpaceAndComments(_ data: [UInt8], _ index: inout Int) {
    while index < data.count, isSpace(data[index]) || data[index] == UInt8(ascii: "#") {
      if data[index] == UInt8(ascii: "#") {
        while index < data.count, data[index] != 10 { index += 1 }
      } else {
        index += 1
      }
    }
  }

  /// A decimal number of 1 to 9 digits (more digits is no sane size: nil rather than an overflow).
  private static func number(_ data: [UInt8], _ index: inout Int) -> Int? {
    var value = 0
    var digits = 0
    while index < data.count, (48...57).contains(data[index]) {
      guard digits < 9 else { return nil }
      value = value * 10 + Int(data[index] - 48)
      index += 1
      digits += 1
    }
    return digits > 0 ? value : nil
  }

  private static func isSpace(_ byte: UInt8) -> Bool { byte == 32 || (9...13).contains(byte) }
}
