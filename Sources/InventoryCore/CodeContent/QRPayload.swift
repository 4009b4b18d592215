/// The text a QR code carries, built from checked input in the form phones and scanner apps recognise:
/// plain text, a URL, `tel:`, `mailto:`, a WiFi network (`WIFI:`), a vCard 3.0 contact and an SMS (`SMSTO:`).
///
/// Each builder is a static function that checks its input and throws a `QRPayloadError` that names the field,
/// so a `QRPayload` value is always valid and always fits in a QR code. Hand `text` to the encoder as UTF-8 bytes
/// in byte mode (zint: `DATA_MODE`); phones read byte-mode QR codes as UTF-8.
public struct QRPayload: Sendable, Hashable, CustomStringConvertible {
  /// What the payload is, for a form or a label's caption.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    case text, url, phone, email, wifi, contact, sms
  }

  /// The most UTF-8 bytes a QR code holds: version 40 at error correction level L in byte mode holds 2953 bytes
  /// (ISO/IEC 18004 table 7). Higher levels hold less (M 2331, Q 1663, H 1273); the encoder picks the size and
  /// reports content that does not fit the level it is asked for.
  public static let maximumBytes = 2953

  public let kind: Kind
  /// The exact string to encode.
  public let text: String

  /// The UTF-8 bytes of `text`, to encode in byte mode.
  public var bytes: [UInt8] { Array(text.utf8) }
  public var description: String { text }

  /// The only way in: refuses a payload that no QR code holds.
  init(kind: Kind, checking text: String) throws(QRPayloadError) {
    let bytes = text.utf8.count
    guard bytes <= Self.maximumBytes else { throw .tooLong(bytes: bytes, limit: Self.maximumBytes) }
    self.kind = kind
    self.text = text
  }

  /// Free text, encoded exactly as given (not trimmed; line breaks and any other characters kept). Refused
  /// when it is empty or only white space, or over `maximumBytes` in UTF-8.
  public static func text(_ text: String) throws(QRPayloadError) -> QRPayload {
    guard !PayloadText.trimmed(text).isEmpty else { throw .empty(.text) }
    return try QRPayload(kind: .text, checking: text)
  }
}
