import Foundation
import InventoryCore

/// The words search matches, cut and folded here rather than in the server (whose tokenising depends on its
/// locale and extensions): runs of letters and digits, case, accents and width folded — what the SQLite
/// store's FTS5 index (unicode61, remove_diacritics) makes of the same text. Stored as a `tsvector`, matched
/// as prefixes (`'word':*`), so "cre" finds "Crème brûlée" on either store.
enum SearchWords {
  /// PostgreSQL refuses a word over 2,047 bytes; longer ones (never a real word) are cut at a character.
  static let maximumWordBytes = 2_000

  static func words(in text: String) -> [String] {
    asciiWords(in: text) ?? unicodeWords(in: text)
  }

  /// Any text: Unicode's letters and numbers, folded by Foundation.
  static func unicodeWords(in text: String) -> [String] {
    text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { word in
      var folded = String(word).folding(
        options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
      while folded.utf8.count > maximumWordBytes { folded.removeLast() }
      return folded
    }
  }

  /// The same words for text that is all ASCII (most names, codes and notes), without Unicode's tables: its
  /// letters and digits are A-Z, a-z and 0-9, and folding one is lower-casing it (an import cuts a million
  /// names into words). Nil for any other text.
  static func asciiWords(in text: String) -> [String]? {
    var words: [String] = []
    var word: [UInt8] = []
    func endWord() {
      guard !word.isEmpty else { return }
      words.append(String(decoding: word.prefix(maximumWordBytes), as: UTF8.self))
      word.removeAll(keepingCapacity: true)
    }
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): word.append(byte)
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): word.append(byte + 0x20)
      case 0x80...: return nil
      default: endWord()
      }
    }
    endWord()
    return words
  }

  /// An item's own words: name, barcode as given and as key, notes (its category's are added by the schema).
  static func ofItem(_ item: ItemDraft.Valid) -> [String] {
    words(in: item.name) + words(in: item.barcode?.text ?? "") + words(in: item.barcode?.key ?? "")
      + words(in: item.notes)
  }

  /// The `tsquery` for a search: every word must start a word of the item; nil when the search has no
  /// words (punctuation only), which filters nothing.
  static func query(for search: String) -> String? {
    let words = words(in: search)
    guard !words.isEmpty else { return nil }
    return words.map { word in
      let quoted = word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "''")
      return "'\(quoted)':*"
    }.joined(separator: " & ")
  }
}
