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

  /// Reads of one place read two ways: the same kind of code (two linear codes, or two 2D codes; a QR code
  /// beside a barcode is not a rival read) where one's centre lies in the other's box (grown by 8 px). Not
  /// merely touching boxes: zbar's box of a linear code can reach into the next label on a sheet (measured:
  /// 1122 px wide for a 413 px EAN-13), and a whole sheet would then be one place.
  static func rivals(_ first: ScanResult, _ second: ScanResult) -> Bool {
    guard first.symbology.isTwoDimensional == second.symbology.isTwoDimensional else { return false }
    let (one, other) = (first.box.insetBy(8), second.box.insetBy(8))
    return one.contains(x: second.box.midX, y: second.box.midY) || other.contains(x: first.box.midX, y: first.box.midY)
  }

  /// zbar ignores Code 128's FNC4, so where zxing reads an extended character (byte 128-255) zbar reports
  /// the same byte less 128. When `zbar`'s bytes are `zxing`'s with the high bit cleared, both read the same
  /// bars and zxing's read is the right one.
  static func explainsFNC4(zbar: ScanResult, zxing: ScanResult) -> Bool {
    zbar.symbology == .code128 && zxing.symbology == .code128 && zbar.bytes.count == zxing.bytes.count
      && zbar.bytes != zxing.bytes && zip(zbar.bytes, zxing.bytes).allSatisfy { $0 == $1 & 0x7F }
  }
}
