import Foundation
import Testing

@testable import InventoryCore

/// Percent-decoding, shared by GS1 Digital Links and PostgreSQL URLs.
@Suite struct PercentDecodingTests {
  @Test(arguments: ["", "plain", "Café crème", "日本茶 🍵", "a+b=c&d", "%", "100%"])
  func everyTextEncodedByteByByteDecodesBack(text: String) throws {
    let encoded = text.utf8.map { String(format: "%%%02X", $0) }.joined()
    #expect(try PercentDecoding.decoded(Substring(encoded)) == text)
    #expect(try PercentDecoding.decoded(Substring(encoded.lowercased())) == text)
  }

  @Test func badEscapesAndNonUTF8AreRefused() throws {
    #expect(throws: PercentDecoding.Problem.badEscape) { try PercentDecoding.decoded("a%4") }
    #expect(throws: PercentDecoding.Problem.badEscape) { try PercentDecoding.decoded("%zz") }
    #expect(throws: PercentDecoding.Problem.notUTF8) { try PercentDecoding.decoded("%FF%FE") }
    #expect(try PercentDecoding.decoded("a+b") == "a+b")
  }
}
