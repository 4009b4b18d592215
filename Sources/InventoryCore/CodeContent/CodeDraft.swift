/// A code as a form holds it before it is checked: the kind chosen and the text of each field, as typed.
/// `content()` checks it with the same builders as `stockroom code` (`CodeContent`, `QRPayload`), so the
/// Generate screen and the command line accept the same input and refuse it in the same words.
public struct CodeDraft: Sendable, Hashable {
  /// What can be made: the QR payloads, then the symbologies with free content.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    case text, url, phone, sms, email, wifi, contact
    case ean13, ean8, upcA, upcE, code128, gs1Code128, dataMatrix, gs1DataMatrix

    /// The symbology and its content rules.
    public var codeKind: CodeKind {
      switch self {
      case .text, .url, .phone, .sms, .email, .wifi, .contact: .qr
      case .ean13: .ean13
      case .ean8: .ean8
      case .upcA: .upcA
      case .upcE: .upcE
      case .code128: .code128
      case .gs1Code128: .gs1Code128
      case .dataMatrix: .dataMatrix
      case .gs1DataMatrix: .gs1DataMatrix
      }
    }

    /// The QR payload this kind builds, nil for the other symbologies.
    public var payloadKind: QRPayload.Kind? {
      switch self {
      case .text: .text
      case .url: .url
      case .phone: .phone
      case .sms: .sms
      case .email: .email
      case .wifi: .wifi
      case .contact: .contact
      default: nil
      }
    }

    /// "QR code: WiFi network", "EAN-13".
    public var displayName: String {
      switch self {
      case .text: "QR code: text"
      case .url: "QR code: web address"
      case .phone: "QR code: phone number"
      case .sms: "QR code: text message (SMS)"
      case .email: "QR code: e-mail"
      case .wifi: "QR code: WiFi network"
      case .contact: "QR code: contact (vCard)"
      default: codeKind.displayName
      }
    }

    /// The kind as History's Created list names it, as `stockroom code` does: "qr:wifi", "ean13".
    public var historyName: String { payloadKind.map { "qr:\($0.rawValue)" } ?? codeKind.cliName }

    /// The text fields this kind asks for, in order. WiFi also has its security and hidden flag (not text).
    public var fields: [Field] {
      switch self {
      case .text: [.text]
      case .url: [.url]
      case .phone: [.phone]
      case .sms: [.phone, .message]
      case .email: [.emailAddress, .subject, .body]
      case .wifi: [.ssid, .password]
      case .contact: [.firstName, .lastName, .organization, .contactPhone, .contactEmail, .contactURL, .note]
      default: [.data]
      }
    }
  }

  /// The text inputs of every kind. A field shared by two kinds (the phone number of a call and of an SMS)
  /// keeps its text when the kind changes.
  public enum Field: String, Sendable, Hashable, CaseIterable {
    /// What a symbology with free content encodes: digits, text, or GS1's "(01)…" form.
    case data
    case text, url, phone, message, emailAddress, subject, body, ssid, password
    case firstName, lastName, organization, contactPhone, contactEmail, contactURL, note
  }

  public var kind: Kind
  /// Missing fields are empty.
  public var fields: [Field: String]
  public var security: WiFiNetwork.Security
  public var isHidden: Bool

  public init(
    kind: Kind = .text, fields: [Field: String] = [:], security: WiFiNetwork.Security = .wpa, isHidden: Bool = false
  ) {
    self.kind = kind
    self.fields = fields
    self.security = security
    self.isHidden = isHidden
  }

  public subscript(field: Field) -> String {
    get { fields[field] ?? "" }
    set { fields[field] = newValue }
  }

  /// True while every field of the kind is empty: nothing has been typed yet.
  public var isBlank: Bool { kind.fields.allSatisfy { self[$0].isEmpty } }

  /// The checked content, or why it cannot be made ("a WiFi network needs a name (SSID)").
  public func content() throws(CodeContentError) -> CodeContent {
    guard let payloadKind = kind.payloadKind else { return try CodeContent(kind.codeKind, text: self[.data]) }
    do throws(QRPayloadError) {
      return CodeContent(qr: try payload(payloadKind))
    } catch {
      throw .qr(error)
    }
  }

  private func payload(_ kind: QRPayload.Kind) throws(QRPayloadError) -> QRPayload {
    switch kind {
    case .text: return try .text(self[.text])
    case .url: return try .url(self[.url])
    case .phone: return try .phone(self[.phone])
    case .sms: return try .sms(to: self[.phone], message: self[.message])
    case .email: return try .email(to: self[.emailAddress], subject: self[.subject], body: self[.body])
    case .wifi:
      return try .wifi(
        WiFiNetwork(ssid: self[.ssid], security: security, password: self[.password], isHidden: isHidden))
    case .contact:
      return try .contact(
        ContactCard(
          firstName: self[.firstName], lastName: self[.lastName], organization: self[.organization],
          phone: self[.contactPhone], email: self[.contactEmail], url: self[.contactURL], note: self[.note]))
    }
  }
}
