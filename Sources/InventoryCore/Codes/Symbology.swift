/// Barcode symbologies stockroom knows by name. Retail (GTIN-family) codes are check-digit validated
/// and normalised; every other symbology is kept verbatim.
public enum Symbology: String, Sendable, CaseIterable, Codable {
  case ean13 = "EAN-13"
  case ean8 = "EAN-8"
  case upcA = "UPC-A"
  case upcE = "UPC-E"
  case gtin14 = "GTIN-14"
  case isbn10 = "ISBN-10"
  case isbn13 = "ISBN-13"
  case code128 = "CODE-128"
  case code39 = "CODE-39"
  case code93 = "CODE-93"
  case itf = "I2/5"
  case codabar = "CODABAR"
  case dataBar = "DATABAR"
  case dataBarExpanded = "DATABAR-EXP"
  case qr = "QR-CODE"
  case microQR = "MICRO-QR"
  case dataMatrix = "DATAMATRIX"
  case pdf417 = "PDF417"
  case aztec = "AZTEC"
  case other = "OTHER"

  /// GTIN-family codes: they carry a check digit and share one key space.
  public var isRetail: Bool {
    switch self {
    case .ean13, .ean8, .upcA, .upcE, .gtin14, .isbn10, .isbn13: true
    default: false
    }
  }

  /// Two-dimensional (matrix and stacked) codes: read as a whole, never by scan lines.
  public var isTwoDimensional: Bool {
    switch self {
    case .qr, .microQR, .dataMatrix, .pdf417, .aztec: true
    default: false
    }
  }

  /// Accepts our names and zbar's ("EAN-13", "ean13", "UPC-A", "QR-Code", "I2/5", "Code128", ...).
  public init?(name: String) {
    let folded = name.uppercased().filter { $0.isLetter || $0.isNumber }
    let aliases: [String: Symbology] = [
      "EAN13": .ean13, "EAN8": .ean8, "UPCA": .upcA, "UPCE": .upcE, "GTIN14": .gtin14, "GTIN": .gtin14,
      "ISBN10": .isbn10, "ISBN13": .isbn13, "CODE128": .code128, "CODE39": .code39, "CODE93": .code93,
      "I25": .itf, "ITF": .itf, "ITF14": .itf, "INTERLEAVED2OF5": .itf, "CODABAR": .codabar, "DATABAR": .dataBar,
      "DATABAREXP": .dataBarExpanded, "DATABAREXPANDED": .dataBarExpanded, "QRCODE": .qr, "QR": .qr,
      "MICROQR": .microQR, "MICROQRCODE": .microQR, "DATAMATRIX": .dataMatrix, "DM": .dataMatrix, "PDF417": .pdf417,
      "AZTEC": .aztec, "AZTECCODE": .aztec, "OTHER": .other,
    ]
    guard let symbology = aliases[folded] else { return nil }
    self = symbology
  }
}
