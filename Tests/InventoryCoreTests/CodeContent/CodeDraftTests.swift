import Testing

@testable import InventoryCore

/// The Generate form's fields, as typed, become the same content as `stockroom code` makes, or its refusal.
@Suite struct CodeDraftTests {
  /// One filled draft per kind, with what the encoder gets and the name History keeps.
  static let filled: [(CodeDraft.Kind, [CodeDraft.Field: String], String, String)] = [
    (.text, [.text: "Shelf 4, left"], "Shelf 4, left", "qr:text"),
    (.url, [.url: "https://example.com/a?b=1"], "https://example.com/a?b=1", "qr:url"),
    (.phone, [.phone: "+44 1234 567890"], "tel:+441234567890", "qr:phone"),
    (.sms, [.phone: "+44 1234 567890", .message: "Order ready"], "SMSTO:+441234567890:Order ready", "qr:sms"),
    (
      .email, [.emailAddress: "shop@example.com", .subject: "Order 7", .body: "Hi & bye"],
      "mailto:shop@example.com?subject=Order%207&body=Hi%20%26%20bye", "qr:email"
    ),
    (.wifi, [.ssid: "Shop; net", .password: "pa:ss,word"], "WIFI:T:WPA;S:Shop\\; net;P:pa\\:ss\\,word;;", "qr:wifi"),
    (
      .contact, [.firstName: "Ada", .lastName: "Lovelace", .contactPhone: "+44 20 7946 0000"],
      "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Lovelace;Ada;;;\r\nFN:Ada Lovelace\r\nTEL;TYPE=CELL:+442079460000\r\nEND:VCARD\r\n",
      "qr:contact"
    ),
    (.ean13, [.data: "590123412345"], "5901234123457", "ean13"),
    (.ean8, [.data: "9638507"], "96385074", "ean8"),
    (.upcA, [.data: "03600029145"], "036000291452", "upca"),
    (.upcE, [.data: "0425261"], "04252614", "upce"),
    (.code128, [.data: "SHELF-42"], "SHELF-42", "code128"),
    (.gs1Code128, [.data: "(01)09506000134352(17)261231"], "[01]09506000134352[17]261231", "gs1-128"),
    (.dataMatrix, [.data: "BIN 7"], "BIN 7", "datamatrix"),
    (.gs1DataMatrix, [.data: "(01)09506000134352"], "[01]09506000134352", "gs1-datamatrix"),
  ]

  @Test(arguments: filled)
  func aFilledDraftIsWhatTheCommandLineMakes(
    kind: CodeDraft.Kind, fields: [CodeDraft.Field: String], encoded: String, historyName: String
  ) throws {
    let content = try CodeDraft(kind: kind, fields: fields).content()
    #expect(content.encoderInput == encoded)
    #expect(content.kind == kind.codeKind)
    #expect(kind.historyName == historyName)
    #expect(Set(fields.keys).isSubset(of: Set(kind.fields)), "every field of the example is one the form shows")
  }

  @Test func everyKindIsInTheTable() {
    #expect(Set(Self.filled.map(\.0)) == Set(CodeDraft.Kind.allCases))
  }

  @Test func wifiSecurityAndHiddenAreChoices() throws {
    let open = CodeDraft(kind: .wifi, fields: [.ssid: "Guests"], security: .none, isHidden: true)
    #expect(try open.content().encoderInput == "WIFI:T:nopass;S:Guests;H:true;;")
    let wep = CodeDraft(kind: .wifi, fields: [.ssid: "Old", .password: "12345"], security: .wep)
    #expect(try wep.content().encoderInput == "WIFI:T:WEP;S:Old;P:12345;;")
  }

  @Test func fieldsOfOtherKindsAreIgnored() throws {
    let draft = CodeDraft(kind: .ean13, fields: [.data: "590123412345", .text: "not this"])
    #expect(try draft.content().encoderInput == "5901234123457")
  }

  @Test(arguments: [
    (CodeDraft(kind: .wifi, fields: [.password: "password123"]), "a WiFi network needs a name (SSID)"),
    (
      CodeDraft(kind: .wifi, fields: [.ssid: "Shop", .password: "short"]),
      "a WPA password has 8 to 63 characters, or 64 hex digits; this has 5"
    ),
    (
      CodeDraft(kind: .ean13, fields: [.data: "59012341234"]),
      "EAN-13 takes 12 digits (the check digit is added) or 13 with the right check digit; this has 11"
    ),
    (
      CodeDraft(kind: .ean13, fields: [.data: "5901234123458"]),
      "EAN-13 check digit should be 7, found 8; leave it off to have it computed"
    ),
    (
      CodeDraft(kind: .url, fields: [.url: "example.com"]),
      "the URL 'example.com' has no scheme: write it in full, like https://example.com"
    ),
    (CodeDraft(kind: .contact, fields: [.organization: "Shop"]), "a contact needs a name (first or last)"),
  ])
  func aBadDraftIsRefusedInWords(draft: CodeDraft, message: String) {
    let error = #expect(throws: CodeContentError.self) { try draft.content() }
    #expect(error?.description == message)
  }

  @Test func blankMeansNothingTypedInTheKindsFields() {
    #expect(CodeDraft(kind: .wifi).isBlank)
    #expect(CodeDraft(kind: .wifi, fields: [.text: "elsewhere"]).isBlank)
    #expect(!CodeDraft(kind: .wifi, fields: [.password: "x"]).isBlank)
  }
}
