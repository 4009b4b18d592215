/// A WiFi network to join, as typed: the input of `QRPayload.wifi(_:)`, which checks it.
public struct WiFiNetwork: Sendable, Hashable {
  /// The security of a personal network. Enterprise networks (WPA2-EAP, with identity and method) are not
  /// supported.
  public enum Security: String, Sendable, Hashable, CaseIterable {
    /// WPA, WPA2 or WPA3 personal: a passphrase of 8 to 63 printable ASCII characters, or a 64-hex-digit key.
    case wpa = "WPA"
    /// WEP: a key of 5 or 13 ASCII characters, or 10 or 26 hex digits.
    case wep = "WEP"
    /// An open network: no password.
    case none = "nopass"

    /// "WPA", "WEP", "open": for messages.
    public var displayName: String { self == .none ? "open" : rawValue }

    /// Accepts "wpa", "wpa2", "wpa3", "wep", "nopass", "none" and "open", in any case.
    public init?(name: String) {
      switch name.lowercased().filter({ $0.isLetter || $0.isNumber }) {
      case "wpa", "wpa2", "wpa3", "wpapsk", "wpa2psk", "sae": self = .wpa
      case "wep": self = .wep
      case "nopass", "none", "open": self = .none
      default: return nil
      }
    }
  }

  /// The network name (SSID), kept exactly (spaces at either end included): 1 to 32 bytes in UTF-8.
  public var ssid: String
  public var security: Security
  /// Kept exactly; empty for an open network.
  public var password: String
  /// True for a network that does not broadcast its name: the phone must look for it.
  public var isHidden: Bool

  public init(ssid: String, security: Security = .wpa, password: String = "", isHidden: Bool = false) {
    self.ssid = ssid
    self.security = security
    self.password = password
    self.isHidden = isHidden
  }
}
