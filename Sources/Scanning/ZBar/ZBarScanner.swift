import CZBar
import InventoryCore

/// One zbar image scanner, configured for a set of symbologies. Owns a `zbar_image_scanner_t`.
///
/// Not thread-safe (zbar keeps per-scan state in the scanner): use one per thread.
final class ZBarScanner {
  private let scanner: OpaquePointer

  /// Creates a scanner (`zbar_image_scanner_create`) reading only `symbologies`, scanning every
  /// `density`-th row and column (1 = every line, the slowest and most thorough).
  init(symbologies: Set<Symbology>, density: Int = 1) throws(ScanError) {
    guard let scanner = zbar_image_scanner_create() else {
      throw .decoderUnavailable("zbar_image_scanner_create failed")
    }
    self.scanner = scanner
    // Everything off first: enabling every symbology invites false positives on noise.
    zbar_image_scanner_set_config(scanner, ZBAR_NONE, ZBAR_CFG_ENABLE, 0)
    for symbology in symbologies {
      guard let type = Self.zbarType(symbology) else { continue }
      zbar_image_scanner_set_config(scanner, type, ZBAR_CFG_ENABLE, 1)
    }
    // QR byte segments come back as the bytes in the code instead of a charset guess.
    zbar_image_scanner_set_config(scanner, ZBAR_QRCODE, ZBAR_CFG_BINARY, 1)
    zbar_image_scanner_set_config(scanner, ZBAR_NONE, ZBAR_CFG_X_DENSITY, Int32(max(1, density)))
    zbar_image_scanner_set_config(scanner, ZBAR_NONE, ZBAR_CFG_Y_DENSITY, Int32(max(1, density)))
    zbar_image_scanner_enable_cache(scanner, 0)
  }

  deinit { zbar_image_scanner_destroy(scanner) }

  /// Scans `frame` (`zbar_scan_image` on a Y800 image that borrows the frame's pixels for this call only)
  /// and copies every symbol out before the zbar image is destroyed.
  func scan(_ frame: GreyFrame) throws(ScanError) -> [DecodedSymbol] {
    guard frame.width > 0, frame.height > 0 else { return [] }
    guard let image = zbar_image_create() else { throw .decoderUnavailable("zbar_image_create failed") }
    defer { zbar_image_destroy(image) }
    zbar_image_set_format(image, stockroom_zbar_fourcc_grey())
    zbar_image_set_size(image, UInt32(frame.width), UInt32(frame.height))
    let (status, symbols) = frame.pixels.withUnsafeBufferPointer { pixels -> (Int32, [DecodedSymbol]) in
      zbar_image_set_data(image, pixels.baseAddress, UInt(pixels.count), nil)
      defer { zbar_image_set_data(image, nil, 0, nil) }
      let status = zbar_scan_image(scanner, image)
      return (status, status > 0 ? Self.symbols(of: image) : [])
    }
    // A negative result is an error (an unknown fourcc, for one), not "nothing found".
    guard status >= 0 else { throw .decoderUnavailable("zbar_scan_image returned \(status)") }
    return symbols
  }

  private static func symbols(of image: OpaquePointer) -> [DecodedSymbol] {
    var found: [DecodedSymbol] = []
    var cursor = zbar_image_first_symbol(image)
    while let symbol = cursor {
      cursor = zbar_symbol_next(symbol)
      guard let symbology = symbology(zbar_symbol_get_type(symbol)) else { continue }
      let length = Int(zbar_symbol_get_data_length(symbol))
      var bytes: [UInt8] = []
      if let data = zbar_symbol_get_data(symbol), length > 0 {
        bytes = Array(UnsafeRawBufferPointer(start: data, count: length))
      }
      var points: [PixelPoint] = []
      for index in 0..<zbar_symbol_get_loc_size(symbol) {
        points.append(
          PixelPoint(x: Int(zbar_symbol_get_loc_x(symbol, index)), y: Int(zbar_symbol_get_loc_y(symbol, index))))
      }
      found.append(
        DecodedSymbol(
          bytes: bytes, symbology: symbology, points: points, quality: Int(zbar_symbol_get_quality(symbol)),
          orientation: orientation(zbar_symbol_get_orientation(symbol)),
          carriesGS1: zbar_symbol_get_modifiers(symbol) & (1 << ZBAR_MOD_GS1.rawValue) != 0))
    }
    return found
  }

  static func zbarType(_ symbology: Symbology) -> zbar_symbol_type_t? {
    switch symbology {
    case .ean13: ZBAR_EAN13
    case .ean8: ZBAR_EAN8
    case .upcA: ZBAR_UPCA
    case .upcE: ZBAR_UPCE
    case .isbn10: ZBAR_ISBN10
    case .isbn13: ZBAR_ISBN13
    case .code128: ZBAR_CODE128
    case .code39: ZBAR_CODE39
    case .code93: ZBAR_CODE93
    case .itf: ZBAR_I25
    case .codabar: ZBAR_CODABAR
    case .dataBar: ZBAR_DATABAR
    case .dataBarExpanded: ZBAR_DATABAR_EXP
    case .qr: ZBAR_QRCODE
    case .gtin14, .microQR, .dataMatrix, .pdf417, .aztec, .other: nil
    }
  }

  static func symbology(_ type: zbar_symbol_type_t) -> Symbology? {
    Symbology.allCases.first { zbarType($0) == type }
  }

  private static func orientation(_ value: zbar_orientation_t) -> CodeOrientation {
    switch value {
    case ZBAR_ORIENT_UP: .up
    case ZBAR_ORIENT_RIGHT: .right
    case ZBAR_ORIENT_DOWN: .down
    case ZBAR_ORIENT_LEFT: .left
    default: .unknown
    }
  }
}
