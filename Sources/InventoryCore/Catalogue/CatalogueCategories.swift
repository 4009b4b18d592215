/// How a product's categories are read from a source file, and which one is offered for a new item.
///
/// The suggestion is the most specific category that reads as a name: Open Food Facts' own `main_category_en`
/// when the file has it (OFF picks it as the most specific of the product's categories), else the last entry of
/// the list (OFF orders `categories_en` from general to specific, and people type "Drinks, Hot drinks" in that
/// order too), skipping entries OFF could not translate (`fr:pates-a-tartiner`); when every entry is such a
/// tag, the last one made readable ("Pates a tartiner"). A simple CSV's one category is its suggestion.
enum CatalogueCategories {
  /// The entries of a comma-separated list, trimmed of spaces and tabs, empty ones dropped. Cut at the bytes
  /// (the separators are ASCII, which UTF-8 never uses inside a character): splitting by `Character` was a
  /// sixth of an Open Food Facts import.
  static func entries(_ text: Substring) -> [Substring] {
    let bytes = text.utf8
    var result: [Substring] = []
    var start = bytes.startIndex
    while start < bytes.endIndex {
      let end = bytes[start...].firstIndex(of: UInt8(ascii: ",")) ?? bytes.endIndex
      var (lower, upper) = (start, end)
      while lower < upper, bytes[lower] == 0x20 || bytes[lower] == 0x09 { lower = bytes.index(after: lower) }
      while upper > lower, bytes[bytes.index(before: upper)] == 0x20 || bytes[bytes.index(before: upper)] == 0x09 {
        upper = bytes.index(before: upper)
      }
      if lower < upper { result.append(text[lower..<upper]) }
      start = end < bytes.endIndex ? bytes.index(after: end) : end
    }
    return result
  }

  /// An entry Open Food Facts has no name for in the list's language: a tag with its language (`fr:...`).
  static func isUntranslatedTag(_ entry: some StringProtocol) -> Bool {
    guard let colon = entry.firstIndex(of: ":") else { return false }
    let language = entry[..<colon]
    return (2...3).contains(language.count) && language.allSatisfy { $0.isASCII && $0.isLowercase }
      && !entry[entry.index(after: colon)...].contains(" ")
  }

  static func suggested(main: String?, entries: [String]) -> String? {
    if let main, !main.isEmpty, !isUntranslatedTag(main) { return main }
    if let named = entries.last(where: { !isUntranslatedTag($0) }) { return named }
    guard let last = entries.last ?? main.flatMap({ $0.isEmpty ? nil : $0 }) else { return nil }
    return readable(tag: last)
  }

  /// `fr:pates-a-tartiner` → `Pates a tartiner`.
  static func readable(tag: String) -> String {
    let name = tag.split(separator: ":", maxSplits: 1).last.map(String.init) ?? tag
    let words = name.replacingDashes()
    return words.prefix(1).uppercased() + words.dropFirst()
  }
}

extension StringProtocol {
  fileprivate func replacingDashes() -> String { String(map { $0 == "-" || $0 == "_" ? " " : $0 }) }
}
