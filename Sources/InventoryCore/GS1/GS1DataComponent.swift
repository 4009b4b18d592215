/// The characters an AI's data may use (GS1 General Specifications 7.11 and figure 7.11-1).
public enum GS1CharacterSet: String, Sendable, Hashable {
  /// "N": digits only.
  case numeric = "N"
  /// "X": GS1 AI encodable character set 82 (digits, letters of both cases and `!"%&'()*+,-./:;<=>?_`).
  case set82 = "X"
  /// "Y": GS1 AI encodable character set 39 (digits, capital letters, `#`, `-`, `/`).
  case set39 = "Y"
  /// "Z": the URI- and file-safe base64 alphabet (set 64) with `=` padding, used by digital signatures (8030).
  case set64 = "Z"

  public func contains(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    let isDigit = (0x30...0x39).contains(value)
    let isUpper = (0x41...0x5A).contains(value)
    let isLower = (0x61...0x7A).contains(value)
    switch self {
    case .numeric: return isDigit
    case .set82: return isDigit || isUpper || isLower || Self.set82Symbols.contains(value)
    case .set39: return isDigit || isUpper || value == 0x23 || value == 0x2D || value == 0x2F
    case .set64: return isDigit || isUpper || isLower || value == 0x2D || value == 0x5F || value == 0x3D
    }
  }

  /// `!"%&'()*+,-./:;<=>?_`: set 82 leaves out space, `#$@[\]^{|}~` and the backquote.
  private static let set82Symbols: Set<UInt32> = Set("!\"%&'()*+,-./:;<=>?_".unicodeScalars.map(\.value))

  /// How problems name the set: "GS1 character set 82".
  public var name: String {
    switch self {
    case .numeric: "digits"
    case .set82: "GS1 character set 82"
    case .set39: "GS1 character set 39"
    case .set64: "GS1 character set 64"
    }
  }
}

/// One part of an AI's data field, as the GS1 Barcode Syntax Dictionary splits it: `N6`, `X..20`, `[N4]`.
/// Every part but the last has a fixed length; only trailing parts are optional.
public struct GS1DataComponent: Sendable, Hashable {
  /// What the parser checks beyond the character set and length.
  public enum Check: Sendable, Hashable {
    case none
    /// The last digit is a GS1 mod-10 check digit.
    case checkDigit
    /// YYMMDD; `dayZeroAllowed` where the specification lets day 00 stand for the month's last day.
    case date(dayZeroAllowed: Bool)
  }

  public let characterSet: GS1CharacterSet
  public let minimumLength: Int
  public let maximumLength: Int
  public let isOptional: Bool
  public let check: Check

  public var isFixedLength: Bool { minimumLength == maximumLength }

  /// A fixed-length numeric part: `N6`.
  static func n(_ length: Int, _ check: Check = .none) -> Self {
    Self(characterSet: .numeric, minimumLength: length, maximumLength: length, isOptional: false, check: check)
  }

  /// A variable-length numeric part: `N..8`.
  static func n(upTo maximum: Int) -> Self {
    Self(characterSet: .numeric, minimumLength: 1, maximumLength: maximum, isOptional: false, check: .none)
  }

  /// A fixed-length set-82 part: `X2`.
  static func x(_ length: Int) -> Self {
    Self(characterSet: .set82, minimumLength: length, maximumLength: length, isOptional: false, check: .none)
  }

  /// A variable-length part of set 82 (or another alphanumeric set): `X..20`.
  static func x(upTo maximum: Int, _ characterSet: GS1CharacterSet = .set82) -> Self {
    Self(characterSet: characterSet, minimumLength: 1, maximumLength: maximum, isOptional: false, check: .none)
  }

  /// The same part, which may be left out: `[X..17]`.
  var optional: Self {
    Self(
      characterSet: characterSet, minimumLength: minimumLength, maximumLength: maximumLength, isOptional: true,
      check: check)
  }

  /// The form the specification writes: `N6`, `X..20`, `[N4]`.
  public var notation: String {
    let length = isFixedLength ? "\(maximumLength)" : "..\(maximumLength)"
    let text = characterSet.rawValue + length
    return isOptional ? "[\(text)]" : text
  }
}
