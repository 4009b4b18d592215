import InventoryCore

/// How likely a lone read is wrong: a linear code one decoder read and nothing confirmed (issue 22, item 2).
/// Withholding every such read withheld far more right reads than wrong ones; the wrong ones are nearly all
/// fragments (an EAN-8 or UPC-E inside a turned EAN-13, a few I2/5 digits of a longer code). So a lone read is
/// reported when its symbology has a strong check (or checks itself, see `selfChecking`) and no line across part
/// of another code gives one, its data is long enough, the read is clean, and nothing else was read in its place
/// but a fragment of it.
enum LoneReadRisk {
  /// Why a lone read stays withheld; nil when its risk is low.
  enum Concern: String, Sendable, Hashable {
    /// EAN-8, UPC-E and I2/5: a line across part of a longer code's bars reads as one, check digit and all.
    case fragmentProne = "fragment-prone format"
    /// Code 39 and Codabar carry no check character: read on one scan line, or only a few characters long, a
    /// misread in two bars of one character could read as another valid character.
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
        && !isExplainedFragment(other, of: read)
    }
    return crowded ? .crowded : nil
  }

  /// The symbology's own risk: its check, its fragments, and the shortest data its check covers well.
  static func symbologyConcern(_ read: ScanResult) -> Concern? {
    switch read.symbology {
    case .ean8, .upcE, .itf: return .fragmentProne
    case .code39, .codabar: return selfChecking(read) ? nil : .noCheck
    // GS1-128 never holds FNC4 (GS1 data is a subset of ASCII), so zbar's GS1 reads are safe from it.
    case .code128 where read.decoder == "zbar" && !read.carriesGS1: return .fnc4Blind
    case .code128, .code93: return read.bytes.count < minimumCheckedLength ? .short : nil
    case .ean13, .upcA, .isbn13, .isbn10, .dataBar: return nil
    default: return nil
    }
  }

  /// An EAN-8 or UPC-E read in a full retail code's place whose digits (less its first and its check digit) lie
  /// inside the full code's: a line across part of those very bars (measured: zxing's UPC-E 17803069 inside ISBN
  /// 9780306406157, zbar's EAN-8 60002914 inside UPC-A 036000291452). The full read explains it, so it is no rival.
  static func isExplainedFragment(_ fragment: ScanResult, of full: ScanResult) -> Bool {
    guard ReadComparison.isFragment(fragment, of: full), fragment.bytes.count > 2 else { return false }
    return full.text.contains(String(fragment.text.dropFirst().dropLast()))
  }

  /// Code 39 and Codabar check themselves: each character is a fixed number of wide and narrow bars, so one bar
  /// misjudged gives no valid character, and the start and stop characters rule out a partial read. A read on at
  /// least two scan lines (each read the same characters) of at least `minimumSelfCheckedLength` characters
  /// (Codabar's start and stop letters included) is trusted as a checked one; no wrong lone read of either was
  /// seen on the benchmark sets (BENCHMARKS.md, issue 22).
  static func selfChecking(_ read: ScanResult) -> Bool {
    read.decoderQuality >= 2 && read.bytes.count >= minimumSelfCheckedLength
  }

  static let minimumSelfCheckedLength = 5

  /// Code 128 and Code 93 data shorter than this is withheld: a 2-character code's check rules out little.
  static let minimumCheckedLength = 4

  /// Boxes that touch or overlap (grown by 4 px): zbar's box of a linear code is a few scan lines, so a code
  /// read beside or across it would not always be a rival by centre.
  private static func touches(_ first: ScanResult, _ second: ScanResult) -> Bool {
    first.box.insetBy(-4).intersects(second.box.insetBy(-4))
  }
}
