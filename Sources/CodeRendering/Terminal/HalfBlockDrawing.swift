/// A code drawn in a terminal with half blocks: each character cell is one module wide and two modules
/// tall (cells are about twice as tall as wide, so modules come out square), black on white whatever the
/// terminal's colours, quiet zone included, big enough for a phone to read from the screen.
public enum HalfBlockDrawing {
  /// Lines of text with ANSI colours (black on bright white). Linear codes are cut to `barRows` modules
  /// tall (their text goes under them as plain text by the caller).
  public static func lines(_ symbol: VectorSymbol, barRows: Int = 12, colours: Bool = true) throws(CodeRenderingError)
    -> [String]
  {
    let grid = try modules(symbol, barRows: barRows)
    guard let first = grid.first else { return [] }
    let start = colours ? "\u{1B}[30;107m" : ""
    let end = colours ? "\u{1B}[0m" : ""
    var lines: [String] = []
    for top in stride(from: 0, to: grid.count, by: 2) {
      var line = start
      for column in first.indices {
        let upper = grid[top][column]
        let lower = top + 1 < grid.count ? grid[top + 1][column] : false
        line += upper ? (lower ? "█" : "▀") : (lower ? "▄" : " ")
      }
      lines.append(line + end)
    }
    return lines
  }

  /// Dark modules, row by row, quiet zone included.
  static func modules(_ symbol: VectorSymbol, barRows: Int) throws(CodeRenderingError) -> [[Bool]] {
    var bars = symbol
    bars.texts = []
    if !bars.symbology.isTwoDimensional {
      // Bars only, `barRows` modules tall, with two modules of quiet zone above and below.
      let quiet = 2 * VectorSymbol.unitsPerModule
      let tall = Double(max(2, barRows)) * VectorSymbol.unitsPerModule
      bars.rectangles = symbol.rectangles.map {
        VectorSymbol.Rectangle(x: $0.x, y: quiet, width: $0.width, height: tall)
      }
      bars.height = tall + 2 * quiet
    }
    let raster = try CairoDrawing.grey(bars, pixelsPerModule: 1)
    return (0..<raster.height).map { row in
      (0..<raster.width).map { raster.pixels[row * raster.width + $0] < 128 }
    }
  }
}
