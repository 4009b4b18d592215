extension QRPayload {
  /// A URL, encoded exactly as given (trimmed). Any scheme is accepted (`https:`, `http:`, `mailto:`, `geo:`,
  /// an app's own scheme), but a scheme is required: a phone opens `example.com` as a search, not a page, so
  /// the error suggests `https://example.com` rather than guessing it.
  ///
  /// Checked: RFC 3986 characters only (no spaces, no non-ASCII: the error gives the percent-encoded form to write
  /// instead), every `%` followed by two hex digits, something after the scheme, and for the schemes that name a
  /// server (http, https, ftp, ws, wss) a `//` and a host with an optional numeric port.
  public static func url(_ url: String) throws(QRPayloadError) -> QRPayload {
    let trimmed = PayloadText.trimmed(url)
    guard !trimmed.isEmpty else { throw .empty(.url) }
    try URLText.checkCharacters(trimmed)
    let (scheme, rest) = try URLText.splitScheme(trimmed)
    guard !rest.isEmpty else { throw .malformedURL(trimmed, reason: "nothing after '\(scheme):'") }
    if URLText.serverSchemes.contains(scheme.lowercased()) {
      try URLText.checkAuthority(of: rest, in: trimmed)
    }
    return try QRPayload(kind: .url, checking: trimmed)
  }
}

/// The syntax checks behind `QRPayload.url(_:)`.
enum URLText {
  /// Schemes whose URLs name a host after `//`.
  static let serverSchemes: Set<String> = ["http", "https", "ftp", "ws", "wss"]

  /// Characters that may appear in a URI (RFC 3986 2.2 and 2.3; `%` is checked separately).
  private static let allowedPunctuation = Set("-._~:/?#[]@!$&'()*+,;=%".utf8)

  static func checkCharacters(_ url: String) throws(QRPayloadError) {
    let characters = Array(url)
    for (offset, character) in characters.enumerated() {
      let bytes = Array(String(character).utf8)
      let allowed =
        bytes.count == 1
        && (PayloadText.isASCIILetter(bytes[0]) || PayloadText.isASCIIDigit(bytes[0])
          || allowedPunctuation.contains(bytes[0]))
      guard allowed else {
        let encoded = bytes.map(PayloadText.percentEscape).joined()
        throw .urlCharacter(character, position: offset + 1, percentEncoded: encoded)
      }
      if character == "%" {
        let next = characters.dropFirst(offset + 1).prefix(2)
        guard next.count == 2, next.allSatisfy(PayloadText.isHexDigit) else {
          throw .malformedURL(url, reason: "'%' at position \(offset + 1) is not followed by two hex digits")
        }
      }
    }
  }

  /// The scheme (RFC 3986 3.1: a letter, then letters, digits, `+`, `-` or `.`) and what follows its colon.
  static func splitScheme(_ url: String) throws(QRPayloadError) -> (scheme: String, rest: Substring) {
    guard let colon = url.firstIndex(of: ":") else { throw .urlWithoutScheme(url) }
    let scheme = url[..<colon]
    guard let first = scheme.first, first.isASCII, first.isLetter,
      scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
    else { throw .urlWithoutScheme(url) }
    return (String(scheme), url[url.index(after: colon)...])
  }

  /// `//`, optional `user@`, a host (a name, an IPv4 address or an `[IPv6]` literal) and an optional port.
  static func checkAuthority(of rest: Substring, in url: String) throws(QRPayloadError) {
    guard rest.hasPrefix("//") else { throw .malformedURL(url, reason: "no '//' after the scheme") }
    let authority = rest.dropFirst(2).prefix { !"/?#".contains($0) }
    let hostAndPort = authority.split(separator: "@", omittingEmptySubsequences: false).last ?? authority
    var host = hostAndPort
    var port: Substring = ""
    if hostAndPort.hasPrefix("[") {
      guard let close = hostAndPort.firstIndex(of: "]") else {
        throw .malformedURL(url, reason: "'[' without ']' around the host")
      }
      host = hostAndPort[...close]
      let after = hostAndPort[hostAndPort.index(after: close)...]
      guard after.isEmpty || after.hasPrefix(":") else {
        throw .malformedURL(url, reason: "something other than a port after the host")
      }
      port = after.dropFirst()
    } else if let colon = hostAndPort.firstIndex(of: ":") {
      host = hostAndPort[..<colon]
      port = hostAndPort[hostAndPort.index(after: colon)...]
    }
    guard !host.isEmpty, host != "[]" else { throw .malformedURL(url, reason: "no host after '//'") }
    if !host.hasPrefix("["), let bad = host.first(where: { "[]:".contains($0) }) {
      throw .malformedURL(url, reason: "'\(bad)' in the host")
    }
    guard port.allSatisfy(\.isASCIIDigit), port.count <= 5, (Int(port) ?? 0) <= 65535 else {
      throw .malformedURL(url, reason: "the port '\(port)' is not a number from 0 to 65535")
    }
  }
}
