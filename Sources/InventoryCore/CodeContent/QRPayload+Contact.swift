extension QRPayload {
  /// A vCard 3.0 (RFC 2426) with the lines that have content, in this order:
  /// ```
  /// BEGIN:VCARD / VERSION:3.0 / N:Last;First;;; / FN:First Last / ORG: / TEL;TYPE=CELL: / EMAIL: / URL:
  /// ADR;TYPE=WORK:;;street;city;region;postcode;country / NOTE: / END:VCARD
  /// ```
  /// Every line ends with CRLF, `END:VCARD` included (RFC 2426's grammar). Text values are escaped as RFC 2426
  /// 4 asks: `\` as `\\`, `;` as `\;`, `,` as `\,` and a line break as `\n`; the URL is a URI value and is not
  /// escaped. Non-ASCII text is kept as UTF-8 (the encoding phones assume in a QR code).
  ///
  /// Lines are not folded at 75 octets: RFC 2426 says SHOULD, but every common reader takes long lines, folding
  /// adds 3 bytes per fold to a payload that is already large, and a fold must not split a UTF-8 sequence.
  public static func contact(_ card: ContactCard) throws(QRPayloadError) -> QRPayload {
    let first = try line(card.firstName, .firstName)
    let last = try line(card.lastName, .lastName)
    guard !first.isEmpty || !last.isEmpty else { throw .missingContactName }
    var lines = ["BEGIN:VCARD", "VERSION:3.0"]
    lines.append("N:\(vCardEscaped(last));\(vCardEscaped(first));;;")
    lines.append("FN:" + vCardEscaped([first, last].filter { !$0.isEmpty }.joined(separator: " ")))
    let organization = try line(card.organization, .organization)
    if !organization.isEmpty { lines.append("ORG:" + vCardEscaped(organization)) }
    if !PayloadText.trimmed(card.phone).isEmpty {
      lines.append("TEL;TYPE=CELL:" + (try PhoneNumberText.normalised(card.phone)))
    }
    if !PayloadText.trimmed(card.email).isEmpty {
      lines.append("EMAIL:" + vCardEscaped(try EmailAddressText.checked(card.email)))
    }
    if !PayloadText.trimmed(card.url).isEmpty { lines.append("URL:" + (try url(card.url)).text) }
    let address = try [
      line(card.address.street, .street, multiline: true), line(card.address.city, .city),
      line(card.address.region, .region), line(card.address.postcode, .postcode), line(card.address.country, .country),
    ]
    if address.contains(where: { !$0.isEmpty }) {
      lines.append("ADR;TYPE=WORK:;;" + address.map(vCardEscaped).joined(separator: ";"))
    }
    let note = try line(card.note, .note, multiline: true)
    if !note.isEmpty { lines.append("NOTE:" + vCardEscaped(note)) }
    lines.append("END:VCARD")
    return try QRPayload(kind: .contact, checking: lines.map { $0 + "\r\n" }.joined())
  }

  /// A text value escaped for a vCard 3.0 content line (RFC 2426 4): backslash, semicolon, comma and line breaks.
  static func vCardEscaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "\\": result += "\\\\"
      case ";": result += "\\;"
      case ",": result += "\\,"
      case "\r\n", "\n", "\r": result += "\\n"
      default: result.append(character)
      }
    }
    return result
  }

  /// A field trimmed, with control characters refused (line breaks kept where `multiline`).
  private static func line(
    _ text: String, _ field: QRPayloadField, multiline: Bool = false
  ) throws(QRPayloadError) -> String {
    let trimmed = PayloadText.trimmed(text)
    try PayloadText.checkNoControlCharacters(trimmed, in: field, multiline: multiline)
    return trimmed
  }
}
