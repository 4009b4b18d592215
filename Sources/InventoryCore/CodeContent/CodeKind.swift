/// The kinds of code stockroom can generate, named as the command line names them.
public enum CodeKind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  case qr
  case code128
  case ean13
  case ean8
  case upcA = "upca"
  case upcE = "upce"
  case gs1Code128 = "gs1-128"
  case dataMatrix = "datamatrix"
  case gs1DataMatrix = "gs1-datamatrix"

  /// The name on the command line: "qr", "gs1-128".
  public var cliName: String { rawValue }
  public var description: String { cliName }

  /// The name for people: "QR code", "EAN-13", "GS1 DataMatrix".
  public var displayName: String {
    switch self {
    case .qr: "QR code"
    case .code128: "Code 128"
    case .ean13: "EAN-13"
    case .ean8: "EAN-8"
    case .upcA: "UPC-A"
    case .upcE: "UPC-E"
    case .gs1Code128: "GS1-128"
    case .dataMatrix: "DataMatrix"
    case .gs1DataMatrix: "GS1 DataMatrix"
    }
  }

  /// The symbology a decoder reports for this code (GS1-128 is a Code 128, GS1 DataMatrix a DataMatrix).
  public var symbology: Symbology {
    switch self {
    case .qr: .qr
    case .code128, .gs1Code128: .code128
    case .ean13: .ean13
    case .ean8: .ean8
    case .upcA: .upcA
    case .upcE: .upcE
    case .dataMatrix, .gs1DataMatrix: .dataMatrix
    }
  }

  /// True for the kinds whose content is GS1 element strings (the encoder's GS1 mode).
  public var isGS1: Bool { self == .gs1Code128 || self == .gs1DataMatrix }

  /// True for the GTIN-family kinds, whose content is digits with a check digit.
  public var isRetail: Bool { symbology.isRetail }

  /// Reads a command-line name in any case, with or without `-`, `_` or spaces, and a few common aliases:
  /// "QR-Code", "code-128", "EAN-13", "UPC-A", "EAN-128" (GS1-128's old name), "DM", "gs1dm".
  public init?(name: String) {
    let folded = name.lowercased().filter { $0.isLetter || $0.isNumber }
    let aliases: [String: CodeKind] = [
      "qr": .qr, "qrcode": .qr, "code128": .code128, "c128": .code128, "ean13": .ean13, "ean8": .ean8,
      "upca": .upcA, "upce": .upcE, "gs1128": .gs1Code128, "ean128": .gs1Code128, "ucc128": .gs1Code128,
      "datamatrix": .dataMatrix, "dm": .dataMatrix, "gs1datamatrix": .gs1DataMatrix, "gs1dm": .gs1DataMatrix,
    ]
    guard let kind = aliases[folded] else { return nil }
    self = kind
  }

  /// Like `init?(name:)`, with an error that lists the names to choose from.
  public static func parse(_ name: String) throws(CodeContentError) -> CodeKind {
    guard let kind = CodeKind(name: name) else { throw .unknownKind(name) }
    return kind
  }
}
