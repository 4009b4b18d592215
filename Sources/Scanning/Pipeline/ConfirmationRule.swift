import InventoryCore

/// How many frames a live read needs before it is reported (issue 22, item 4). A strong read is confirmed on
/// the frame that reads it; a weak one still needs `weakFrames` frames, because a misread of a weak code (a
/// fragment of a turned EAN-13 read as an EAN-8 or UPC-E, an I2/5 or Code 39 with no check character) is
/// rarely read the same way in two frames. Pure: it looks only at the frame's reads.
struct ConfirmationRule: Sendable, Equatable {
  /// Frames a weak read needs (the user's `confirmationFrames`); 1 confirms every read at once.
  let weakFrames: Int

  /// Scan lines a linear code must be read on before its check alone is trusted. Measured on scan-bench's
  /// misread-prone clips: zxing's live fallback read a wrong UPC-A (valid check digit) on 2 lines, and zbar's
  /// right retail reads had 9 or more (docs/design/2026-11-27-one-frame-confirmation.md).
  static let minimumLines = 3
  /// The shortest Code 128 trusted on one frame: its mod-103 check still leaves a 1-in-103 chance per misread,
  /// and a short fragment is what a partly read label gives.
  static let minimumCode128Length = 4

  init(weakFrames: Int) { self.weakFrames = max(1, weakFrames) }

  /// Frames `read` needs, given every read of the same frame.
  func framesNeeded(for read: ScanResult, among frameReads: [ScanResult]) -> Int {
    Self.isStrong(read, among: frameReads) ? 1 : weakFrames
  }

  /// A read the frame alone can vouch for: no other read of the same place disagrees with it (an EAN-8 or UPC-E
  /// fragment of a long retail code does not, `ReadComparison.disputes`), and either both decoders read it, or
  /// its symbology's own check is strong and the decoder read it well.
  static func isStrong(_ read: ScanResult, among frameReads: [ScanResult]) -> Bool {
    let disputed = frameReads.contains { ReadComparison.disputes(read, $0) }
    guard !disputed else { return false }
    if Set(read.confidence.decoders).count >= 2 { return true }
    switch read.symbology {
    // Reed-Solomon error correction: a wrong read is corrected or refused, not returned.
    case .qr, .dataMatrix, .aztec, .pdf417: return true
    // A mod-10 check digit (the reader refuses a wrong one) over 12-13 digits, read along several lines.
    case .ean13, .upcA, .isbn13, .isbn10: return read.decoderQuality >= minimumLines
    case .code128: return read.decoderQuality >= minimumLines && read.bytes.count >= minimumCode128Length
    // EAN-8 and UPC-E (fragments of turned EAN-13s), I2/5, Code 39, Codabar without a check, Micro QR M1
    // (error detection only), and what is not measured here.
    default: return false
    }
  }
}
