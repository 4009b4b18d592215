/// zxing-cpp 1.4 reads an Aztec symbol's padding as data (issue 22, item 6; fixed upstream after 1.4). An encoder
/// fills the last codeword with 1 bits, and five of them in the upper, lower or mixed table are B/S, a binary shift:
/// when ten or more are left (a 12-bit codeword, symbols of 23 layers or more), 1.4 reads the next five as a
/// length of 31 and returns 31 bytes from past the end of the data (measured: `zint -b 92 --vers=27 -d AAAAA` reads
/// as "AAAAA" and 31 bytes more). This walks the symbol's data bits as 1.4 does and says how the data ends.
enum AztecPadding {
  enum Ending: Equatable {
    /// The data ends where its bits do, or in fewer padding bits than a code.
    case clean
    /// The last segment is a binary shift made of padding: the decoder appended this many bytes that are not data.
    case paddingReadAsBytes(Int)
    /// A binary shift claims more bytes than the bits hold, and the bits are not padding: the data is damaged.
    case overrun
  }

  /// The tables of ISO/IEC 24778 (upper, lower, mixed, punctuation, digit) and a binary shift's bytes.
  private enum Table { case upper, lower, mixed, punct, digit, binary }

  /// How the data in `bits` (most significant bit first, `count` of them) ends, read the way zxing-cpp 1.4 reads it.
  static func ending(of bytes: [UInt8], count: Int) -> Ending {
    let count = max(0, min(count, bytes.count * 8))
    var reader = BitReader(bytes: bytes, count: count)
    var latch = Table.upper
    var shift = Table.upper
    while reader.remaining >= (shift == .digit ? 4 : 5) {
      let start = reader.position
      if shift == .binary {
        var length = reader.read(5)
        if length == 0 {
          guard reader.remaining >= 11 else { return .overrun }
          length = reader.read(11) + 31
        }
        guard reader.remaining >= length * 8 else {
          // The shift code (the bits just before `start`) and everything after it are padding only if all are 1.
          return reader.allOnes(from: start - 5) ? .paddingReadAsBytes(length) : .overrun
        }
        reader.skip(length * 8)
        shift = latch
        continue
      }
      let code = reader.read(shift == .digit ? 4 : 5)
      guard let target = control(code, in: shift) else {
        if shift == .punct, code == 0, !reader.skipFLG() { return .clean }
        shift = latch
        continue
      }
      // A shift lasts one code and returns to the table it came from, a latch stays (1.4 also returns to an
      // upper shift's table after U/S B/S, as the standard prescribes).
      latch = shift
      shift = target.table
      if target.latches { latch = shift }
    }
    return .clean
  }

  /// The table a control code leads to, and whether it latches; nil for a character (or punctuation's FLG).
  private static func control(_ code: Int, in table: Table) -> (table: Table, latches: Bool)? {
    switch (table, code) {
    case (.upper, 0), (.lower, 0), (.mixed, 0), (.digit, 0): (.punct, false)
    case (.upper, 31), (.lower, 31), (.mixed, 31): (.binary, false)
    case (.upper, 28), (.mixed, 28): (.lower, true)
    case (.lower, 28), (.digit, 15): (.upper, false)
    case (.upper, 29), (.lower, 29): (.mixed, true)
    case (.upper, 30), (.lower, 30): (.digit, true)
    case (.mixed, 29), (.punct, 31), (.digit, 14): (.upper, true)
    case (.mixed, 30): (.punct, true)
    default: nil
    }
  }

  /// Bits read one code at a time; reads past the end give 0 (the callers check `remaining` first).
  private struct BitReader {
    let bytes: [UInt8]
    let count: Int
    private(set) var position = 0

    init(bytes: [UInt8], count: Int) {
      self.bytes = bytes
      self.count = count
    }

    var remaining: Int { count - position }

    func bit(_ index: Int) -> Bool {
      guard index >= 0, index < count else { return false }
      return bytes[index / 8] & (0x80 >> UInt8(index % 8)) != 0
    }

    mutating func read(_ width: Int) -> Int {
      var value = 0
      for _ in 0..<width {
        value = value << 1 | (bit(position) ? 1 : 0)
        position += 1
      }
      return value
    }

    mutating func skip(_ width: Int) { position = min(count, position + width) }

    /// FLG(n): n = 0 is FNC1, 1 to 6 an ECI of n digits; false for the reserved 7 or bits that run out.
    mutating func skipFLG() -> Bool {
      guard remaining >= 3 else { return false }
      let digits = read(3)
      guard digits < 7, remaining >= digits * 4 else { return false }
      skip(digits * 4)
      return true
    }

    func allOnes(from start: Int) -> Bool { (max(0, start)..<count).allSatisfy(bit) }
  }
}
