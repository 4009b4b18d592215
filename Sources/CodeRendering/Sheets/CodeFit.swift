/// A code sized for a label: whole printer dots to a module, the largest that fits the space, never below
/// `minimumModule`; a linear code's bars may be shortened (to 70 % of their height at most) rather than
/// shrink its modules. Quiet zones stay: they are part of the symbol's width.
public struct FittedCode: Sendable, Hashable {
  /// The symbol as drawn (bars possibly shortened); what the verifier reads.
  public var symbol: VectorSymbol
  public var module: ModuleSize
  /// Printed size, quiet zones and digits included.
  public var size: PaperSize

  /// Millimetres per vector unit (two units to a module).
  public var millimetresPerUnit: Double { module.millimetres / VectorSymbol.unitsPerModule }

  /// Modules of 0.19 mm and up: smaller bars do not print or scan reliably.
  public static let minimumModule = 0.19
  /// Linear codes up to 0.66 mm (GS1's 200 % EAN-13); 2D codes up to 1.5 mm.
  public static let maximumLinearModule = 0.66
  public static let maximumMatrixModule = 1.5
  /// Bars keep at least 70 % of their height (shorter EAN bars scan, but with less room to tilt).
  public static let shortestBars = 0.7

  /// The largest whole-dot module at `dpi` with which `symbol` fits in `space`.
  /// - Throws: `.codeDoesNotFit` when even `minimumModule` (rounded up to whole dots) is too big.
  public static func fit(_ symbol: VectorSymbol, in space: PaperSize, dpi: Int, name: String) throws(LabelSheetError)
    -> FittedCode
  {
    let dot = Millimetres.dot(atDPI: dpi)
    let maximum = symbol.symbology.isTwoDimensional ? maximumMatrixModule : maximumLinearModule
    let fewestDots = max(1, Int((minimumModule / dot).rounded(.up)))
    let mostDots = max(fewestDots, Int((maximum / dot).rounded(.down)))
    for dots in stride(from: mostDots, through: fewestDots, by: -1) {
      if let fitted = fitted(symbol, in: space, module: .dots(dots, dpi: dpi)) { return fitted }
    }
    let smallest = ModuleSize.dots(fewestDots, dpi: dpi)
    let scale = smallest.millimetres / VectorSymbol.unitsPerModule
    var needs = PaperSize(width: symbol.width * scale, height: symbol.height * scale)
    if let bars = barSpan(symbol) { needs.height -= (bars.height * (1 - shortestBars)) * scale }
    throw .codeDoesNotFit(code: name, needs: needs, space: space, module: smallest.millimetres)
  }

  /// `symbol` at `module` if it fits in `space`, shortening linear bars as needed; nil if it does not fit.
  static func fitted(_ symbol: VectorSymbol, in space: PaperSize, module: ModuleSize) -> FittedCode? {
    let scale = module.millimetres / VectorSymbol.unitsPerModule
    guard symbol.width * scale <= space.width else { return nil }
    var drawn = symbol
    let excess = symbol.height * scale - space.height
    if excess > 0 {
      guard let bars = barSpan(symbol) else { return nil }
      let cut = excess / scale
      guard bars.height - cut >= bars.height * shortestBars else { return nil }
      drawn = shortened(symbol, by: cut)
    }
    return FittedCode(
      symbol: drawn, module: module, size: PaperSize(width: drawn.width * scale, height: drawn.height * scale))
  }

  /// The top and the shortest bar's height of a linear symbol whose bars all start at one height (EAN/UPC
  /// guard bars are longer); nil for 2D symbols.
  static func barSpan(_ symbol: VectorSymbol) -> (top: Double, height: Double)? {
    guard !symbol.symbology.isTwoDimensional, let first = symbol.rectangles.first,
      symbol.rectangles.allSatisfy({ $0.y == first.y }),
      let shortest = symbol.rectangles.map(\.height).min()
    else { return nil }
    return (first.y, shortest)
  }

  /// Every bar `cut` units shorter, the digits under them moved up as much.
  static func shortened(_ symbol: VectorSymbol, by cut: Double) -> VectorSymbol {
    var drawn = symbol
    drawn.rectangles = symbol.rectangles.map { bar in
      var shorter = bar
      shorter.height -= cut
      return shorter
    }
    drawn.texts = symbol.texts.map { text in
      var moved = text
      moved.y -= cut
      return moved
    }
    drawn.height -= cut
    return drawn
  }
}
