/// Line-drawing character sets for frames. `ascii` is for terminals without UTF-8 (+, -, |).
public struct BoxStyle: Hashable, Sendable {
  public var horizontal: Character
  public var vertical: Character
  public var topLeft: Character
  public var topRight: Character
  public var bottomLeft: Character
  public var bottomRight: Character

  public static let single = BoxStyle(
    horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘")
  public static let rounded = BoxStyle(
    horizontal: "─", vertical: "│", topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯")
  public static let double = BoxStyle(
    horizontal: "═", vertical: "║", topLeft: "╔", topRight: "╗", bottomLeft: "╚", bottomRight: "╝")
  public static let heavy = BoxStyle(
    horizontal: "━", vertical: "┃", topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛")
  public static let ascii = BoxStyle(
    horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+")
}

extension Canvas {
  /// Draws the outline of `rect` (needs at least 2×2 cells), with `title` in its top edge when given.
  /// The inside is left as it is: fill it first for a dialog, leave it for an overlay on an image.
  public mutating func drawBox(_ rect: Rect, style: BoxStyle = .single, role: StyleRole = .border, title: String? = nil)
  {
    guard rect.width >= 2, rect.height >= 2 else { return }
    let inner = rect.width - 2
    let horizontal = String(repeating: style.horizontal, count: inner)
    put("\(style.topLeft)\(horizontal)\(style.topRight)", row: rect.row, column: rect.column, role: role)
    put("\(style.bottomLeft)\(horizontal)\(style.bottomRight)", row: rect.bottom - 1, column: rect.column, role: role)
    for row in (rect.row + 1)..<(rect.bottom - 1) {
      put(String(style.vertical), row: row, column: rect.column, role: role)
      put(String(style.vertical), row: row, column: rect.right - 1, role: role)
    }
    if let title, inner >= 3 {
      put(
        " \(title.truncated(toColumns: inner - 2)) ", row: rect.row, column: rect.column + 1, role: .title,
        maxWidth: inner)
    }
  }

  /// Draws a horizontal rule across `rect`'s first row.
  public mutating func drawRule(_ rect: Rect, style: BoxStyle = .single, role: StyleRole = .border) {
    guard !rect.isEmpty else { return }
    put(String(repeating: style.horizontal, count: rect.width), row: rect.row, column: rect.column, role: role)
  }
}
