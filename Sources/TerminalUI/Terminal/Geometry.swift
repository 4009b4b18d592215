/// The terminal's size in character cells.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
  public var columns: Int
  public var rows: Int

  public init(columns: Int, rows: Int) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
  }

  /// Whether both sides are at least those of `minimum`.
  public func fits(_ minimum: TerminalSize) -> Bool { columns >= minimum.columns && rows >= minimum.rows }

  /// "80×24", the form messages use.
  public var description: String { "\(columns)×\(rows)" }
}

/// A cell position, zero-based from the top-left corner.
public struct Position: Hashable, Sendable {
  public var row: Int
  public var column: Int

  public init(row: Int, column: Int) {
    self.row = row
    self.column = column
  }
}

/// A rectangle of cells: where a widget may draw. Widgets receive one and never draw outside it.
public struct Rect: Hashable, Sendable {
  public var row: Int
  public var column: Int
  public var width: Int
  public var height: Int

  public init(row: Int, column: Int, width: Int, height: Int) {
    self.row = row
    self.column = column
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// The whole of a terminal or canvas of `size`.
  public init(size: TerminalSize) { self.init(row: 0, column: 0, width: size.columns, height: size.rows) }

  public var isEmpty: Bool { width == 0 || height == 0 }
  public var bottom: Int { row + height }
  public var right: Int { column + width }

  public func contains(_ position: Position) -> Bool {
    position.row >= row && position.row < bottom && position.column >= column && position.column < right
  }

  /// The overlap of two rectangles (empty when they do not meet).
  public func intersection(_ other: Rect) -> Rect {
    let top = max(row, other.row)
    let left = max(column, other.column)
    return Rect(row: top, column: left, width: min(right, other.right) - left, height: min(bottom, other.bottom) - top)
  }

  /// This rectangle shrunk by `amount` cells on every side (a frame's inside).
  public func inset(by amount: Int) -> Rect {
    Rect(row: row + amount, column: column + amount, width: width - 2 * amount, height: height - 2 * amount)
  }

  /// One row of this rectangle, counted from its top (clipped to it).
  public func line(_ index: Int) -> Rect {
    Rect(row: row + index, column: column, width: width, height: index >= 0 && index < height ? 1 : 0)
  }

  /// A rectangle of `size` centred in this one (shrunk to fit).
  public func centered(width: Int, height: Int) -> Rect {
    let w = min(width, self.width)
    let h = min(height, self.height)
    return Rect(row: row + (self.height - h) / 2, column: column + (self.width - w) / 2, width: w, height: h)
  }

  /// Splits off `count` rows at the top: (those rows, the rest).
  public func splitTop(_ count: Int) -> (top: Rect, rest: Rect) {
    let n = min(max(0, count), height)
    return (
      Rect(row: row, column: column, width: width, height: n),
      Rect(row: row + n, column: column, width: width, height: height - n)
    )
  }

  /// Splits off `count` rows at the bottom: (the rest, those rows).
  public func splitBottom(_ count: Int) -> (rest: Rect, bottom: Rect) {
    let n = min(max(0, count), height)
    return (
      Rect(row: row, column: column, width: width, height: height - n),
      Rect(row: bottom - n, column: column, width: width, height: n)
    )
  }
}
