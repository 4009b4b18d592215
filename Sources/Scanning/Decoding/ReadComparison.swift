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
  /// beside a barcode is not a rival read) where one's centre lies in the other's box (grown by 8 px), or, for
  /// linear codes, whose bars overlap (`barsOverlap`). Not merely touching boxes: zbar's box of a linear code
  /// can reach into the next label on a sheet (measured: 1122 px wide for a 413 px EAN-13), and a whole sheet
  /// would then be one place.
  static func rivals(_ first: ScanResult, _ second: ScanResult) -> Bool {
    guard first.symbology.isTwoDimensional == second.symbology.isTwoDimensional else { return false }
    let (one, other) = (first.box.insetBy(8), second.box.insetBy(8))
    if one.contains(x: second.box.midX, y: second.box.midY) || other.contains(x: first.box.midX, y: first.box.midY) {
      return true
    }
    return !first.symbology.isTwoDimensional && barsOverlap(first, second)
  }

  /// Two linear reads of the same bars. A linear read's box is a few pixels across the bars (the scan lines
  /// that read it), and two decoders read along different lines, so neither centre need lie in the other's
  /// box: they are the same bars when they cover mostly the same stretch along the scan direction (at least
  /// half of the longer one, which keeps zbar's over-long box of one label from taking in the next) and lie
  /// close across it (within a quarter of that length: two codes stacked on one pack are further apart).
  static func barsOverlap(_ first: ScanResult, _ second: ScanResult) -> Bool {
    guard let horizontal = scanDirectionIsHorizontal(first, second) else { return false }
    let (a, b) = (first.box, second.box)
    let (aStart, aLength, bStart, bLength) =
      horizontal ? (a.x, a.width, b.x, b.width) : (a.y, a.height, b.y, b.height)
    let longer = max(aLength, bLength)
    let overlap = min(aStart + aLength, bStart + bLength) - max(aStart, bStart)
    guard longer > 0, overlap * 2 >= longer else { return false }
    let across = horizontal ? abs(a.midY - b.midY) : abs(a.midX - b.midX)
    return across * 4 <= Double(longer)
  }

  /// Whether the scan lines of both reads run left to right (true) or top to bottom (false): from their
  /// orientations, else from the shape of the boxes; nil when the two disagree.
  private static func scanDirectionIsHorizontal(_ first: ScanResult, _ second: ScanResult) -> Bool? {
    func horizontal(_ read: ScanResult) -> Bool? {
      switch read.orientation {
      case .up, .down: true
      case .left, .right: false
      case .unknown: nil
      }
    }
    switch (horizontal(first), horizontal(second)) {
    case (let one?, let other?): return one == other ? one : nil
    case (let one?, nil), (nil, let one?): return one
    case (nil, nil):
      let box = first.box.union(second.box)
      return box.width >= box.height
    }
  }

  /// zbar ignores Code 128's FNC4, so where zxing reads an extended character (byte 128-255) zbar reports
  /// the same byte less 128. When `zbar`'s bytes are `zxing`'s with the high bit cleared, both read the same
  /// bars and zxing's read is the right one.
  static func explainsFNC4(zbar: ScanResult, zxing: ScanResult) -> Bool {
    zbar.symbology == .code128 && zxing.symbology == .code128 && zbar.bytes.count == zxing.bytes.count
      && zbar.bytes != zxing.bytes && zip(zbar.bytes, zxing.bytes).allSatisfy { $0 == $1 & 0x7F }
  }
}
