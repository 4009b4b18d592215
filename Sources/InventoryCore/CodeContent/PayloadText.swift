/// Checks and encodings shared by the QR payload builders.
enum PayloadText {
  /// `text` without spaces, tabs and line breaks at either end.
  static func trimmed(_ text: String) -> String {
    let blank: Set<Character> = [" ", "\t", "\n", "\r", "\r\n"]
    guard let first = text.firstIndex(where: { !blank.contains($0) }),
      let last = text.lastIndex(where: { !blank.contains($0) })
    else { return "" }
    return String(text[first...last])
  }

  /// Refuses control characters (Unicode category Cc: C0, DEL, C1). A multi-line field keeps line breaks and tabs:
  /// a note or a message body may have several lines, a name or an SSID may not.
  static func checkNoControlCharacters(
    _ text: String, in field: QRPayloadField, multiline: Bool = false
  ) throws(QRPayloadError) {
    let allowed: Set<Unicode.Scalar> = multiline ? ["\n", "\r", "\t"] : []
    for (offset, character) in text.enumerated() {
      for scalar in character.unicodeScalars
      where scalar.properties.generalCategory == .control && !allowed.contains(scalar) {
        throw .controlCharacter(field, scalar: scalar, position: offset + 1)
      }
    }
  }

  /// Every line break (CRLF, CR or LF) replaced by `lineBreak`.
  static func normalisingLineBreaks(_ text: String, to lineBreak: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      if character == "\r\n" || character == "\n" || character == "\r" {
        result += lineBreak
      } else {
        result.append(character)
      }
    }
    return result
  }

  /// `text` as UTF-8 with every byte for which `keep` is false written as %XX (upper-case hex, RFC 3986 2.1).
  static func percentEncoded(_ text: String, keeping keep: (UInt8) -> Bool) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      if keep(byte) {
        result.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        result += percentEscape(byte)
      }
    }
    return result
  }

  /// "%3C" for `<`.
  static func percentEscape(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0x0F)])
  }

  /// RFC 3986 unreserved characters: letters, digits, `-`, `.`, `_`, `~`.
  static func isUnreserved(_ byte: UInt8) -> Bool {
    isASCIILetter(byte) || isASCIIDigit(byte) || byte == 0x2D || byte == 0x2E || byte == 0x5F || byte == 0x7E
  }

  static func isASCIILetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
  static func isASCIIDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

  static func isHexDigit(_ character: Character) -> Bool { character.isASCII && character.isHexDigit }

  /// Printable ASCII, space to `~`: the characters of a WPA passphrase (IEEE 802.11i) and of a WEP text key.
  static func isPrintableASCII(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return false }
    return (0x20...0x7E).contains(scalar.value)
  }
}
