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
  /// A code turned near 45 degrees is crossed by both: one decoder may read it along x and the other along y
  /// (`crossOnTurnedBars`).
  static func barsOverlap(_ first: ScanResult, _ second: ScanResult) -> Bool {
    switch (scanAxis(first), scanAxis(second)) {
    case (let one?, let other?) where one != other: return crossOnTurnedBars(first, second)
    default: break
    }
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

  /// One read along x, the other along y: the same bars when each one's centre lies within the stretch the
  /// other read along its own scan direction, and the centres are closer than half the longer stretch. Two
  /// codes cannot lie across each other like that without sharing their bars, and codes side by side or
  /// stacked are read in the same direction.
  private static func crossOnTurnedBars(_ first: ScanResult, _ second: ScanResult) -> Bool {
    let (along, across) = scanAxis(first) == true ? (first, second) : (second, first)
    let (a, b) = (along.box, across.box)
    guard Double(a.x) <= b.midX, b.midX <= Double(a.x + a.width) else { return false }
    guard Double(b.y) <= a.midY, a.midY <= Double(b.y + b.height) else { return false }
    let longer = Double(max(a.width, b.height))
    let (dx, dy) = (a.midX - b.midX, a.midY - b.midY)
    return longer > 0 && (dx * dx + dy * dy).squareRoot() * 2 <= longer
  }

  /// Whether the scan lines of both reads run left to right (true) or top to bottom (false): from their
  /// orientations, else from the shape of the boxes; nil when the two disagree.
  private static func scanDirectionIsHorizontal(_ first: ScanResult, _ second: ScanResult) -> Bool? {
    switch (scanAxis(first), scanAxis(second)) {
    case (let one?, let other?): return one == other ? one : nil
    case (let one?, nil), (nil, let one?): return one
    case (nil, nil):
      let box = first.box.union(second.box)
      return box.width >= box.height
    }
  }

  /// Whether a read's scan lines ran along x (true) or y (false), from its orientation; nil when unknown.
  private static func scanAxis(_ read: ScanResult) -> Bool? {
    switch read.orientation {
    case .up, .down: true
    case .left, .right: false
    case .unknown: nil
    }
  }

  /// Formats a line across part of a longer code's bars reads as a valid code: an EAN-8 or UPC-E inside a
  /// turned EAN-13 or UPC-A (measured: zxing reads UPC-E 17803069 inside ISBN 9780306406157 turned 33, 42 and
  /// 125 degrees, and zbar EAN-8 60002914 inside UPC-A 036000291452 turned 42).
  static let fragmentProne: Set<Symbology> = [.ean8, .upcE]
  /// Retail codes of 12-13 digits: no line across part of a short code's bars gives one with its check digit.
  static let fullRetail: Set<Symbology> = [.ean13, .upcA, .isbn13, .isbn10]

  /// Whether `read` is a fragment of `full`: an EAN-8 or UPC-E in the same place as an EAN-13, UPC-A or ISBN
  /// (their boxes touch, or they are rivals). It says nothing against the full read: the full code's bars
  /// explain it, while the short code's bars could not give the full read.
  static func isFragment(_ read: ScanResult, of full: ScanResult) -> Bool {
    guard fragmentProne.contains(read.symbology), fullRetail.contains(full.symbology) else { return false }
    return read.box.insetBy(4).intersects(full.box.insetBy(4)) || rivals(read, full)
  }

  /// Rival reads that disagree: the same place, another code, and not a fragment of the other.
  static func disputes(_ first: ScanResult, _ second: ScanResult) -> Bool {
    rivals(first, second) && !sameCode(first, second) && !isFragment(first, of: second)
      && !isFragment(second, of: first)
  }

  /// zbar ignores Code 128's FNC4, so where zxing reads an extended character (byte 128-255) zbar reports
  /// the same byte less 128. When `zbar`'s bytes are `zxing`'s with the high bit cleared, both read the same
  /// bars and zxing's read is the right one.
  static func explainsFNC4(zbar: ScanResult, zxing: ScanResult) -> Bool {
    zbar.symbology == .code128 && zxing.symbology == .code128 && zbar.bytes.count == zxing.bytes.count
      && zbar.bytes != zxing.bytes && zip(zbar.bytes, zxing.bytes).allSatisfy { $0 == $1 & 0x7F }
  }
}
