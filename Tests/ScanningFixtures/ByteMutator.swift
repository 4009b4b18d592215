/// Mutations of a seed file for fuzzing the frame readers: the generic ones of libFuzzer (bit flips, byte
/// changes, truncation, deletion, insertion, duplication) plus edits of the numbers in each format's header,
/// where decompression bombs live (a 65500x65500 JPEG, W4294967296 in a y4m).
public enum ByteMutator {
  public enum Format: String, CaseIterable, Sendable {
    case png, jpeg, pnm, y4m
  }

  /// Sizes worth trying in a header: edges of `FrameLimits.standard`, of 16/32-bit integers, and zero.
  public static let interestingSizes: [UInt32] = [
    0, 1, 2, 7, 255, 256, 4096, 16383, 16384, 16385, 65500, 65535, 65536, 0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFF,
  ]

  /// Text numbers worth trying in PNM and y4m headers.
  public static let interestingNumbers = [
    "0", "1", "-1", "255", "256", "65535", "65536", "16384", "16385", "99999", "4294967296", "999999999",
    "9999999999999999999999", "1:0", "0:0", "1:100000", "100000:1", "", "x", "1e9",
  ]

  /// One mutant of `seed`: one to four mutations, a header edit among them a third of the time.
  public static func mutate(_ seed: [UInt8], format: Format, using random: inout SeededGenerator) -> [UInt8] {
    var bytes = seed
    for _ in 0..<random.int(1...4) {
      if random.chance(0.33) {
        editHeader(&bytes, format: format, using: &random)
      } else {
        mutateBytes(&bytes, using: &random)
      }
    }
    // Half the PNGs get their CRCs fixed, so mutations reach past libpng's checksum test into the decoder.
    if format == .png && random.chance(0.5) { PNGChunks.fixCRCs(&bytes) }
    return bytes
  }

  static func mutateBytes(_ bytes: inout [UInt8], using random: inout SeededGenerator) {
    guard !bytes.isEmpty else {
      bytes = [UInt8(truncatingIfNeeded: random.next())]
      return
    }
    let at = random.int(0...(bytes.count - 1))
    switch random.int(0...5) {
    case 0: bytes[at] ^= 1 << UInt8(random.int(0...7))
    case 1: bytes[at] = random.pick([0, 1, 0x7F, 0x80, 0xFF, UInt8(truncatingIfNeeded: random.next())])
    case 2: bytes.removeSubrange(random.int(0...(bytes.count - 1))...)
    case 3: bytes.removeSubrange(at..<min(bytes.count, at + random.int(1...64)))
    case 4:
      bytes.insert(contentsOf: (0..<random.int(1...32)).map { _ in UInt8(truncatingIfNeeded: random.next()) }, at: at)
    default:
      let end = min(bytes.count, at + random.int(1...256))
      bytes.insert(contentsOf: bytes[at..<end], at: random.int(0...bytes.count))
    }
  }

  static func editHeader(_ bytes: inout [UInt8], format: Format, using random: inout SeededGenerator) {
    switch format {
    case .png:
      let width = random.chance(0.5) ? random.pick(interestingSizes) : PNGChunks.bigEndian32Safe(bytes, at: 16)
      let height = random.chance(0.5) ? random.pick(interestingSizes) : PNGChunks.bigEndian32Safe(bytes, at: 20)
      PNGChunks.setSize(&bytes, width: width, height: height)
    case .jpeg: editJPEGFrameHeader(&bytes, using: &random)
    case .pnm, .y4m: editTextNumber(&bytes, using: &random)
    }
  }

  /// Sets the height, width or component count in the first SOFn segment (FFC0-FFCF but not C4, C8, CC).
  static func editJPEGFrameHeader(_ bytes: inout [UInt8], using random: inout SeededGenerator) {
    var index = 2
    while index + 9 < bytes.count {
      guard bytes[index] == 0xFF else { return }
      let marker = bytes[index + 1]
      let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
      if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
        let value = random.pick(interestingSizes)
        switch random.int(0...2) {
        case 0:
          (bytes[index + 5], bytes[index + 6]) = (
            UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)
          )
        case 1:
          (bytes[index + 7], bytes[index + 8]) = (
            UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)
          )
        default: bytes[index + 9] = UInt8(truncatingIfNeeded: value)
        }
        return
      }
      index += 2 + length
    }
  }

  /// Replaces one run of digits (or a W/H/F value) in the first 64 bytes with an interesting number.
  static func editTextNumber(_ bytes: inout [UInt8], using random: inout SeededGenerator) {
    let header = bytes.prefix(64)
    var runs: [Range<Int>] = []
    var index = header.startIndex
    while index < header.endIndex {
      guard (48...57).contains(header[index]) else {
        index += 1
        continue
      }
      let start = index
      while index < header.endIndex, (48...57).contains(header[index]) || header[index] == UInt8(ascii: ":") {
        index += 1
      }
      runs.append(start..<index)
    }
    guard !runs.isEmpty else { return }
    bytes.replaceSubrange(random.pick(runs), with: Array(random.pick(interestingNumbers).utf8))
  }
}

extension PNGChunks {
  /// The big-endian number at `offset`, or 0 when the bytes are not there.
  static func bigEndian32Safe(_ bytes: [UInt8], at offset: Int) -> UInt32 {
    offset + 4 <= bytes.count ? bigEndian32(bytes, at: offset) : 0
  }
}
