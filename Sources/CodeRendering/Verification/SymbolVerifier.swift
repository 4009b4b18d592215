import Foundation
import InventoryCore
import Scanning

/// Reads every generated code back with stockroom's own decoders before it is written: a code that does
/// not read as what was asked is an error, never a file.
public enum SymbolVerifier {
  /// Draws `symbol` at a few pixels a module and reads it; throws `.verification` unless it reads as `spec`.
  public static func verify(_ symbol: VectorSymbol, spec: SymbolSpec) throws(CodeRenderingError) {
    // Four pixels a module, fewer for very large symbols (the reader's frame limit).
    let largest = max(symbol.width, symbol.height) / VectorSymbol.unitsPerModule
    let pixels = max(1, min(4, Int(Double(CairoDrawing.maximumPixelsASide) / max(1, largest))))
    let raster = try CairoDrawing.grey(symbol, pixelsPerModule: pixels)
    var options = ScanOptions()
    options.symbologies = [spec.symbology]
    if spec.symbology == .ean13 { options.symbologies.insert(.ean8) }
    let results: [ScanResult]
    do {
      let reader = try BarcodeReader(options: options)
      results = try reader.read(GreyFrame(width: raster.width, height: raster.height, pixels: raster.pixels))
    } catch {
      throw .drawing("the decoder failed while checking the code: \(error)")
    }
    guard let read = results.first else { throw .verification(expected: spec.data, read: nil) }
    guard matches(read, spec) else { throw .verification(expected: spec.data, read: read.text) }
  }

  static func matches(_ read: ScanResult, _ spec: SymbolSpec) -> Bool {
    if spec.isGS1 {
      let bracketed = spec.data.replacingOccurrences(of: "[", with: "(").replacingOccurrences(of: "]", with: ")")
      guard let asked = try? GS1ElementString.parse(bracketed: bracketed),
        let got = try? GS1ElementString.parse(raw: read.text)
      else { return false }
      return asked.elements == got.elements
    }
    if spec.symbology.isRetail {
      // zint completes a missing check digit: "590123412345" comes back as "5901234123457".
      if read.text.count == spec.data.count + 1, read.text.hasPrefix(spec.data) { return true }
      guard let asked = try? ProductCode(spec.data, symbology: spec.symbology),
        let got = try? ProductCode(read.text, symbology: read.symbology)
      else { return false }
      return asked.key == got.key
    }
    return read.text == spec.data
  }
}
