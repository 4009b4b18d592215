import InventoryCore

/// How likely a lone read is wrong: a linear code one decoder read and nothing confirmed (issue 22, item 2).
/// Withholding every such read withheld far more right reads than wrong ones; the wrong ones are nearly all
/// fragments (an EAN-8 or UPC-E inside a turned EAN-13, a few I2/5 digits of a longer code) or codes without a
/// check character. So a lone read is reported when its symbology has a strong check and no line across part of
/// another code gives one, its data is long enough, the read is clean, and nothing else was read in its place.
enum LoneReadRisk {
  /// Why a lone read stays withheld; nil when its risk is low.
  enum Concern: String, Sendable, Hashable {
    /// EAN-8, UPC-E and I2/5: a line across part of a longer code's bars reads as one, check digit and all.
    case fragmentProne = "fragment-prone format"
    /// Code 39 and Codabar carry no check character: a misread bar reads as another valid character.
    case noCheck = "no check character"
    /// zbar ignores Code 128's FNC4: extended characters read as other letters (`ReadComparison.explainsFNC4`).
    /// Not on GS1-128, which never holds FNC4.
    case fnc4Blind = "zbar's Code 128"
    /// Too short for its check to rule much out.
    case short = "too short"
    /// Another code was read where it lies: one of the two is a misread.
    case crowded = "another read in its place"
  }

  /// What keeps `read` withheld, given every read of the image (`others`, any decoder and pass); nil when
  /// its risk is low enough to report it.
  static func concern(_ read: ScanResult, among others: [ScanResult]) -> Concern? {
    if let concern = symbologyConcern(read) { return concern }
    let key = ReadComparison.key(read)
    let crowded = others.contains { other in
      ReadComparison.key(other) != key && (ReadComparison.rivals(read, other) || touches(read, other))
    }
    return crowded ? .crowded : nil
  }

  /// The symbology's own risk: its check, its fragments, and the shortest data its check covers well.
  static func symbologyConcern(_ read: ScanResult) -> Concern? {
    switch read.symbology {
    case .ean8, .upcE, .itf: return .fragmentProne
    case .code39, .codabar: return .noCheck
    // GS1-128 never holds FNC4 (GS1 data is a subset of ASCII), so zbar's GS1 reads are safe from it.
    case .code128 where read.decoder == "zbar" && !read.carriesGS1: return .fnc4Blind
    case .code128, .code93: return read.bytes.count < minimumCheckedLength ? .short : nil
    case .ean13, .upcA, .isbn13, .isbn10, .dataBar: return nil
    default: return nil
    }
  }

  /// Code 128 and Code 93 data shorter than this is withheld: a 2-character code's check rules out little.
  static let minimumCheckedLength = 4

  /// Boxes that touch or overlap (grown by 4 px): zbar's box of a linear code is a few scan lines, so a code
  /// read beside or across it would not always be a rival by centre.
  private static func touches(_ first: ScanResult, _ second: ScanResult) -> Bool {
    first.box.insetBy(-4).intersects(second.box.insetBy(-4))
  }
}
