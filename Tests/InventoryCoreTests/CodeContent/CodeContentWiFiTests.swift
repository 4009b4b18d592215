import Testing

@testable import InventoryCore

/// WiFi QR payloads in ZXing's `WIFI:` format: escaping, the password rules of each security, hidden networks.
@Suite struct CodeContentWiFiTests {
  @Test func wpaNetworkWithSpecialCharactersIsEscapedExactly() throws {
    let network = WiFiNetwork(ssid: #"Shop "Back";Room"#, security: .wpa, password: #"pa;ss"wo:rd,\1"#)
    let payload = try QRPayload.wifi(network)
    #expect(payload.text == #"WIFI:T:WPA;S:Shop \"Back\"\;Room;P:pa\;ss\"wo\:rd\,\\1;;"#)
    #expect(payload.kind == .wifi)
  }

  @Test func hiddenFlagAndOpenNetwork() throws {
    let hidden = try QRPayload.wifi(WiFiNetwork(ssid: "Store", password: "correct horse", isHidden: true))
    #expect(hidden.text == "WIFI:T:WPA;S:Store;P:correct horse;H:true;;")
    let open = try QRPayload.wifi(WiFiNetwork(ssid: "Guests", security: .none))
    #expect(open.text == "WIFI:T:nopass;S:Guests;;")
  }

  @Test func wepKeysOfEachAcceptedForm() throws {
    for key in ["abcde", "abcdefghijklm", "0123456789", "0123456789ABCDEF0123456789"] {
      let payload = try QRPayload.wifi(WiFiNetwork(ssid: "Old", security: .wep, password: key))
      #expect(payload.text == "WIFI:T:WEP;S:Old;P:\(key);;")
    }
  }

  @Test func wpaAcceptsA64DigitHexKeyButNot64OtherCharacters() throws {
    let hex = String(repeating: "0123456789abcdef", count: 4)
    #expect(try QRPayload.wifi(WiFiNetwork(ssid: "N", password: hex)).text == "WIFI:T:WPA;S:N;P:\(hex);;")
    let notHex = String(repeating: "g", count: 64)
    #expect(throws: QRPayloadError.wpaPasswordLength(64)) {
      try QRPayload.wifi(WiFiNetwork(ssid: "N", password: notHex))
    }
  }

  @Test(
    "each refusal names the field and the rule",
    arguments: [
      (WiFiNetwork(ssid: "", password: "12345678"), "a WiFi network needs a name (SSID)"),
      (WiFiNetwork(ssid: "Shop"), "a WPA network needs a password (choose no password for an open network)"),
      (
        WiFiNetwork(ssid: "Shop", security: .wep),
        "a WEP network needs a password (choose no password for an open network)"
      ),
      (
        WiFiNetwork(ssid: "Shop", password: "1234567"),
        "a WPA password has 8 to 63 characters, or 64 hex digits; this has 7"
      ),
      (
        WiFiNetwork(ssid: "Shop", password: String(repeating: "x", count: 64)),
        "a WPA password has 8 to 63 characters, or 64 hex digits; this has 64"
      ),
      (
        WiFiNetwork(ssid: "Shop", security: .wep, password: "123456"),
        "a WEP key has 5 or 13 characters, or 10 or 26 hex digits; this has 6"
      ),
      (
        WiFiNetwork(ssid: "Shop", security: .wep, password: "012345678g"),
        "a WEP key of 10 or 26 characters is hex digits; 'g' at position 10 is not one"
      ),
      (
        WiFiNetwork(ssid: "Shop", password: "caf\u{E9} au lait"),
        "a WPA password holds printable ASCII only; '\u{E9}' at position 4 is not"
      ),
      (
        WiFiNetwork(ssid: "Shop", security: .none, password: "secret99"),
        "an open network takes no password; choose WPA or WEP to give one"
      ),
      (
        WiFiNetwork(ssid: String(repeating: "\u{E9}", count: 17), password: "12345678"),
        "the network name (SSID) is at most 32 bytes in UTF-8; this is 34"
      ),
      (
        WiFiNetwork(ssid: "Shop\nFloor", password: "12345678"),
        "the network name (SSID) is one line; it has a line break at position 5"
      ),
    ])
  func refusals(network: WiFiNetwork, message: String) {
    let error = #expect(throws: QRPayloadError.self) { try QRPayload.wifi(network) }
    #expect(error?.description == message)
  }

  @Test func wpaLengthLimitsAreInclusive() throws {
    for length in [8, 63] {
      let password = String(repeating: "p", count: length)
      #expect(throws: Never.self) { try QRPayload.wifi(WiFiNetwork(ssid: "N", password: password)) }
    }
    #expect(throws: QRPayloadError.wpaPasswordLength(64)) {
      try QRPayload.wifi(WiFiNetwork(ssid: "N", password: String(repeating: "p", count: 64)))
    }
    let ssid32 = String(repeating: "s", count: 32)
    #expect(throws: Never.self) { try QRPayload.wifi(WiFiNetwork(ssid: ssid32, password: "12345678")) }
  }

  @Test(
    "the SSID and password read back exactly",
    arguments: [
      ("plain", "password"), (#"a\b;c,d:e"f"#, #";;;\\\"::,,"#), ("  spaced  ", " leading and trailing "),
      ("\u{1F4E6} Lager", "ends with backslash\\"),
    ])
  func roundTrip(ssid: String, password: String) throws {
    let payload = try QRPayload.wifi(WiFiNetwork(ssid: ssid, password: password))
    let fields = try #require(Self.fields(of: payload.text))
    #expect(fields["T"] == "WPA")
    #expect(fields["S"] == ssid)
    #expect(fields["P"] == password)
    #expect(fields["H"] == nil)
  }

  @Test func securityNamesFromTheCommandLine() {
    #expect(WiFiNetwork.Security(name: "WPA2") == .wpa)
    #expect(WiFiNetwork.Security(name: "wpa3") == .wpa)
    #expect(WiFiNetwork.Security(name: "WEP") == .wep)
    #expect(WiFiNetwork.Security(name: "open") == WiFiNetwork.Security.none)
    #expect(WiFiNetwork.Security(name: "nopass") == WiFiNetwork.Security.none)
    #expect(WiFiNetwork.Security(name: "wpa2-eap") == nil)
  }

  /// A reader of the `WIFI:` format as ZXing's WifiResultParser reads it: fields end at an unescaped `;`, a
  /// backslash takes the next character literally.
  private static func fields(of text: String) -> [String: String]? {
    guard text.hasPrefix("WIFI:"), text.hasSuffix(";;") else { return nil }
    var fields: [String: String] = [:]
    var current = ""
    var escaped = false
    for character in text.dropFirst(5) {
      if escaped {
        current.append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == ";" {
        if let colon = current.firstIndex(of: ":") {
          fields[String(current[..<colon])] = String(current[current.index(after: colon)...])
        }
        current = ""
      } else {
        current.append(character)
      }
    }
    return fields
  }
}
