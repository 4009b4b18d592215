import Testing

@testable import InventoryCore

/// Free-text and URL QR payloads: exact text, the byte limit of a QR code, and the URL syntax checks.
@Suite struct CodeContentQRTextAndURLTests {
  @Test func textIsEncodedExactlyAsGiven() throws {
    let text = "  Shelf 4\nBox \u{E9}\u{1F4E6}\t"
    let payload = try QRPayload.text(text)
    #expect(payload.text == text)
    #expect(payload.bytes == Array(text.utf8))
    #expect(payload.kind == .text)
  }

  @Test func textLimitIsCountedInUTF8Bytes() throws {
    let limit = QRPayload.maximumBytes
    #expect(limit == 2953)
    #expect(try QRPayload.text(String(repeating: "a", count: limit)).bytes.count == limit)
    #expect(throws: QRPayloadError.tooLong(bytes: limit + 1, limit: limit)) {
      try QRPayload.text(String(repeating: "a", count: limit + 1))
    }
    // 1477 two-byte characters are 2954 bytes though only 1477 characters.
    let twoByte = String(repeating: "\u{E9}", count: 1477)
    let error = #expect(throws: QRPayloadError.self) { try QRPayload.text(twoByte) }
    #expect(
      error?.description
        == "this is 2954 bytes in UTF-8; a QR code holds at most 2953 (byte mode, error correction level L)")
  }

  @Test func emptyOrBlankTextIsRefused() {
    for blank in ["", "   ", "\n\t"] {
      let error = #expect(throws: QRPayloadError.empty(.text)) { try QRPayload.text(blank) }
      #expect(error?.description == "the text is empty")
    }
  }

  @Test(
    "URLs of any scheme are kept as typed, trimmed",
    arguments: [
      ("https://example.com/item?id=42&x=%C3%A9#top", "https://example.com/item?id=42&x=%C3%A9#top"),
      ("  http://localhost:8080/  ", "http://localhost:8080/"), ("HTTPS://EXAMPLE.COM", "HTTPS://EXAMPLE.COM"),
      ("http://user@[::1]:443/x", "http://user@[::1]:443/x"), ("geo:51.5,-0.12", "geo:51.5,-0.12"),
      ("mailto:bob@example.com", "mailto:bob@example.com"), ("com.example.app:open/7", "com.example.app:open/7"),
    ])
  func validURLs(input: String, expected: String) throws {
    let payload = try QRPayload.url(input)
    #expect(payload.text == expected)
    #expect(payload.kind == .url)
  }

  @Test(
    "each refused URL says why",
    arguments: [
      ("", "the URL is empty"),
      ("example.com/shop", "the URL 'example.com/shop' has no scheme: write it in full, like https://example.com/shop"),
      (
        "1http://x.org",
        "the URL '1http://x.org' does not start with a scheme (a letter, then letters, digits, + - or .)"
      ),
      ("https://example.com/my shop", "a URL cannot hold a space (position 23); write it as %20"),
      ("https://example.com/caf\u{E9}", "a URL cannot hold '\u{E9}' (position 24); write it as %C3%A9"),
      ("https://example.com/<b>", "a URL cannot hold '<' (position 21); write it as %3C"),
      (
        "https://example.com/%zz",
        "not a URL: 'https://example.com/%zz' ('%' at position 21 is not followed by two hex digits)"
      ),
      ("https:", "not a URL: 'https:' (nothing after 'https:')"),
      ("https:example.com", "not a URL: 'https:example.com' (no '//' after the scheme)"),
      ("https:///path", "not a URL: 'https:///path' (no host after '//')"),
      (
        "http://example.com:80a/",
        "not a URL: 'http://example.com:80a/' (the port '80a' is not a number from 0 to 65535)"
      ),
      (
        "http://example.com:70000",
        "not a URL: 'http://example.com:70000' (the port '70000' is not a number from 0 to 65535)"
      ),
      ("http://[::1/", "not a URL: 'http://[::1/' ('[' without ']' around the host)"),
    ])
  func refusedURLs(input: String, message: String) {
    let error = #expect(throws: QRPayloadError.self) { try QRPayload.url(input) }
    #expect(error?.description == message)
  }

  @Test func urlOverTheQRLimitIsRefused() {
    let url = "https://example.com/" + String(repeating: "a", count: QRPayload.maximumBytes)
    #expect(throws: QRPayloadError.tooLong(bytes: url.utf8.count, limit: QRPayload.maximumBytes)) {
      try QRPayload.url(url)
    }
  }

  @Test func everyFieldHasAPhraseForMessages() {
    #expect(Set(QRPayloadField.allCases.map(\.description)).count == QRPayloadField.allCases.count)
    #expect(QRPayloadField.allCases.allSatisfy { $0.description.hasPrefix("the ") })
  }
}
