import Foundation
import InventoryCore
import Scanning
import ScanningFixtures

/// One benchmark image: a zint code on a 640x480 canvas with one degradation, kept in memory and on disk
/// (PNG for zbarimg, PGM for the Python reference, which has no PNG reader of its own).
struct DecodeImage {
  var spec: CodeSpec
  var degradation: Degrade.Kind
  /// zint's scale: 1 draws 2 pixels per module.
  var scale: Double
  var frame: GreyFrame
  var pngPath: String
  var pgmPath: String

  /// The table row of its code: the symbology, with the variant when there is one ("DATAMATRIX-gs1").
  var row: String { DecodeImageSet.row(spec) }
  /// Whether zbar can read this symbology at all (it has no DataMatrix, PDF417, Aztec or Micro QR).
  var zbarReadsFormat: Bool { ScanOptions.zbarSymbologies.contains(spec.symbology) }
}

enum DecodeImageSet {
  /// The linear and QR catalog, the 2D codes only zxing reads, and the GS1 / FNC4 codes.
  static let specs =
    FixtureCatalog.codes + FixtureCatalog.twoDimensionalCodes + FixtureCatalog.gs1AndExtendedCodes

  /// Every symbology of the set: what every reader (and zbarimg, and the Python reference) looks for.
  static let symbologies = Set(specs.map(\.symbology))

  static func row(_ spec: CodeSpec) -> String {
    spec.variant.isEmpty ? spec.symbology.rawValue : "\(spec.symbology.rawValue)-\(spec.variant)"
  }

  /// The table rows in catalog order.
  static var rows: [String] {
    var rows: [String] = []
    for spec in specs where !rows.contains(row(spec)) { rows.append(row(spec)) }
    return rows
  }

  /// Every code at two module sizes (one when quick), each degradation, `seeds` noise seeds (each seed's images
  /// take scan-bench about 2.5 minutes of CPU).
  static func make(quick: Bool, seeds: Int = 1) throws -> [DecodeImage] {
    let folder = try Fixtures.freshFolder()
    var images: [DecodeImage] = []
    for spec in specs {
      for scale in quick ? [1.0] : [1.0, 1.5] {
        let clean = try Zint.frame(spec, scale: scale, canvas: (640, 480))
        for degradation in Degrade.Kind.allCases {
          for seed in 1...UInt64(max(1, seeds)) {
            let frame = Degrade.apply(degradation, to: clean, seed: seed)
            let name = "\(folder)/\(spec.label)-x\(scale)-\(degradation.rawValue)-\(seed)"
            try ImageCodecs.writePNG(frame, to: name + ".png")
            try writePGM(frame, to: name + ".pgm")
            images.append(
              DecodeImage(
                spec: spec, degradation: degradation, scale: scale, frame: frame, pngPath: name + ".png",
                pgmPath: name + ".pgm"))
          }
        }
      }
    }
    return images
  }

  /// Whether a reported text is `spec`'s code. Retail codes are compared by GTIN, so that a UPC-A reported as its
  /// EAN-13 (a leading 0) or a UPC-E expanded to 13 digits, as zxing-cpp 3 reports them, is the same code; every
  /// other code by its exact text (GS1 element strings with their GS separators).
  static func matches(_ text: String, _ spec: CodeSpec) -> Bool {
    if text == spec.expected { return true }
    guard spec.symbology.isRetail, let want = try? ProductCode(spec.expected, symbology: spec.symbology).key else {
      return false
    }
    return (try? ProductCode(text))?.lookupKeys.contains(want) ?? false
  }

  /// Binary PGM (P5): a header and the grey bytes.
  static func writePGM(_ frame: GreyFrame, to path: String) throws {
    var data = Data("P5\n\(frame.width) \(frame.height)\n255\n".utf8)
    data.append(contentsOf: frame.pixels)
    try data.write(to: URL(fileURLWithPath: path))
  }
}
