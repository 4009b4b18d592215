/// What a USB scanner may send in place of GS (0x1D) between GS1 elements: many scanners cannot send GS and
/// are configured to send another character or a short text. One rule for the app's setting and the CLI.
public enum GS1SubstituteSeparator {
  public static let maximumLength = 4

  /// Characters a GS1 element's data may contain besides letters and digits (the GS1 "CSET 82"): a single one
  /// of them as separator would cut a batch such as "AB-12/3" in two.
  static let dataPunctuation = Set("!\"%&'()*+,-./:;<=>?_")

  /// Why `text` cannot be the separator, or nil when it can: 1 to 4 characters, no space, control character
  /// or digit (AIs and data are digits), not only letters (a batch could hold them), and a single character
  /// must be one GS1 data never contains (| ~ ^ # $ @ { } [ ] \ `).
  public static func problem(_ text: String) -> String? {
    let rule = "1 to 4 characters, like | ~ ^ or <GS> (no digits or spaces; empty: none)"
    guard !text.isEmpty, text.count <= maximumLength else { return rule }
    let isControl = { (character: Character) in
      character.unicodeScalars.contains { [.control, .format].contains($0.properties.generalCategory) }
    }
    if text.contains(where: { $0.isWhitespace || $0.isNumber || isControl($0) }) { return rule }
    if text.allSatisfy(\.isLetter) { return "\(text) could be part of a batch or serial: \(rule)" }
    if text.count == 1, let only = text.first, only.isLetter || dataPunctuation.contains(only) {
      return "\(text) can be part of a batch or serial: pick one GS1 data never contains, like | ~ ^ # @"
    }
    return nil
  }
}
