/// Binary PGM (P5) and PPM (P6), 8 or 16 bits per sample. Netpbm is a header and raw samples, not a
/// compressed codec, so a few lines suffice (Debian's libnetpbm would add a dependency for no gain).
enum PNMDecoder {
  static func decode(_ data: [UInt8]) -> Result<GreyFrame, ImageCodecError> {
    guard data.count > 2, data[0] == UInt8(ascii: "P"), data[1] == UInt8(ascii: "5") || data[1] == UInt8(ascii: "6")
    else { return .failure(ImageCodecError("not a binary PGM/PPM")) }
    let channels = data[1] == UInt8(ascii: "5") ? 1 : 3
    var index = 2
    var fields: [Int] = []
    while fields.count < 3 {
      while index < data.count, isSpace(data[index]) || data[index] == UInt8(ascii: "#") {
        if data[index] == UInt8(ascii: "#") {
          while index < data.count, data[index] != 10 { index += 1 }
        } else {
          index += 1
        }
      }
      var value = 0
      var digits = 0
      while index < data.count, (48...57).contains(data[index]), digits < 9 {
        value = value * 10 + Int(data[index] - 48)
        index += 1
        digits += 1
      }
      guard digits > 0 else { return .failure(ImageCodecError("bad PNM header")) }
      fields.append(value)
    }
    index += 1  // exactly one whitespace byte separates the header from the samples
    let (width, height, maxValue) = (fields[0], fields[1], fields[2])
    guard width > 0, height > 0, (1...65535).contains(maxValue), width * height <= 1 << 28 else {
      return .failure(ImageCodecError("bad PNM size or maximum value"))
    }
    let bytesPerSample = maxValue > 255 ? 2 : 1
    let needed = width * height * channels * bytesPerSample
    guard data.count - index >= needed else { return .failure(ImageCodecError("PNM data is truncated")) }
    var pixels = [UInt8](repeating: 0, count: width * height)
    let weights = channels == 1 ? [1000] : [299, 587, 114]  // ITU-R BT.601 luma, in thousandths
    data.withUnsafeBufferPointer { bytes in
      for pixel in 0..<(width * height) {
        var sum = 0
        for channel in 0..<channels {
          let offset = index + (pixel * channels + channel) * bytesPerSample
          let sample = bytesPerSample == 1 ? Int(bytes[offset]) : Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
          sum += sample * 255 / maxValue * weights[channel]
        }
        pixels[pixel] = UInt8(clamping: (sum + 500) / 1000)
      }
    }
    return .success(GreyFrame(width: width, height: height, pixels: pixels))
  }

  private static func isSpace(_ byte: UInt8) -> Bool { byte == 32 || (9...13).contains(byte) }
}
