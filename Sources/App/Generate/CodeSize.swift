import CodeRendering
import Foundation

/// How big Generate makes a code: a module size and the resolution of a PNG, as `stockroom code --module-mm`,
/// `--dots` and `--dpi` take them (`ModuleSize`, checked by its `isValid`). The presets cover millimetres at a
/// printer's resolution and whole pixels for screens; the first is the CLI's default.
struct CodeSize: Hashable {
  var module: ModuleSize
  /// A PNG's resolution (for millimetres); dots carry their own.
  var dpi: Int

  init(_ module: ModuleSize, dpi: Int) {
    self.module = module
    if case .dots(_, let own) = module { self.dpi = own } else { self.dpi = dpi }
  }

  /// `stockroom code`'s default: GS1's 100 % module (0.33 mm), a PNG at 300 dpi.
  static let standard = CodeSize(.millimetres(0.33), dpi: 300)

  static let presets: [CodeSize] = [
    standard, CodeSize(.millimetres(0.5), dpi: 300), CodeSize(.millimetres(1), dpi: 300),
    CodeSize(.dots(2, dpi: 203), dpi: 203), CodeSize(.dots(3, dpi: 300), dpi: 300),
    CodeSize(.dots(4, dpi: 96), dpi: 96), CodeSize(.dots(8, dpi: 96), dpi: 96), CodeSize(.dots(16, dpi: 96), dpi: 96),
  ]

  /// Whether the geometry is possible (its error is what `PrintGeometry` says when it is used).
  var isValid: Bool { (try? PrintGeometry(module: module, dpi: dpi)) != nil }

  var pixelsPerModule: Int { module.pixels(atDPI: dpi) }

  /// "0.33 mm modules at 300 dpi", "2 dots a module at 203 dpi", "8 px a module (96 dpi, for screens)".
  var name: String {
    switch module {
    case .dots(let dots, let dpi) where dpi == 96: "\(dots) px a module (96 dpi, for screens)"
    default: "\(shortName.replacingOccurrences(of: ",", with: (isDots ? " a module" : " modules") + " at"))"
    }
  }

  /// The form's row: "0.33 mm, 300 dpi", "2 dots, 203 dpi", "8 px a module".
  var shortName: String {
    switch module {
    case .millimetres(let size): "\(String(format: "%g", size)) mm, \(dpi) dpi"
    case .dots(let dots, let dpi) where dpi == 96: "\(dots) px a module"
    case .dots(let dots, let dpi): "\(dots) dots, \(dpi) dpi"
    }
  }

  private var isDots: Bool {
    if case .dots = module { return true }
    return false
  }

  /// The code's size this way: "12.5 x 12.5 mm, PNG 148 x 148 px".
  func dimensions(of symbol: VectorSymbol) -> String {
    let millimetres = module.millimetres / VectorSymbol.unitsPerModule
    let pixels = CairoDrawing.pixelSize(of: symbol, pixelsPerModule: pixelsPerModule)
    return String(format: "%.1f x %.1f mm", symbol.width * millimetres, symbol.height * millimetres)
      + ", PNG \(pixels.width) x \(pixels.height) px"
  }
}
