import Foundation
import Scanning
import TestSupport

/// GS1 codes for the app's tests: the GS1 example GTIN 09506000134352 (EAN-13 9506000134352 on the item),
/// expiry 2026-12-31 and batch ABC123, as a DataMatrix zint makes and as a USB scanner types them.
enum GS1Codes {
  static let ean = "9506000134352"
  static let expiry = "2026-12-31"
  static let batch = "ABC123"
  static let gs: Character = "\u{1D}"

  /// What zint encodes: GTIN, expiry, batch (the batch is last, so no GS is needed inside the symbol).
  static let bracketed = "[01]09506000134352[17]261231[10]ABC123"
  /// As a USB scanner sends it with the batch first: GS ends the variable-length batch.
  static let typedWithGS = "010950600013435210ABC123\u{1D}17261231"
  /// The same with a scanner's substitute for GS.
  static func typed(separator: String) -> String { "010950600013435210ABC123\(separator)17261231" }
  /// Month 13: GS1 that cannot be right.
  static let badMonth = "0109506000134352\u{1D}17261331"

  /// A GS1 DataMatrix of `bracketed` (zint, FNC1 first), as a PNG in `folder`.
  static func dataMatrixPNG(in folder: String, name: String = "gs1-datamatrix.png") throws -> String {
    guard let zint = ProcessRunner.executable(named: "zint") else {
      throw Missing(description: "zint is not installed")
    }
    let path = (folder as NSString).appendingPathComponent(name)
    let result = try ProcessRunner.run(
      zint, ["-b", "DATAMATRIX", "--gs1", "-d", bracketed, "--scale=4", "--quietzones", "-o", path])
    guard result.status == 0 else { throw Missing(description: "zint failed: \(result.stderr)") }
    return path
  }

  /// The DataMatrix as a camera frame.
  static func dataMatrixFrame() throws -> GreyFrame {
    let folder = try TemporaryDirectory("gs1-frame")
    return try ImageFileSource.load(try dataMatrixPNG(in: folder.url.path))
  }

  struct Missing: Error, CustomStringConvertible {
    var description: String
  }
}
