import InventoryCore

/// When two reads are the same code, and when they are rival reads of one code.
enum ReadComparison {
  /// What makes two reads the same code: for retail codes the product key (so zbar's ISBN-13 is zxing's
  /// EAN-13, and an EAN-13 with a leading 0 is the UPC-A), for the others symbology and bytes.
  static func key(_ read: ScanResult) -> String {
    if read.symbology.isRetail, let code = try? ProductCode(read.text, symbology: read.symbology) {
      return "retail:" + code.key
    }
    return read.symbology.rawValue + ":" + read.bytes.map { String($0, radix: 16) }.joined(separator: ",")
  }

  static func sameCode(_ first: ScanResult, _ second: ScanResult) -> Bool { key(first) == key(second) }

  /// Reads close enough to be one code read two ways: boxes that touch (within a few pixels) and the same
  /// kind of code (two linear codes, or two 2D codes; a QR code beside a barcode is not a rival read).
  static func rivals(_ first: ScanResult, _ second: ScanResult) -> Bool {
    guard first.symbology.isTwoDimensional == second.symbology.isTwoDimensional else { return false }
    return first.box.insetBy(8).intersects(second.box.insetBy(8))
  }

  /// zbar ignores Code 128's FNC4, so where zxing reads an extended character (byte 128-255) zbar reports
  /// the same byte less 128. When `zbar`'s bytes are `zxing`'s with the high bit cleared, both read the same
  /// bars and zxing's read is the right one.
  static func explainsFNC4(zbar: ScanResult, zxing: ScanResult) -> Bool {
    zbar.symbology == .code128 && zxing.symbology == .code128 && zbar.bytes.count == zxing.bytes.count
      && zbar.bytes != zxing.bytes && zip(zbar.bytes, zxing.bytes).allSatisfy { $0 == $1 & 0x7F }
  }
}
