/// A typed phone number reduced to what a `tel:` URI, an SMS and a vCard need: an optional leading `+` and digits.
///
/// RFC 3966 lets a `tel:` URI keep visual separators (`-`, `.`, `(`, `)`) and says they carry no meaning; spaces
/// are not allowed in a URI at all. Every separator is dropped here, so a number is always written one way. The
/// digits are kept as typed: the trunk 0 of `+44 (0)1234 567890` stays (as `+4401234567890`), so leave it out
/// of an international number. A number without `+` is a local number: phones dial it as typed.
enum PhoneNumberText {
  /// E.164 numbers have at most 15 digits; short codes (112, 999) have 3.
  static let digitRange = 3...15

  /// `+441234567890` for "+44 1234 567890".
  static func normalised(_ text: String) throws(QRPayloadError) -> String {
    let trimmed = PayloadText.trimmed(text)
    guard !trimmed.isEmpty else { throw .empty(.phoneNumber) }
    let separators: Set<Character> = ["-", ".", "(", ")", " "]
    var result = ""
    var digits = 0
    for (offset, character) in trimmed.enumerated() {
      if character.isASCIIDigit {
        result.append(character)
        digits += 1
      } else if character == "+" && offset == 0 {
        result.append(character)
      } else if !separators.contains(character) {
        throw .phoneNumberCharacter(character, position: offset + 1)
      }
    }
    guard digitRange.contains(digits) else { throw .phoneNumberLength(digits: digits) }
    return result
  }
}

extension QRPayload {
  /// `tel:+441234567890`: a number to call (see `PhoneNumberText` for what is kept).
  public static func phone(_ number: String) throws(QRPayloadError) -> QRPayload {
    try QRPayload(kind: .phone, checking: "tel:" + PhoneNumberText.normalised(number))
  }

  /// `SMSTO:+441234567890:message` (the form ZXing and phone cameras read): a text message to send. The message
  /// may be empty (the colon stays) and may have several lines; it is written as it is, since everything after
  /// the number's colon is the message.
  public static func sms(to number: String, message: String = "") throws(QRPayloadError) -> QRPayload {
    let number = try PhoneNumberText.normalised(number)
    try PayloadText.checkNoControlCharacters(message, in: .message, multiline: true)
    return try QRPayload(kind: .sms, checking: "SMSTO:\(number):\(message)")
  }
}
