import Foundation

/// Which rows of a catalogue file are kept: those sold in one of `countries` and in one of `categories`
/// (an empty list keeps every row). A term matches an Open Food Facts tag (`en:france`, `en:united-kingdom`,
/// compared without its language prefix) or a name as written (`France`, `United Kingdom`, `Boissons`),
/// ignoring case and accents, so "france", "en:france", "France" and "FRANCE" are the same filter.
public struct CatalogueFilter: Sendable, Equatable {
  public var countries: [String]
  public var categories: [String]

  public init(countries: [String] = [], categories: [String] = []) {
    self.countries = countries
    self.categories = categories
  }

  public var isEmpty: Bool { countries.isEmpty && categories.isEmpty }

  /// `--country france --category sodas`, for summaries; empty without filters.
  public var description: String {
    (countries.map { "--country \($0)" } + categories.map { "--category \($0)" }).joined(separator: " ")
  }

  /// One term, in the two forms it is compared in.
  struct Term: Equatable {
    /// `united-kingdom`: how OFF writes a tag, without its language.
    let tag: String
    /// `united kingdom`: folded, for names.
    let name: String

    init(_ text: String) {
      var text = Substring(text.trimmingWhitespaceAndNewlines())
      if CatalogueCategories.isUntranslatedTag(text), let colon = text.firstIndex(of: ":") {
        text = text[text.index(after: colon)...]
      }
      name = Self.folded(text)
      tag = Self.tagForm(name)
    }

    /// Whether any of `tags` (OFF tags, language prefix ignored) or of `names` is this term.
    func matches(tags: [Substring], names: [Substring]) -> Bool {
      for entry in tags {
        let bare = entry.firstIndex(of: ":").map { entry[entry.index(after: $0)...] } ?? entry
        if Self.folded(bare) == tag { return true }
      }
      for entry in names {
        let folded = Self.folded(entry)
        if folded == name || Self.tagForm(folded) == tag { return true }
      }
      return false
    }

    /// Lower case without accents; ASCII text (nearly every tag) skips Foundation.
    static func folded(_ text: some StringProtocol) -> String {
      if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
      return String(text).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// `united kingdom` → `united-kingdom`, `côte d'ivoire` → `cote-d-ivoire` (already folded).
    static func tagForm(_ folded: String) -> String {
      var result = ""
      var lastWasDash = false
      for character in folded {
        if character.isLetter || character.isNumber {
          result.append(character)
          lastWasDash = false
        } else if !lastWasDash, !result.isEmpty {
          result.append("-")
          lastWasDash = true
        }
      }
      if result.last == "-" { result.removeLast() }
      return result
    }
  }

  var countryTerms: [Term] { countries.map(Term.init) }
  var categoryTerms: [Term] { categories.map(Term.init) }
}
