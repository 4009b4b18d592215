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
  /// The character as a canvas shows it: control characters (which would move a real terminal's
  /// cursor or start escape sequences when item names contain them) become "�".
  var sanitizedForDisplay: Character {
    guard let scalar = unicodeScalars.first, unicodeScalars.count == 1 else { return self }
    let value = scalar.value
    if value == 0x09 { return " " }
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return "\u{FFFD}" }
    return self
  }
}
