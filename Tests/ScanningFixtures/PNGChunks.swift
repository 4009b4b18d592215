/// PNG byte surgery for fuzzing and seed files: chunk CRCs (so a mutated header reaches libpng's size check
/// instead of its CRC check) and a tiny writer of any colour type, bit depth and interlace, with "stored"
/// (uncompressed) deflate blocks, so seeds cover paths our grey writer never produces.
public enum PNGChunks {
  public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// CRC-32 as PNG (and zlib's crc32) computes it.
  public static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = (crc >> 1) ^ (crc & 1 == 1 ? 0xEDB8_8320 : 0) }
    }
    return ~crc
  }

  /// Recomputes the CRC of every whole chunk after the signature (a truncated last chunk is left alone).
  public static func fixCRCs(_ png: inout [UInt8]) {
    var offset = signature.count
    while offset + 12 <= png.count {
      let length = Int(bigEndian32(png, at: offset))
      guard length <= png.count - offset - 12 else { return }
      let crc = crc32(png[(offset + 4)..<(offset + 8 + length)])
      put32(crc, into: &png, at: offset + 8 + length)
      offset += 12 + length
    }
  }

  /// Sets IHDR's width and height (the first chunk) and fixes its CRC.
  public static func setSize(_ png: inout [UInt8], width: UInt32, height: UInt32) {
    guard png.count >= 33 else { return }
    put32(width, into: &png, at: 16)
    put32(height, into: &png, at: 20)
    put32(crc32(png[12..<29]), into: &png, at: 29)
  }

  /// A PNG of `width` x `height`; `sample(x, y, channel)` gives each sample (0...2^depth-1).
  public static func image(
    width: Int, height: Int, colourType: UInt8, depth: UInt8, interlaced: Bool,
    sample: (Int, Int, Int) -> Int
  ) -> [UInt8] {
    let channels = [0: 1, 2: 3, 4: 2, 6: 4][Int(colourType)] ?? 1
    var raw: [UInt8] = []
    // Adam7 passes as (x start, y start, x step, y step); one pass covering everything when not interlaced.
    let passes =
      interlaced
      ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
      : [(0, 0, 1, 1)]
    for (x0, y0, dx, dy) in passes {
      for y in stride(from: y0, to: height, by: dy) {
        let xs = Array(stride(from: x0, to: width, by: dx))
        guard !xs.isEmpty else { continue }
        raw.append(0)  // filter: none
        var bits: [Int] = []
        for x in xs {
          for channel in 0..<channels { bits.append(sample(x, y, channel)) }
        }
        raw += pack(bits, depth: Int(depth))
      }
    }
    var header: [UInt8] = []
    put32(UInt32(width), into: &header, at: 0)
    put32(UInt32(height), into: &header, at: 4)
    header += [depth, colourType, 0, 0, interlaced ? 1 : 0]
    return signature + chunk("IHDR", header) + chunk("IDAT", storedZlib(raw)) + chunk("IEND", [])
  }

  private static func pack(_ samples: [Int], depth: Int) -> [UInt8] {
    if depth == 8 { return samples.map { UInt8(truncatingIfNeeded: $0) } }
    if depth == 16 { return samples.flatMap { [UInt8(truncatingIfNeeded: $0 >> 8), UInt8(truncatingIfNeeded: $0)] } }
    var out: [UInt8] = []
    var current = 0
    var used = 0
    for value in samples {
      current = current << depth | (value & ((1 << depth) - 1))
      used += depth
      if used == 8 {
        out.append(UInt8(truncatingIfNeeded: current))
        (current, used) = (0, 0)
      }
    }
    if used > 0 { out.append(UInt8(truncatingIfNeeded: current << (8 - used))) }
    return out
  }

  private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    put32(UInt32(data.count), into: &out, at: 0)
    let body = Array(type.utf8) + data
    out += body
    put32(crc32(body[...]), into: &out, at: out.count)
    return out
  }

  /// A zlib stream of stored deflate blocks (no compression), with its Adler-32.
  private static func storedZlib(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let count = min(65535, data.count - offset)
      let last: UInt8 = offset + count == data.count ? 1 : 0
      out += [last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
      out += data[offset..<(offset + count)]
      offset += count
    } while offset < data.count
    var (a, b): (UInt32, UInt32) = (1, 0)
    for byte in data {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    put32(b << 16 | a, into: &out, at: out.count)
    return out
  }

  static func bigEndian32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
    bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
  }

  /// Writes `value` big-endian at `offset`, appending when `offset` is the end.
  static func put32(_ value: UInt32, into bytes: inout [UInt8], at offset: Int) {
    let encoded = (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
    if offset == bytes.count {
      bytes += encoded
    } else {
      bytes.replaceSubrange(offset..<(offset + 4), with: encoded)
    }
  }
}
