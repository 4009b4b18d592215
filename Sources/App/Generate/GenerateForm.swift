import InventoryCore
import TerminalUI

/// The Generate screen's form: the kind of code, then the fields that kind asks for (WiFi adds its security and
/// hidden flag, which are choices, not text). Text typed in a field stays when the kind changes, so a phone
/// number typed for a call is still there for an SMS. The size of the saved code is the last row. `draft` is what the fields say, checked elsewhere.
struct GenerateForm {
  enum Row: Hashable {
    case kind
    case text(CodeDraft.Field)
    case security
    case hidden
    /// How big the saved code is (`CodeSize`), last.
    case size
  }

  private(set) var kind: CodeDraft.Kind = .text
  var security = WiFiNetwork.Security.wpa
  var isHidden = false
  var size = CodeSize.standard
  var fields: [CodeDraft.Field: TextField]

  init() {
    fields = Dictionary(
      uniqueKeysWithValues: CodeDraft.Field.allCases.map { ($0, TextField(placeholder: Self.placeholder($0))) })
  }

  /// The rows shown for the kind: Kind first; WiFi's security after the name, hidden last.
  var rows: [Row] {
    var rows: [Row] = [.kind]
    for field in kind.fields {
      if field == .password { rows.append(.security) }
      rows.append(.text(field))
    }
    if kind == .wifi { rows.append(.hidden) }
    rows.append(.size)
    return rows
  }

  var draft: CodeDraft {
    var draft = CodeDraft(kind: kind, security: security, isHidden: isHidden)
    for field in kind.fields { draft[field] = fields[field]?.text ?? "" }
    return draft
  }

  mutating func choose(_ kind: CodeDraft.Kind) {
    self.kind = kind
    fields[.data]?.placeholder = Self.dataPlaceholder(kind)
  }

  /// The next (or previous) kind, security or hidden flag, for the choice rows.
  mutating func step(_ row: Row, forward: Bool) {
    func stepped<T: CaseIterable & Equatable>(_ value: T) -> T where T.AllCases == [T] {
      let all = T.allCases
      let index = all.firstIndex(of: value) ?? 0
      return all[(index + (forward ? 1 : all.count - 1)) % all.count]
    }
    switch row {
    case .kind: choose(stepped(kind))
    case .security: security = stepped(security)
    case .hidden: isHidden.toggle()
    case .size:
      let presets = CodeSize.presets
      let index = presets.firstIndex(of: size) ?? 0
      size = presets[(index + (forward ? 1 : presets.count - 1)) % presets.count]
    case .text: break
    }
  }

  static func label(_ row: Row) -> String {
    switch row {
    case .kind: "Kind"
    case .security: "Security"
    case .hidden: "Hidden"
    case .size: "Size"
    case .text(let field): label(field)
    }
  }

  static func label(_ field: CodeDraft.Field) -> String {
    switch field {
    case .data: "Content"
    case .text: "Text"
    case .url: "Address"
    case .phone: "Number"
    case .message: "Message"
    case .emailAddress: "To"
    case .subject: "Subject"
    case .body: "Body"
    case .ssid: "Network name"
    case .password: "Password"
    case .firstName: "First name"
    case .lastName: "Last name"
    case .organization: "Organisation"
    case .contactPhone: "Phone"
    case .contactEmail: "E-mail"
    case .contactURL: "Web address"
    case .note: "Note"
    }
  }

  static func placeholder(_ field: CodeDraft.Field) -> String {
    switch field {
    case .data: dataPlaceholder(.ean13)
    case .url: "https://example.com"
    case .phone, .contactPhone: "+44 1234 567890"
    case .emailAddress, .contactEmail: "name@example.com"
    case .subject, .body, .message, .organization, .contactURL, .note: "optional"
    case .password: "none for an open network"
    default: ""
    }
  }

  /// What the content of a symbology looks like.
  static func dataPlaceholder(_ kind: CodeDraft.Kind) -> String {
    switch kind.codeKind {
    case .ean13: "12 digits, or 13 with the check digit"
    case .ean8: "7 digits, or 8 with the check digit"
    case .upcA: "11 digits, or 12 with the check digit"
    case .upcE: "7 digits (0 or 1 first), or 8"
    case .gs1Code128, .gs1DataMatrix: "(01)09506000134352(17)261231"
    case .code128, .dataMatrix, .qr: "text"
    }
  }

  /// What a choice row shows: "QR code: WiFi network ▾", "WPA/WPA2/WPA3 ◂▸", "no ◂▸".
  func value(_ row: Row) -> String {
    switch row {
    case .kind: "\(kind.displayName) ▾"
    case .security:
      switch security {
      case .wpa: "WPA/WPA2/WPA3 ◂▸"
      case .wep: "WEP ◂▸"
      case .none: "none (open network) ◂▸"
      }
    case .hidden: isHidden ? "yes: the network does not show its name ◂▸" : "no ◂▸"
    case .size: "\(size.shortName) ▾"
    case .text(let field): fields[field]?.text ?? ""
    }
  }
}
