import InventoryCore

/// A generated code as shapes, in zint's vector units (two units to a module), quiet zones included:
/// what the renderers draw, whatever the output.
public struct VectorSymbol: Sendable, Hashable {
  /// The whole symbol, quiet zones and human-readable text included.
  public var width: Double
  public var height: Double
  /// Dark rectangles (bars, matrix modules).
  public var rectangles: [Rectangle]
  /// Human-readable text under a linear code.
  public var texts: [Text]
  /// Modules across and rows of the symbol proper (no quiet zone); one row for linear codes.
  public var modules: Int
  public var rows: Int
  public var symbology: Symbology

  public static let unitsPerModule = 2.0

  public struct Rectangle: Sendable, Hashable {
    public var x, y, width, height: Double
  }

  public struct Text: Sendable, Hashable {
    /// The baseline point the text is aligned to.
    public var x, y: Double
    public var fontSize: Double
    public var alignment: Alignment
    public var string: String

    public enum Alignment: Sendable, Hashable { case centre, left, right }
  }
}

/// What to encode: the symbology, the data as zint takes it (GS1 in zint's bracketed form "[01]..."), and
/// whether to print the digits under a linear code.
public struct SymbolSpec: Sendable, Hashable {
  public var symbology: Symbology
  public var data: String
  public var isGS1: Bool
  public var showsText: Bool

  public init(symbology: Symbology, data: String, isGS1: Bool = false, showsText: Bool = true) {
    self.symbology = symbology
    self.data = data
    self.isGS1 = isGS1
    self.showsText = showsText
  }
}

/// Why a code could not be made or written.
public enum CodeRenderingError: Error, Sendable, Equatable, CustomStringConvertible {
  /// zint refused the data (its own message, e.g. "Invalid check digit '8', expecting '7'").
  case encoding(String)
  case unsupported(Symbology)
  /// The output could not be drawn or written (cairo's status text).
  case drawing(String)
  /// The code read back from the drawing is not what was asked: never written.
  case verification(expected: String, read: String?)
  /// The file could not be written for want of space (a full disk or quota), told apart from other write
  /// errors so that every writer says "disk full" alike.
  case diskFull

  public var description: String {
    switch self {
    case .encoding(let message): "cannot encode: \(message)"
    case .unsupported(let symbology): "stockroom cannot generate \(symbology.rawValue) codes"
    case .drawing(let message): "cannot draw the code: \(message)"
    case .diskFull: "disk full: no space left on the device"
    case .verification(let expected, let read):
      "the drawn code reads back as \(read.map { "\"\($0.terminalSafe)\"" } ?? "nothing"), not \"\(expected.terminalSafe)\"; nothing was written"
    }
  }
}
