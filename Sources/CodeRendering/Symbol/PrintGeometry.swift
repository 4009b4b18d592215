/// The print geometry `stockroom code`, `labels` and `cards` (and the Generate screen) share, checked once and
/// before any file is opened: a resolution, a module size, and the size in pixels of a PNG drawn with them.
///
/// Bounds: 72 to 2400 dpi; modules 0.1 to 10 mm, or 1 to 50 dots (`ModuleSize`); a PNG at most
/// 16,384 pixels a side (the frame limit stockroom's decoders accept). Pixel sizes are computed with checked
/// conversions: an absurd size is refused in words, never a trap.
public struct PrintGeometry: Sendable, Hashable {
  public static let dpiRange = 72...2400
  public static let maximumPixelsASide = 16384

  /// GS1's 100 % module (0.33 mm) at 300 dpi: `stockroom code`'s and the command cards' default.
  public static let standard = PrintGeometry(checked: .millimetres(0.33), dpi: 300)

  public let module: ModuleSize
  public let dpi: Int

  /// Refuses a resolution or a module size outside its range.
  public init(module: ModuleSize, dpi: Int) throws(PrintGeometryError) {
    guard Self.dpiRange.contains(dpi) else { throw .resolution(dpi) }
    if case .dots(_, let own) = module, !Self.dpiRange.contains(own) { throw .resolution(own) }
    guard module.isValid else { throw .module }
    self.init(checked: module, dpi: dpi)
  }

  /// A resolution alone (labels fit their modules in whole dots at it): modules are the standard 0.33 mm.
  public init(dpi: Int) throws(PrintGeometryError) {
    try self.init(module: Self.standard.module, dpi: dpi)
  }

  private init(checked module: ModuleSize, dpi: Int) {
    self.module = module
    self.dpi = dpi
  }

  /// Whole pixels per module in a PNG (at least one); within the bounds, at most 945.
  public var pixelsPerModule: Int { module.pixels(atDPI: dpi) }

  /// The PNG `CairoDrawing.write` makes of `symbol`, refused when over the pixel limit.
  public func checkedPixelSize(of symbol: VectorSymbol) throws(PrintGeometryError) -> (width: Int, height: Int) {
    let size = CairoDrawing.pixelSize(of: symbol, pixelsPerModule: pixelsPerModule)
    try Self.checkLimit(size.width, size.height, advice: "use smaller modules or a lower resolution")
    return size
  }

  /// A page of `size` as a PNG at this resolution, refused when over the pixel limit.
  public func checkedPixelSize(ofPage size: PaperSize) throws(PrintGeometryError) -> (width: Int, height: Int) {
    let perMillimetre = Double(dpi) / Millimetres.perInch
    let width = Self.pixels(size.width * perMillimetre)
    let height = Self.pixels(size.height * perMillimetre)
    try Self.checkLimit(width, height, advice: "use a lower resolution or a PDF")
    return (width, height)
  }

  /// `value` rounded up to whole pixels; `Int.max` for what no Int holds (infinite, NaN, huge), which every
  /// limit then refuses.
  static func pixels(_ value: Double) -> Int { Int(exactly: value.rounded(.up)) ?? Int.max }

  static func checkLimit(_ width: Int, _ height: Int, advice: String) throws(PrintGeometryError) {
    let sides = 1...maximumPixelsASide
    guard sides.contains(width), sides.contains(height) else {
      throw .tooManyPixels(width: width, height: height, advice: advice)
    }
  }
}

/// Why a print geometry is refused: each names the range (a usage error for the command line).
public enum PrintGeometryError: Error, Sendable, Equatable, CustomStringConvertible {
  case resolution(Int)
  case module
  case tooManyPixels(width: Int, height: Int, advice: String)

  public var description: String {
    switch self {
    case .resolution(let dpi):
      "the resolution must be \(PrintGeometry.dpiRange.lowerBound) to \(PrintGeometry.dpiRange.upperBound) dpi, "
        + "not \(dpi)"
    case .module: ModuleSize.rangeDescription
    case .tooManyPixels(let width, let height, let advice):
      "the PNG would be \(Self.text(width)) x \(Self.text(height)) pixels; at most "
        + "\(PrintGeometry.maximumPixelsASide) pixels a side: \(advice)"
    }
  }

  private static func text(_ pixels: Int) -> String { pixels == Int.max ? "too many" : "\(pixels)" }
}
