extension QRPayload {
  /// `mailto:bob@example.com?subject=...&body=...` (RFC 6068): an e-mail to write, with an optional subject and
  /// body. The subject is one line; the body may have several, sent as CRLF (`%0D%0A`) as RFC 6068 asks. Both are
  /// percent-encoded as UTF-8, keeping only RFC 3986 unreserved characters, so `&`, `=`, `#`, `%` and spaces
  /// (`%20`, never `+`) cannot end a field early. An empty subject or body is left out.
  public static func email(
    to address: String, subject: String = "", body: String = ""
  ) throws(QRPayloadError) -> QRPayload {
    let address = try EmailAddressText.checked(address)
    try PayloadText.checkNoControlCharacters(subject, in: .emailSubject)
    try PayloadText.checkNoControlCharacters(body, in: .emailBody, multiline: true)
    var fields: [String] = []
    if !subject.isEmpty {
      fields.append("subject=" + PayloadText.percentEncoded(subject, keeping: PayloadText.isUnreserved))
    }
    if !body.isEmpty {
      let crlfBody = PayloadText.normalisingLineBreaks(body, to: "\r\n")
      fields.append("body=" + PayloadText.percentEncoded(crlfBody, keeping: PayloadText.isUnreserved))
    }
    let query = fields.isEmpty ? "" : "?" + fields.joined(separator: "&")
    return try QRPayload(kind: .email, checking: "mailto:" + EmailAddressText.uriForm(address) + query)
  }
}

/// The shape of an e-mail address, checked well enough to catch typing mistakes: `local@domain`, where the local
/// part is RFC 5322 dot-atom text and the domain is DNS labels with at least one dot. Quoted local parts
/// (`"a b"@example.com`), address literals (`bob@[192.0.2.1]`) and non-ASCII (internationalised) addresses are
/// refused: they are rare and many mail apps mishandle them.
enum EmailAddressText {
  static let maximumLength = 254
  static let maximumLocalPartLength = 64

  /// RFC 5322 `atext` punctuation, besides letters and digits.
  private static let localPunctuation = Set("!#$%&'*+-/=?^_`{|}~")

  /// The address, trimmed, or the reason it is not one.
  static func checked(_ text: String) throws(QRPayloadError) -> String {
    let address = PayloadText.trimmed(text)
    guard !address.isEmpty else { throw .empty(.emailAddress) }
    func refuse(_ reason: String) -> QRPayloadError { .invalidEmailAddress(address, reason: reason) }
    if let wrong = address.first(where: { !$0.isASCII || $0.unicodeScalars.contains { $0.value < 0x21 } }) {
      throw refuse(wrong.isASCII ? "it has \(QRPayloadError.shown(wrong)) in it" : "only ASCII addresses are supported")
    }
    let parts = address.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2 else { throw refuse(parts.count == 1 ? "no @" : "more than one @") }
    let (local, domain) = (parts[0], parts[1])
    guard !local.isEmpty else { throw refuse("nothing before the @") }
    guard !domain.isEmpty else { throw refuse("nothing after the @") }
    guard address.utf8.count <= maximumLength else { throw refuse("longer than \(maximumLength) characters") }
    guard local.utf8.count <= maximumLocalPartLength else {
      throw refuse("more than \(maximumLocalPartLength) characters before the @")
    }
    if let bad = local.first(where: { !($0.isLetter || $0.isNumber || $0 == "." || localPunctuation.contains($0)) }) {
      throw refuse("\(QRPayloadError.shown(bad)) before the @")
    }
    guard !local.hasPrefix("."), !local.hasSuffix("."), !local.contains("..") else {
      throw refuse("a dot at the start or end of the name, or two dots in a row")
    }
    try checkDomain(domain, refuse: refuse)
    return address
  }

  private static func checkDomain(_ domain: Substring, refuse: (String) -> QRPayloadError) throws(QRPayloadError) {
    let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
    guard labels.count >= 2 else { throw refuse("the domain '\(domain)' has no dot") }
    for label in labels {
      guard !label.isEmpty else { throw refuse("an empty part in the domain '\(domain)'") }
      guard label.count <= 63 else { throw refuse("a part of the domain is longer than 63 characters") }
      if let bad = label.first(where: { !($0.isLetter || $0.isNumber || $0 == "-") }) {
        throw refuse("\(QRPayloadError.shown(bad)) in the domain")
      }
      guard !label.hasPrefix("-"), !label.hasSuffix("-") else {
        throw refuse("a part of the domain starts or ends with '-'")
      }
    }
  }

  /// The address as RFC 6068 writes it in a `mailto:` URI: unreserved characters, `@` and RFC 6068's
  /// `some-delims` stay; `#`, `%`, `&`, `/`, `=`, `?` and the rest are percent-encoded.
  static func uriForm(_ address: String) -> String {
    let kept = Set("!$'()*+,;:@".utf8)
    return PayloadText.percentEncoded(address) { PayloadText.isUnreserved($0) || kept.contains($0) }
  }
}
