/// How big one module (the narrowest bar, one matrix cell) is printed.
public enum ModuleSize: Sendable, Hashable {
  /// Millimetres (GS1 recommends 0.33 mm for EAN-13 at 100 %; 0.25 mm or more scans well with phones).
  case millimetres(Double)
  /// Whole printer dots at a resolution (dpi): bars of equal dots print evenly, so a label printed at 203
  /// or 300 dpi scans. 2 dots at 203 dpi are 0.25 mm; 3 dots at 300 dpi are 0.254 mm.
  case dots(Int, dpi: Int)

  /// Bounds: 0.1 to 10 mm; 1 to 50 dots; 72 to 2400 dpi.
  public static let millimetreRange = 0.1...10.0
  public static let dotRange = 1...50
  public static let dpiRange = PrintGeometry.dpiRange

  public var millimetres: Double {
    switch self {
    case .millimetres(let size): size
    case .dots(let dots, let dpi): Double(dots) * 25.4 / Double(max(1, dpi))
    }
  }

  /// Pixels per module for a raster at `dpi` (at least one whole pixel, so bars stay even). Never traps: a
  /// size no Int holds is `Int.max`, which `PrintGeometry`'s pixel limit refuses.
  public func pixels(atDPI dpi: Int) -> Int {
    switch self {
    case .dots(let dots, _): max(1, dots)
    case .millimetres(let size): max(1, Int(exactly: (size / 25.4 * Double(dpi)).rounded()) ?? Int.max)
    }
  }

  /// What `isValid` accepts, in words (the CLI's refusal and the Generate screen's).
  public static let rangeDescription = "the module size must be 0.1 to 10 mm, or 1 to 50 dots at 72 to 2400 dpi"

  public var isValid: Bool {
    switch self {
    case .millimetres(let size): Self.millimetreRange.contains(size)
    case .dots(let dots, let dpi): Self.dotRange.contains(dots) && Self.dpiRange.contains(dpi)
    }
  }
}
