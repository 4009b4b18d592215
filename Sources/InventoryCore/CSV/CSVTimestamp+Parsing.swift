import Foundation

extension CSVTimestamp {
  /// Reads `2026-11-22T12:05:48.123Z` and the hand-written relatives of it: seconds or fraction left out
  /// (a fraction beyond milliseconds is truncated), `t` or a space for `T`, `z` for `Z`, an offset
  /// `+01:00`, `-0500` or `+01` for `Z`, or a plain date `2026-11-22` (midnight UTC). A time without a
  /// zone is refused: guessing the computer's zone would shift every time by hours without a word.
  /// Returns nil for anything else, including impossible dates such as `2026-02-30`.
  static func parse(_ text: String) -> Date? {
    var text = text
    return text.withUTF8 { bytes in
      var cursor = Cursor(bytes: bytes)
      return cursor.timestamp().map(date(milliseconds:))
    }
  }

  /// A forward reader over the bytes of one cell.
  private struct Cursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    var atEnd: Bool { position == bytes.count }

    mutating func timestamp() -> Int64? {
      guard let year = number(digits: 4), skip("-"), let month = number(digits: 2), skip("-"),
        let day = number(digits: 2), (1...12).contains(month), (1...daysInMonth(year: year, month: month)).contains(day)
      else { return nil }
      let midnight = days(year: year, month: month, day: day) * millisecondsPerDay
      if atEnd { return midnight }
      guard skip("T") || skip("t") || skip(" "), let timeOfDay = time(), let offset = zone(), atEnd else { return nil }
      return midnight + timeOfDay - offset
    }

    /// `12:05`, `12:05:48` or `12:05:48.123456`, in milliseconds since midnight.
    private mutating func time() -> Int64? {
      guard let hour = number(digits: 2), hour < 24, skip(":"), let minute = number(digits: 2), minute < 60 else {
        return nil
      }
      var milliseconds = (hour * 60 + minute) * 60_000
      guard skip(":") else { return milliseconds }
      guard let second = number(digits: 2), second < 60 else { return nil }
      milliseconds += second * 1000
      guard skip(".") || skip(",") else { return milliseconds }
      var digitCount = 0
      var fraction: Int64 = 0
      while let digit = digit() {
        digitCount += 1
        if digitCount <= 3 { fraction = fraction * 10 + digit }
      }
      guard (1...9).contains(digitCount) else { return nil }
      for _ in 0..<max(0, 3 - digitCount) { fraction *= 10 }
      return milliseconds + fraction
    }

    /// `Z` (0) or `+hh:mm`, `+hhmm`, `+hh`, and their `-` forms, in milliseconds ahead of UTC.
    private mutating func zone() -> Int64? {
      if skip("Z") || skip("z") { return 0 }
      let sign: Int64
      if skip("+") {
        sign = 1
      } else if skip("-") {
        sign = -1
      } else {
        return nil
      }
      guard let hours = number(digits: 2), hours < 24 else { return nil }
      var minutes: Int64 = 0
      if !atEnd {
        _ = skip(":")
        guard let value = number(digits: 2), value < 60 else { return nil }
        minutes = value
      }
      return sign * (hours * 60 + minutes) * 60_000
    }

    private mutating func number(digits count: Int) -> Int64? {
      var value: Int64 = 0
      for _ in 0..<count {
        guard let digit = digit() else { return nil }
        value = value * 10 + digit
      }
      return value
    }

    private mutating func digit() -> Int64? {
      guard !atEnd, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) else { return nil }
      defer { position += 1 }
      return Int64(bytes[position] - UInt8(ascii: "0"))
    }

    private mutating func skip(_ character: Unicode.Scalar) -> Bool {
      guard !atEnd, bytes[position] == UInt8(ascii: character) else { return false }
      position += 1
      return true
    }
  }
}
