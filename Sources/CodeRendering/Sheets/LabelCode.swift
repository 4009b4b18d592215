import InventoryCore

/// The code printed for an item's barcode: retail codes as their own symbology (EAN-13, UPC-A, UPC-E, EAN-8;
/// ISBNs and GTIN-14s with a leading 0 as their EAN-13), anything else as Code 128, or as a QR code when Code 128
/// cannot hold it (or QR is asked for).
public enum LabelCode {
  public static func content(forBarcode barcode: String, asQR: Bool = false) throws(CodeContentError) -> CodeContent {
    let code = try? ProductCode(barcode)
    let text = code?.text ?? barcode
    if asQR { return try CodeContent(.qr, text: text) }
    if let code, let kind = retailKind(code.symbology), let content = try? CodeContent(kind, text: code.text) {
      return content
    }
    if let gtin13 = code?.gtin13, let content = try? CodeContent(.ean13, text: gtin13) { return content }
    if let content = try? CodeContent(.code128, text: text) { return content }
    return try CodeContent(.qr, text: text)
  }

  private static func retailKind(_ symbology: Symbology) -> CodeKind? {
    switch symbology {
    case .ean13, .isbn13: .ean13
    case .ean8: .ean8
    case .upcA: .upcA
    case .upcE: .upcE
    default: nil
    }
  }
}
