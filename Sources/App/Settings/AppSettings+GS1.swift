import InventoryCore

/// The GS1 separator setting: many USB scanners cannot send GS (0x1D, what a GS1 code has between
/// variable-length elements) and are configured to send another character or a short text instead.
extension AppSettings {
  static let gs1SeparatorMaximumLength = 4

  /// Characters a GS1 element's data may contain besides letters and digits (the GS1 "CSET 82"): a single one
  /// of them as separator would cut a batch such as "AB-12/3" in two.
  static let gs1DataPunctuation = Set("!\"%&'()*+,-./:;<=>?_")

  /// Why `text` cannot be the separator, or nil when it can: 1 to 4 characters, no space, control character
  /// or digit (AIs and data are digits), not only letters (a batch could hold them), and a single character
  /// must be one GS1 data never contains (| ~ ^ # $ @ { } [ ] \ `).
  static func gs1SeparatorProblem(_ text: String) -> String? {
    let rule = "1 to 4 characters, like | ~ ^ or <GS> (no digits or spaces; empty: none)"
    guard !text.isEmpty, text.count <= gs1SeparatorMaximumLength else { return rule }
    let isControl = { (character: Character) in
      character.unicodeScalars.contains { [.control, .format].contains($0.properties.generalCategory) }
    }
    if text.contains(where: { $0.isWhitespace || $0.isNumber || isControl($0) }) { return rule }
    if text.allSatisfy(\.isLetter) { return "\(text) could be part of a batch or serial: \(rule)" }
    if text.count == 1, let only = text.first, only.isLetter || gs1DataPunctuation.contains(only) {
      return "\(text) can be part of a batch or serial: pick one GS1 data never contains, like | ~ ^ # @"
    }
    return nil
  }

  /// How text from a USB scanner or typed by hand is read as GS1: detected (GS, an AIM prefix, the bracketed
  /// form, a Digital Link), with the separator set here in place of GS.
  public var gs1Hint: GS1Hint { .detect(separator: gs1Separator) }
}
