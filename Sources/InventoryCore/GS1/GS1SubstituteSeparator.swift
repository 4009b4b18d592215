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

extension GS1SubstituteSeparator {
  /// Texts scanners are often set to send for FNC1 besides single characters.
  static let commonTexts = ["<GS>", "^]", "{GS}", "[GS]", "<F1>"]

  /// The separator `text` seems to use in place of GS when none (or another) is set: a character or short text
  /// that could be the setting and that, read as GS, makes `text` a valid GS1 element string of at least two
  /// elements (so "0109506000134352" + "10ABC|17261231" is GS1 with "|"). Nil when `text` is GS1 as it stands
  /// (with `configured`), or when no such separator makes it GS1: a plain code stays a plain code.
  public static func guess(in text: String, configured: String? = nil) -> String? {
    guard GS1ElementString.detect(text, separator: configured) == nil else { return nil }
    let scalars = GS1ElementString.trimmedScalars(text)
    guard scalars.count >= 4, !scalars.contains(GS1ElementString.groupSeparator) else { return nil }
    var candidates: [String] = commonTexts.filter { text.contains($0) }
    for character in text where !candidates.contains(String(character)) { candidates.append(String(character)) }
    for candidate in candidates where candidate != configured && problem(candidate) == nil {
      let separator = Array(candidate.unicodeScalars)
      // Two digits first (an AI) or the separator first (the leading FNC1), as detection's own rule 3.
      let startsLikeGS1 =
        scalars.starts(with: separator)
        || (GS1ElementString.isDigit(scalars[0]) && GS1ElementString.isDigit(scalars[1]))
      guard startsLikeGS1,
        let parsed = try? GS1ElementString.parse(raw: text, separator: candidate), parsed.elements.count >= 2
      else { continue }
      return candidate
    }
    return nil
  }
}
