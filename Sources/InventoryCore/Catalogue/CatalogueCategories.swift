/// How a product's categories are read from a source file, and which one is offered for a new item.
///
/// The suggestion is the most specific category that reads as a name: Open Food Facts' own `main_category_en`
/// when the file has it (OFF picks it as the most specific of the product's categories), else the last entry of
/// the list (OFF orders `categories_en` from general to specific, and people type "Drinks, Hot drinks" in that
/// order too), skipping entries OFF could not translate (`fr:pates-a-tartiner`); when every entry is such a
/// tag, the last one made readable ("Pates a tartiner"). A simple CSV's one category is its suggestion.
enum CatalogueCategories {
  /// The entries of a comma-separated list, trimmed, empty ones dropped.
  static func entries(_ text: Substring) -> [Substring] {
    text.split(separator: ",").map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
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
  /// Without leading and trailing spaces and tabs (the separators of hand-typed lists).
  func trimmingSpaces() -> SubSequence {
    var start = startIndex
    var end = endIndex
    while start < end, self[start] == " " || self[start] == "\t" { start = index(after: start) }
    while end > start, self[index(before: end)] == " " || self[index(before: end)] == "\t" { end = index(before: end) }
    return self[start..<end]
  }

  fileprivate func replacingDashes() -> String { String(map { $0 == "-" || $0 == "_" ? " " : $0 }) }
}
