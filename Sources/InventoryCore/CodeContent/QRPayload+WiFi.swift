extension QRPayload {
  /// The most bytes of an SSID (IEEE 802.11).
  public static let maximumSSIDBytes = 32

  /// `WIFI:T:WPA;S:<ssid>;P:<password>;H:true;;`, the format ZXing defined and phone cameras read. `P:` is left out
  /// for an open network and `H:true` unless the network is hidden. In the SSID and the password, `\`, `;`, `,`,
  /// `:` and `"` are escaped with a backslash.
  ///
  /// ZXing's notes suggest quoting an SSID that could be read as hex ("ABCD"); phones treat the quotes
  /// inconsistently (some keep them as part of the name), so names are never quoted here.
  public static func wifi(_ network: WiFiNetwork) throws(QRPayloadError) -> QRPayload {
    try checkSSID(network.ssid)
    try checkPassword(network.password, for: network.security)
    var text = "WIFI:T:\(network.security.rawValue);S:\(wifiEscaped(network.ssid));"
    if network.security != .none { text += "P:\(wifiEscaped(network.password));" }
    if network.isHidden { text += "H:true;" }
    return try QRPayload(kind: .wifi, checking: text + ";")
  }

  /// `text` with `\ ; , : "` escaped by a backslash.
  static func wifiEscaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      if "\\;,:\"".contains(character) { result.append("\\") }
      result.append(character)
    }
    return result
  }

  private static func checkSSID(_ ssid: String) throws(QRPayloadError) {
    guard !ssid.isEmpty else { throw .empty(.ssid) }
    try PayloadText.checkNoControlCharacters(ssid, in: .ssid)
    let bytes = ssid.utf8.count
    guard bytes <= maximumSSIDBytes else { throw .fieldTooLong(.ssid, bytes: bytes, limit: maximumSSIDBytes) }
  }

  private static func checkPassword(_ password: String, for security: WiFiNetwork.Security) throws(QRPayloadError) {
    if security == .none {
      guard password.isEmpty else { throw .passwordWithoutSecurity }
      return
    }
    guard !password.isEmpty else { throw .missingPassword(security) }
    for (offset, character) in password.enumerated() where !PayloadText.isPrintableASCII(character) {
      throw .passwordCharacter(security, character: character, position: offset + 1)
    }
    let count = password.count
    switch security {
    case .wpa:
      let isHexKey = count == 64 && password.allSatisfy(PayloadText.isHexDigit)
      guard (8...63).contains(count) || isHexKey else { throw .wpaPasswordLength(count) }
    case .wep:
      guard [5, 13, 10, 26].contains(count) else { throw .wepKeyLength(count) }
      guard count == 10 || count == 26 else { return }
      for (offset, character) in password.enumerated() where !PayloadText.isHexDigit(character) {
        throw .wepHexKeyCharacter(character, position: offset + 1)
      }
    case .none:
      return
    }
  }
}
