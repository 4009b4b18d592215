/// Why a QR payload could not be built. Each description is one sentence that names the field and, where it
/// can, says how to fix it: "a WiFi network needs a name (SSID)", "not an e-mail address: 'bob@' (nothing
/// after the @)". Positions count characters from 1.
public enum QRPayloadError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A required field is empty (or only spaces).
  case empty(QRPayloadField)
  /// The whole payload is over what a QR code holds (`QRPayload.maximumBytes`).
  case tooLong(bytes: Int, limit: Int)
  /// A field over its own limit, in UTF-8 bytes (an SSID has at most 32).
  case fieldTooLong(QRPayloadField, bytes: Int, limit: Int)
  /// A control character (a line break where the field is one line, a tab, NUL, ESC...).
  case controlCharacter(QRPayloadField, scalar: Unicode.Scalar, position: Int)
  case urlWithoutScheme(String)
  /// A character a URL cannot hold as it is; `percentEncoded` is how to write it.
  case urlCharacter(Character, position: Int, percentEncoded: String)
  case malformedURL(String, reason: String)
  case phoneNumberCharacter(Character, position: Int)
  case phoneNumberLength(digits: Int)
  case invalidEmailAddress(String, reason: String)
  case missingPassword(WiFiNetwork.Security)
  /// A password given for an open network: probably the wrong security was chosen.
  case passwordWithoutSecurity
  case passwordCharacter(WiFiNetwork.Security, character: Character, position: Int)
  case wpaPasswordLength(Int)
  case wepKeyLength(Int)
  /// A WEP key of 10 or 26 characters is a hex key; this character is not a hex digit.
  case wepHexKeyCharacter(Character, position: Int)
  case missingContactName

  public var description: String {
    switch self {
    case .empty(let field): Self.emptyDescription(field)
    case .tooLong(let bytes, let limit):
      "this is \(bytes) bytes in UTF-8; a QR code holds at most \(limit) (byte mode, error correction level L)"
    case .fieldTooLong(let field, let bytes, let limit):
      "\(field) is at most \(limit) bytes in UTF-8; this is \(bytes)"
    case .controlCharacter(let field, let scalar, let position):
      scalar == "\n" || scalar == "\r"
        ? "\(field) is one line; it has a line break at position \(position)"
        : "\(field) has a control character (\(Self.codePoint(scalar))) at position \(position)"
    case .urlWithoutScheme(let url):
      url.contains("://")
        ? "the URL '\(Self.shown(url))' does not start with a scheme (a letter, then letters, digits, + - or .)"
        : "the URL '\(Self.shown(url))' has no scheme: write it in full, like https://\(Self.shown(url))"
    case .urlCharacter(let character, let position, let encoded):
      "a URL cannot hold \(Self.shown(character)) (position \(position)); write it as \(encoded)"
    case .malformedURL(let url, let reason): "not a URL: '\(Self.shown(url))' (\(reason))"
    case .phoneNumberCharacter(let character, let position):
      "a phone number holds digits, a + at the start and the separators - . ( ) and space; "
        + "\(Self.shown(character)) at position \(position) is not one of these"
    case .phoneNumberLength(let digits):
      "a phone number has \(PhoneNumberText.digitRange.lowerBound) to \(PhoneNumberText.digitRange.upperBound) "
        + "digits (E.164); this has \(digits)"
    case .invalidEmailAddress(let address, let reason): "not an e-mail address: '\(Self.shown(address))' (\(reason))"
    case .missingPassword(let security):
      "a \(security.displayName) network needs a password (choose no password for an open network)"
    case .passwordWithoutSecurity:
      "an open network takes no password; choose WPA or WEP to give one"
    case .passwordCharacter(let security, let character, let position):
      "a \(security.displayName) password holds printable ASCII only; "
        + "\(Self.shown(character)) at position \(position) is not"
    case .wpaPasswordLength(let count): "a WPA password has 8 to 63 characters, or 64 hex digits; this has \(count)"
    case .wepKeyLength(let count): "a WEP key has 5 or 13 characters, or 10 or 26 hex digits; this has \(count)"
    case .wepHexKeyCharacter(let character, let position):
      "a WEP key of 10 or 26 characters is hex digits; \(Self.shown(character)) at position \(position) is not one"
    case .missingContactName: "a contact needs a name (first or last)"
    }
  }

  private static func emptyDescription(_ field: QRPayloadField) -> String {
    switch field {
    case .ssid: "a WiFi network needs a name (SSID)"
    case .emailAddress: "an e-mail needs an address"
    case .password: "the password is empty"
    default: "\(field) is empty"
    }
  }

  /// `U+0009`.
  static func codePoint(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// A character quoted for a message: 'x', or "a space".
  static func shown(_ character: Character) -> String {
    character == " " ? "a space" : "'" + TerminalSafeText.escaping(String(character)) + "'"
  }

  /// Input quoted in a message, with control characters made visible.
  static func shown(_ text: String) -> String { TerminalSafeText.escaping(text) }
}
