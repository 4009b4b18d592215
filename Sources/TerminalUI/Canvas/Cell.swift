/// One character cell of a `Canvas`. A wide character (日, 🍵) occupies its cell and the next one, which
/// is marked `isContinuation` and is never drawn by itself.
public struct Cell: Hashable, Sendable {
  public var character: Character
  public var role: StyleRole
  /// Attributes added to the role's style (e.g. bold for one word in a row).
  public var attributes: TextAttributes
  public var isContinuation: Bool

  public init(
    _ character: Character = " ", role: StyleRole = .normal, attributes: TextAttributes = [],
    isContinuation: Bool = false
  ) {
    self.character = character
    self.role = role
    self.attributes = attributes
    self.isContinuation = isContinuation
  }

  public static let blank = Cell()
}

extension Character {
  /// The character as a canvas shows it. Control characters (which would move a real terminal's cursor
  /// or start escape sequences when item names contain them) become their Unicode control pictures: a
  /// newline inside an imported name reads "␤", Esc "␛" (C1 controls, which have none, "�"). Zero-width
  /// format characters (joiners, bidi marks) glued to a letter are dropped, so a stray joiner cannot
  /// join on screen what it does not join in the name; only an emoji ZWJ sequence (👨‍👩‍👧) keeps them.
  var sanitizedForDisplay: Character {
    let scalars = unicodeScalars
    guard let first = scalars.first else { return self }
    if first.value < 0x20 || (0x7F..<0xA0).contains(first.value) { return Self.controlPicture(first, in: self) }
    guard scalars.count > 1, scalars.contains(where: Self.isZeroWidthFormat) else { return self }
    let isEmojiSequence = scalars.allSatisfy { scalar in
      Self.isZeroWidthFormat(scalar) || scalar.properties.generalCategory == .nonspacingMark
        || scalar.properties.isEmojiModifier || (scalar.properties.isEmoji && scalar.value > 0xFF)
    }
    if isEmojiSequence && scalars.contains("\u{200D}") { return self }
    var kept = String.UnicodeScalarView()
    kept.append(contentsOf: scalars.filter { !Self.isZeroWidthFormat($0) })
    return String(kept).first ?? self
  }

  private static func isZeroWidthFormat(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .format
  }

  private static func controlPicture(_ scalar: Unicode.Scalar, in character: Character) -> Character {
    switch scalar.value {
    case 0x09: return " "
    // "\r\n" is one Character: a Windows line break is one newline.
    case 0x0A: return "\u{2424}"
    case 0x0D where character.unicodeScalars.count > 1: return "\u{2424}"
    case 0x00..<0x20: return Unicode.Scalar(0x2400 + scalar.value).map(Character.init) ?? "\u{FFFD}"
    case 0x7F: return "\u{2421}"
    default: return "\u{FFFD}"
    }
  }
}
