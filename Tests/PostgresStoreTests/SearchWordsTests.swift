import TestSupport
import Testing

@testable import PostgresStore

/// Search words cut and folded in Swift: ASCII text takes a shortcut that must give exactly what the Unicode
/// path gives.
struct SearchWordsTests {
  @Test(arguments: [
    ("Crème brûlée 250g", ["creme", "brulee", "250g"]),
    ("Coffee-Beans, DARK (1kg)", ["coffee", "beans", "dark", "1kg"]),
    ("  ", []),
    ("Ｗｉｄｅ", ["wide"]),
    ("5000000000005", ["5000000000005"]),
  ])
  func wordsAreRunsOfLettersAndDigitsFolded(text: String, words: [String]) {
    #expect(SearchWords.words(in: text) == words)
  }

  @Test func asciiTextGivesWhatTheUnicodePathGives() {
    // Every ASCII character, in seeded random strings of 0 to 40, and each character alone
    var generator = SeededGenerator(seed: 27)
    var texts = (0..<128).map { String(UnicodeScalar(UInt8($0))) } + ["\r\n", "A\r\nb", "tab\there"]
    for _ in 0..<2_000 {
      let length = Int(generator.next() % 41)
      texts.append(String((0..<length).map { _ in Character(UnicodeScalar(UInt8(generator.next() % 128))) }))
    }
    for text in texts {
      #expect(SearchWords.asciiWords(in: text) == SearchWords.unicodeWords(in: text), "\(text.debugDescription)")
    }
  }

  @Test func anyOtherTextTakesTheUnicodePath() {
    #expect(SearchWords.asciiWords(in: "Café") == nil)
    #expect(SearchWords.asciiWords(in: "e\u{301}") == nil)
  }

  @Test func aWordLongerThanPostgreSQLTakesIsCut() {
    let long = String(repeating: "A", count: 3_000)
    #expect(SearchWords.words(in: long) == [String(repeating: "a", count: SearchWords.maximumWordBytes)])
    #expect(SearchWords.asciiWords(in: long) == SearchWords.unicodeWords(in: long))
  }
}
