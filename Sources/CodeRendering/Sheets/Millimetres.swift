/// A size on paper, in millimetres.
public struct PaperSize: Sendable, Hashable, CustomStringConvertible {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// "70 x 42.3 mm".
  public var description: String { "\(Millimetres.text(width)) x \(Millimetres.text(height)) mm" }
}

/// A rectangle on paper, in millimetres from the page's top left corner.
public struct PaperRect: Sendable, Hashable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public var size: PaperSize { PaperSize(width: width, height: height) }
}

enum Millimetres {
  static let perInch = 25.4

  /// A length as people write it: "70", "42.3", "4.75" (at most two decimals, no trailing zeros).
  static func text(_ value: Double) -> String {
    let hundredths = (value * 100).rounded()
    guard hundredths.isFinite, abs(hundredths) < 1e12 else { return "\(value)" }
    let whole = Int(hundredths) / 100
    let fraction = abs(Int(hundredths) % 100)
    let sign = hundredths < 0 && whole == 0 ? "-" : ""
    if fraction == 0 { return "\(sign)\(whole)" }
    let decimals = fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction)
    return "\(sign)\(whole).\(decimals)"
  }

  /// The width of one printer dot at `dpi`.
  static func dot(atDPI dpi: Int) -> Double { perInch / Double(max(1, dpi)) }
}
