import Testing

@testable import InventoryCore

/// vCard 3.0 contacts: exact lines, RFC 2426 escaping, CRLF endings, UTF-8 kept, the name required.
@Suite struct CodeContentVCardTests {
  @Test func fullCardIsWrittenLineByLine() throws {
    let card = ContactCard(
      firstName: " Ada ", lastName: "Lovelace", organization: "Analytical Engines, Ltd.", phone: "+44 20 7946 0000",
      email: "ada@example.com", url: "https://example.com/ada",
      address: PostalAddress(
        street: "12 St. James's Square\nFloor 2", city: "London", postcode: "SW1Y 4LB", country: "UK"),
      note: #"Ships on Mon; Tue\Wed"#)
    let payload = try QRPayload.contact(card)
    let expected = [
      "BEGIN:VCARD", "VERSION:3.0", "N:Lovelace;Ada;;;", "FN:Ada Lovelace", #"ORG:Analytical Engines\, Ltd."#,
      "TEL;TYPE=CELL:+442079460000", "EMAIL:ada@example.com", "URL:https://example.com/ada",
      #"ADR;TYPE=WORK:;;12 St. James's Square\nFloor 2;London;;SW1Y 4LB;UK"#, #"NOTE:Ships on Mon\; Tue\\Wed"#,
      "END:VCARD",
    ]
    #expect(payload.text == expected.map { $0 + "\r\n" }.joined())
    #expect(payload.kind == .contact)
  }

  @Test func nameAloneMakesTheSmallestCard() throws {
    let lastOnly = try QRPayload.contact(ContactCard(lastName: "Smith"))
    #expect(lastOnly.text == "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Smith;;;;\r\nFN:Smith\r\nEND:VCARD\r\n")
    let firstOnly = try QRPayload.contact(ContactCard(firstName: "Cher"))
    #expect(firstOnly.text == "BEGIN:VCARD\r\nVERSION:3.0\r\nN:;Cher;;;\r\nFN:Cher\r\nEND:VCARD\r\n")
  }

  @Test func nonASCIITextIsKeptAsUTF8() throws {
    let payload = try QRPayload.contact(
      ContactCard(firstName: "Zo\u{EB}", lastName: "\u{C5}ngstr\u{F6}m", organization: "\u{6771}\u{4EAC} \u{1F4E6}"))
    #expect(payload.text.contains("N:\u{C5}ngstr\u{F6}m;Zo\u{EB};;;\r\n"))
    #expect(payload.text.contains("ORG:\u{6771}\u{4EAC} \u{1F4E6}\r\n"))
    // "ë" is two bytes (C3 AB), not a Latin-1 byte or an escape.
    #expect(payload.bytes.starts(with: Array("BEGIN:VCARD\r\nVERSION:3.0\r\nN:\u{C5}".utf8)))
    #expect(payload.bytes.contains(0xAB) && payload.bytes.contains(0xC3))
  }

  @Test func everyLineEndsWithCRLF() throws {
    let payload = try QRPayload.contact(ContactCard(firstName: "A", note: "one\ntwo\r\nthree\rfour"))
    #expect(payload.text.hasSuffix("END:VCARD\r\n"))
    #expect(payload.text.contains(#"NOTE:one\ntwo\nthree\nfour"# + "\r\n"))
    // "\r\n" is one Character: what is left between them holds no other line break.
    let lines = payload.text.split(separator: "\r\n")
    #expect(lines.count == 6)
    #expect(!lines.contains { $0.contains("\n") || $0.contains("\r") })
  }

  @Test(
    "escaped text reads back exactly",
    arguments: [#"a;b,c\d"#, "line 1\nline 2", #"\n is not a line break"#, "plain", #"\\;;,,"#])
  func noteRoundTrip(note: String) throws {
    let text = try QRPayload.contact(ContactCard(firstName: "A", note: note)).text
    let line = try #require(text.components(separatedBy: "\r\n").first { $0.hasPrefix("NOTE:") })
    #expect(Self.unescaped(line.dropFirst(5)) == note)
  }

  @Test(
    "each refusal names the field",
    arguments: [
      (ContactCard(organization: "Acme"), "a contact needs a name (first or last)"),
      (ContactCard(firstName: "  ", lastName: "\n"), "a contact needs a name (first or last)"),
      (
        ContactCard(firstName: "A", organization: "Ac\nme"),
        "the organisation is one line; it has a line break at position 3"
      ),
      (ContactCard(firstName: "A\u{7}"), "the first name has a control character (U+0007) at position 2"),
      (
        ContactCard(firstName: "A", phone: "call me"),
        "a phone number holds digits, a + at the start and the separators - . ( ) "
          + "and space; 'c' at position 1 is not one of these"
      ),
      (ContactCard(firstName: "A", email: "bob@"), "not an e-mail address: 'bob@' (nothing after the @)"),
      (
        ContactCard(firstName: "A", url: "example.com"),
        "the URL 'example.com' has no scheme: write it in full, like https://example.com"
      ),
      (
        ContactCard(firstName: "A", address: PostalAddress(city: "Lon\ndon")),
        "the city is one line; it has a line break at position 4"
      ),
    ])
  func refusals(card: ContactCard, message: String) {
    let error = #expect(throws: QRPayloadError.self) { try QRPayload.contact(card) }
    #expect(error?.description == message)
  }

  @Test func cardOverTheQRLimitIsRefused() {
    let note = String(repeating: "n", count: QRPayload.maximumBytes)
    let error = #expect(throws: QRPayloadError.self) { try QRPayload.contact(ContactCard(firstName: "A", note: note)) }
    guard case .tooLong(let bytes, let limit) = error else {
      Issue.record("expected tooLong, got \(String(describing: error))")
      return
    }
    #expect(bytes > limit)
    #expect(limit == QRPayload.maximumBytes)
  }

  /// RFC 2426 text unescaping, as a vCard reader does it.
  private static func unescaped(_ value: Substring) -> String {
    var result = ""
    var escaped = false
    for character in value {
      if escaped {
        result.append(character == "n" || character == "N" ? "\n" : character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else {
        result.append(character)
      }
    }
    return result
  }
}
