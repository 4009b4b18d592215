import CZint
import Foundation
import InventoryCore

/// Encodes a `SymbolSpec` with libzint and copies its vector output into a `VectorSymbol`.
public enum ZintEncoder {
  public static func encode(_ spec: SymbolSpec) throws(CodeRenderingError) -> VectorSymbol {
    guard let type = zintType(spec.symbology, gs1: spec.isGS1) else { throw .unsupported(spec.symbology) }
    guard let symbol = ZBarcode_Create() else { throw .encoding("zint could not allocate a symbol") }
    defer { ZBarcode_Delete(symbol) }
    symbol.pointee.symbology = type
    symbol.pointee.scale = 1
    // Quiet zones always: a code without its margin does not scan next to other print.
    symbol.pointee.output_options = BARCODE_QUIET_ZONES
    symbol.pointee.show_hrt = spec.showsText ? 1 : 0
    symbol.pointee.input_mode = spec.isGS1 ? GS1_MODE : UNICODE_MODE
    let bytes = Array(Self.zintInput(spec).utf8)
    let status = bytes.withUnsafeBufferPointer { buffer in
      ZBarcode_Encode_and_Buffer_Vector(symbol, buffer.baseAddress, Int32(buffer.count), 0)
    }
    guard status < ZINT_ERROR, let vector = symbol.pointee.vector else {
      throw .encoding(message(symbol))
    }
    var rectangles: [VectorSymbol.Rectangle] = []
    var rectangle = vector.pointee.rectangles
    while let current = rectangle {
      // Colour -1 is the foreground; zint draws nothing else for these symbologies.
      if current.pointee.colour == -1 {
        rectangles.append(
          VectorSymbol.Rectangle(
            x: Double(current.pointee.x), y: Double(current.pointee.y), width: Double(current.pointee.width),
            height: Double(current.pointee.height)))
      }
      rectangle = current.pointee.next
    }
    var texts: [VectorSymbol.Text] = []
    var string = vector.pointee.strings
    while let current = string {
      let length = Int(max(0, current.pointee.length))
      let text = current.pointee.text.map {
        String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
      }
      texts.append(
        VectorSymbol.Text(
          x: Double(current.pointee.x), y: Double(current.pointee.y), fontSize: Double(current.pointee.fsize),
          alignment: current.pointee.halign == 1 ? .left : current.pointee.halign == 2 ? .right : .centre,
          string: text ?? ""))
      string = current.pointee.next
    }
    return VectorSymbol(
      width: Double(vector.pointee.width), height: Double(vector.pointee.height), rectangles: rectangles,
      texts: texts, modules: Int(symbol.pointee.width), rows: Int(symbol.pointee.rows), symbology: spec.symbology)
  }

  /// zint 2.11 reads 8 digits given to EAN as a padded EAN-13, so a retail code given whole (check digit
  /// included, already verified by `CodeContent`) goes to zint without it; zint adds it back.
  static func zintInput(_ spec: SymbolSpec) -> String {
    let full: [Symbology: Int] = [.ean8: 8, .upcA: 12, .upcE: 8]
    guard let length = full[spec.symbology], spec.data.count == length, spec.data.allSatisfy(\.isNumber) else {
      return spec.data
    }
    return String(spec.data.dropLast())
  }

  /// zint's error text without its "Error 275: " number.
  private static func message(_ symbol: UnsafeMutablePointer<zint_symbol>) -> String {
    let text = withUnsafeBytes(of: symbol.pointee.errtxt) { buffer in
      String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
    }
    guard let colon = text.firstIndex(of: ":"), text.hasPrefix("Error") || text.hasPrefix("Warning") else {
      return text.isEmpty ? "zint refused the data" : text
    }
    return text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
  }

  static func zintType(_ symbology: Symbology, gs1: Bool) -> Int32? {
    switch symbology {
    case .ean13, .ean8: BARCODE_EANX
    case .upcA: BARCODE_UPCA
    case .upcE: BARCODE_UPCE
    case .code128: gs1 ? BARCODE_GS1_128 : BARCODE_CODE128
    case .qr: BARCODE_QRCODE
    case .dataMatrix: BARCODE_DATAMATRIX
    default: nil
    }
  }
}
