/// Cuts text to a width with "…": the longest start of the text (whole characters) that fits with the
/// ellipsis after it. Widths come from `measure`, so the rule runs without a font (the drawing measures with
/// cairo).
public enum TextFitting {
  public static let ellipsis = "…"

  /// `text` when it fits in `width`; else its longest fitting start (spaces trimmed) and "…"; "" when not even
  /// "…" fits.
  public static func truncated(_ text: String, toWidth width: Double, measure: (String) -> Double) -> String {
    if measure(text) <= width { return text }
    let characters = Array(text)
    // Binary search for the longest prefix that fits with the ellipsis (widths grow with the prefix).
    var low = 0
    var high = characters.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if measure(shortened(characters, to: middle)) <= width { low = middle } else { high = middle - 1 }
    }
    let fitted = shortened(characters, to: low)
    return measure(fitted) <= width ? fitted : ""
  }

  private static func shortened(_ characters: [Character], to count: Int) -> String {
    var prefix = String(characters.prefix(count))
    while prefix.last?.isWhitespace == true { prefix.removeLast() }
    return prefix + ellipsis
  }
}
