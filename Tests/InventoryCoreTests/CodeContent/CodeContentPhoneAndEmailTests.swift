import Foundation
import Testing

@testable import InventoryCore

/// `tel:`, `SMSTO:` and `mailto:` payloads: phone numbers reduced to `+` and digits, e-mail addresses checked,
/// subject and body percent-encoded (RFC 6068).
@Suite struct CodeContentPhoneAndEmailTests {
  @Test(
    "visual separators are dropped, digits and a leading + kept",
    arguments: [
      ("+44 1234 567890", "tel:+441234567890"), ("+1 (555) 010-9999", "tel:+15550109999"),
      ("01234.567.890", "tel:01234567890"), (" 112 ", "tel:112"), ("+123456789012345", "tel:+123456789012345"),
    ])
  func phoneNumbers(input: String, expected: String) throws {
    #expect(try QRPayload.phone(input).text == expected)
  }

  @Test(
    "each refused number says why",
    arguments: [
      ("", "the phone number is empty"),
      (
        "+44 1234 ext 5",
        "a phone number holds digits, a + at the start and the separators - . ( ) and space; 'e' at position 10 "
          + "is not one of these"
      ),
      (
        "0044+1234",
        "a phone number holds digits, a + at the start and the separators - . ( ) and space; '+' at "
          + "position 5 is not one of these"
      ),
      ("12", "a phone number has 3 to 15 digits (E.164); this has 2"),
      ("+1234567890123456", "a phone number has 3 to 15 digits (E.164); this has 16"),
      ("+", "a phone number has 3 to 15 digits (E.164); this has 0"),
      (
        "\u{0661}\u{0662}\u{0663}",
        "a phone number holds digits, a + at the start and the separators - . ( ) and "
          + "space; '\u{0661}' at position 1 is not one of these"
      ),
    ])
  func refusedPhoneNumbers(input: String, message: String) {
    let error = #expect(throws: QRPayloadError.self) { try QRPayload.phone(input) }
    #expect(error?.description == message)
  }

  @Test func smsKeepsTheMessageAfterTheNumber() throws {
    #expect(
      try QRPayload.sms(to: "+44 1234 567890", message: "Order: 2 boxes").text == "SMSTO:+441234567890:Order: 2 boxes")
    #expect(try QRPayload.sms(to: "07700 900123").text == "SMSTO:07700900123:")
    #expect(try QRPayload.sms(to: "112", message: "line 1\nline 2").text == "SMSTO:112:line 1\nline 2")
    #expect(throws: QRPayloadError.controlCharacter(.message, scalar: "\u{1B}", position: 3)) {
      try QRPayload.sms(to: "112", message: "ab\u{1B}[2J")
    }
  }

  @Test func mailtoWithSubjectAndBodyIsPercentEncoded() throws {
    let payload = try QRPayload.email(
      to: "bob@example.com", subject: "Reorder: 5 × bolts & nuts", body: "Hi Bob,\nplease send 50%=half?\nThanks")
    #expect(
      payload.text
        == "mailto:bob@example.com?subject=Reorder%3A%205%20%C3%97%20bolts%20%26%20nuts"
        + "&body=Hi%20Bob%2C%0D%0Aplease%20send%2050%25%3Dhalf%3F%0D%0AThanks")
    #expect(try QRPayload.email(to: " bob@example.com ").text == "mailto:bob@example.com")
    #expect(try QRPayload.email(to: "bob@example.com", body: "x").text == "mailto:bob@example.com?body=x")
  }

  @Test func subjectAndBodyReadBackExactly() throws {
    let subject = "50% off & more = \u{1F4E6} #1?"
    let body = "line one\r\nline two, with ; and / and +"
    let text = try QRPayload.email(to: "a.b+stock@shop.example.co.uk", subject: subject, body: body).text
    let components = try #require(URLComponents(string: text))
    #expect(components.scheme == "mailto")
    #expect(components.path == "a.b+stock@shop.example.co.uk")
    let items = Dictionary(uniqueKeysWithValues: (components.queryItems ?? []).map { ($0.name, $0.value ?? "") })
    #expect(items["subject"] == subject)
    #expect(items["body"] == body)
  }

  @Test func addressCharactersThatEndAURIPartAreEncoded() throws {
    #expect(try QRPayload.email(to: "stock#1?x@example.com").text == "mailto:stock%231%3Fx@example.com")
  }

  @Test(
    "each refused address says why",
    arguments: [
      ("", "an e-mail needs an address"),
      ("bob@", "not an e-mail address: 'bob@' (nothing after the @)"),
      ("@example.com", "not an e-mail address: '@example.com' (nothing before the @)"),
      ("bob.example.com", "not an e-mail address: 'bob.example.com' (no @)"),
      ("bob@a@example.com", "not an e-mail address: 'bob@a@example.com' (more than one @)"),
      ("bob@localhost", "not an e-mail address: 'bob@localhost' (the domain 'localhost' has no dot)"),
      ("bob@example..com", "not an e-mail address: 'bob@example..com' (an empty part in the domain 'example..com')"),
      ("bob smith@example.com", "not an e-mail address: 'bob smith@example.com' (it has a space in it)"),
      (
        "bob.@example.com",
        "not an e-mail address: 'bob.@example.com' (a dot at the start or end of the name, or two dots in a row)"
      ),
      ("b(o)b@example.com", "not an e-mail address: 'b(o)b@example.com' ('(' before the @)"),
      ("bob@exa_mple.com", "not an e-mail address: 'bob@exa_mple.com' ('_' in the domain)"),
      ("bob@-example.com", "not an e-mail address: 'bob@-example.com' (a part of the domain starts or ends with '-')"),
      ("j\u{F6}rg@example.com", "not an e-mail address: 'j\u{F6}rg@example.com' (only ASCII addresses are supported)"),
    ])
  func refusedAddresses(input: String, message: String) {
    let error = #expect(throws: QRPayloadError.self) { try QRPayload.email(to: input) }
    #expect(error?.description == message)
  }

  @Test func addressLengthLimits() {
    let local = String(repeating: "a", count: 65)
    #expect(
      throws: QRPayloadError.invalidEmailAddress("\(local)@example.com", reason: "more than 64 characters before the @")
    ) {
      try QRPayload.email(to: "\(local)@example.com")
    }
    let domain = Array(repeating: String(repeating: "d", count: 60), count: 5).joined(separator: ".")
    #expect(throws: QRPayloadError.invalidEmailAddress("bob@\(domain)", reason: "longer than 254 characters")) {
      try QRPayload.email(to: "bob@\(domain)")
    }
  }

  @Test func subjectIsOneLine() {
    let error = #expect(throws: QRPayloadError.self) {
      try QRPayload.email(to: "bob@example.com", subject: "two\nlines")
    }
    #expect(error?.description == "the e-mail subject is one line; it has a line break at position 4")
  }
}
