/// How grey images are drawn: two pixels per cell with "▀" and grey colours, or one shade character
/// per cell (" ░▒▓█") where colours are missing (monochrome theme, 8/16-colour terminals).
public enum PixelMode: Sendable, Hashable {
  case halfBlocks
  case shadeRamp

  /// Half blocks need a colour theme and the 256-colour palette's greys.
  public static func best(theme: Theme, colorCount: Int) -> PixelMode {
    theme.usesColor && colorCount >= 256 ? .halfBlocks : .shadeRamp
  }

  static let ramp: [Character] = [" ", "░", "▒", "▓", "█"]
}

/// Where an image landed on the canvas, to draw overlays (focus area, found codes) in image coordinates.
public struct ImagePlacement: Hashable, Sendable {
  /// The cells the image covers (aspect ratio kept, centred in the requested rectangle).
  public var cells: Rect
  public var imageWidth: Int
  public var imageHeight: Int
  /// Image pixels per cell, horizontally and vertically.
  public var pixelsPerColumn: Double
  public var pixelsPerRow: Double

  /// The cell holding image pixel (x, y).
  public func cell(x: Int, y: Int) -> Position {
    let column = cells.column + Int(Double(x) / pixelsPerColumn)
    let row = cells.row + Int(Double(y) / pixelsPerRow)
    return Position(
      row: min(max(row, cells.row), cells.bottom - 1), column: min(max(column, cells.column), cells.right - 1))
  }
}

extension Canvas {
  /// Draws an 8-bit grey image (`width`×`height` bytes, row by row) scaled into `rect`, keeping its aspect
  /// ratio (a cell is two square pixels tall in half-block mode). Returns where it landed, or nil when the
  /// image or rectangle is empty or `pixels` is too short.
  @discardableResult
  public mutating func drawGreyImage(
    _ pixels: some RandomAccessCollection<UInt8>, width: Int, height: Int, in rect: Rect, mode: PixelMode
  ) -> ImagePlacement? {
    guard width > 0, height > 0, pixels.count >= width * height, !rect.isEmpty else { return nil }
    let rowsPerCell = 2.0  // a cell is about twice as tall as it is wide, in both modes
    // Source pixels per (square) output pixel: one cell is 1 wide and 2 tall.
    let scale = max(Double(width) / Double(rect.width), Double(height) / (Double(rect.height) * rowsPerCell))
    let columns = max(1, min(rect.width, Int((Double(width) / scale).rounded())))
    let rows = max(1, min(rect.height, Int((Double(height) / (scale * rowsPerCell)).rounded())))
    let area = rect.centered(width: columns, height: rows)
    let perColumn = Double(width) / Double(columns)
    let perRow = Double(height) / Double(rows)
    let start = pixels.startIndex
    func sample(_ x: Double, _ y: Double) -> UInt8 {
      let px = min(width - 1, max(0, Int(x)))
      let py = min(height - 1, max(0, Int(y)))
      return pixels[pixels.index(start, offsetBy: py * width + px)]
    }
    for row in 0..<rows {
      for column in 0..<columns {
        let x = (Double(column) + 0.5) * perColumn
        let top = sample(x, (Double(row) + 0.25) * perRow)
        let bottom = sample(x, (Double(row) + 0.75) * perRow)
        let position = (row: area.row + row, column: area.column + column)
        switch mode {
        case .halfBlocks:
          put("▀", row: position.row, column: position.column, role: .pixels(top: top, bottom: bottom))
        case .shadeRamp:
          let level = (Int(top) + Int(bottom)) / 2
          let shade = PixelMode.ramp[min(PixelMode.ramp.count - 1, level * PixelMode.ramp.count / 256)]
          put(String(shade), row: position.row, column: position.column)
        }
      }
    }
    return ImagePlacement(
      cells: area, imageWidth: width, imageHeight: height, pixelsPerColumn: perColumn, pixelsPerRow: perRow)
  }

  /// Outlines a rectangle given in image pixels (x, y, width, height) over an image drawn by
  /// `drawGreyImage`: the focus area, or the frame of a detected code.
  public mutating func drawImageOutline(
    x: Int, y: Int, width: Int, height: Int, on placement: ImagePlacement, style: BoxStyle = .single,
    role: StyleRole = .success
  ) {
    guard width > 0, height > 0 else { return }
    let topLeft = placement.cell(x: x, y: y)
    let bottomRight = placement.cell(x: x + width - 1, y: y + height - 1)
    let box = Rect(
      row: topLeft.row, column: topLeft.column, width: max(2, bottomRight.column - topLeft.column + 1),
      height: max(2, bottomRight.row - topLeft.row + 1))
    drawBox(box.intersection(placement.cells), style: style, role: role)
  }
}
