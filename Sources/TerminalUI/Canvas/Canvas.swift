import InventoryCore

/// An in-memory frame: a grid of cells that screens and widgets draw into and a `Terminal` renders.
/// Everything is clipped to the canvas, so widgets can be drawn into any rectangle without bounds checks.
public struct Canvas: Sendable {
  public let size: TerminalSize
  public private(set) var cells: [Cell]
  /// Where the real terminal cursor goes (the selected row, the insertion point of a field); hidden when nil.
  public var cursor: Position?

  public init(size: TerminalSize) {
    self.size = size
    cells = Array(repeating: .blank, count: size.columns * size.rows)
  }

  public var bounds: Rect { Rect(size: size) }

  public subscript(row: Int, column: Int) -> Cell {
    guard row >= 0, row < size.rows, column >= 0, column < size.columns else { return .blank }
    return cells[row * size.columns + column]
  }

  /// Writes `text` from (`row`, `column`) to the right, at most `maxWidth` columns and never outside `clip`
  /// (default: the whole canvas), one grapheme cluster (Character) per cell or pair of cells. A wide
  /// character that does not fit whole becomes a blank; control characters are shown as control pictures
  /// ("␤"; see `sanitizedForDisplay`). Returns the number of columns used.
  @discardableResult
  public mutating func put(
    _ text: some StringProtocol, row: Int, column: Int, role: StyleRole = .normal, attributes: TextAttributes = [],
    maxWidth: Int = .max, clip: Rect? = nil
  ) -> Int {
    let area = (clip ?? bounds).intersection(bounds)
    guard row >= area.row, row < area.bottom else { return 0 }
    let limit = min(area.right, column >= Int.max - maxWidth ? Int.max : column + maxWidth)
    var x = column
    for raw in text {
      let character = raw.sanitizedForDisplay
      let width = character.terminalWidth
      if width == 0 { continue }
      if x + width > limit {
        if x < limit && x >= area.column { setCell(row, x, Cell(" ", role: role, attributes: attributes)) }
        x = max(x, min(limit, x + width))
        break
      }
      if x >= area.column {
        setCell(row, x, Cell(character, role: role, attributes: attributes))
        if width == 2 { setCell(row, x + 1, Cell(" ", role: role, attributes: attributes, isContinuation: true)) }
      } else if width == 2 && x + 1 == area.column {
        setCell(row, x + 1, Cell(" ", role: role, attributes: attributes))
      }
      x += width
    }
    return max(0, x - column)
  }

  /// Writes `text` on the first row of `rect`, cut with "…" or padded with spaces to exactly its width.
  public mutating func put(
    _ text: some StringProtocol, in rect: Rect, role: StyleRole = .normal, attributes: TextAttributes = [],
    alignRight: Bool = false
  ) {
    guard !rect.isEmpty else { return }
    let fitted = text.padded(toColumns: rect.width, alignRight: alignRight)
    put(
      fitted, row: rect.row, column: rect.column, role: role, attributes: attributes, maxWidth: rect.width, clip: rect)
  }

  /// Fills `rect` with `character` in `role` (a blank rectangle by default).
  public mutating func fill(_ rect: Rect, with character: Character = " ", role: StyleRole = .normal) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    let line = String(repeating: character, count: area.width / max(1, character.terminalWidth))
    for row in area.row..<area.bottom {
      for column in area.column..<area.right { setCell(row, column, Cell(" ", role: role)) }
      put(line, row: row, column: area.column, role: role, clip: area)
    }
  }

  /// Gives every cell in `rect` the role `role`, keeping the text (a selected row's highlight).
  public mutating func setRole(_ role: StyleRole, in rect: Rect) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    for row in area.row..<area.bottom {
      for column in area.column..<area.right { cells[row * size.columns + column].role = role }
    }
  }

  /// Each row as text (continuation cells contribute nothing, so "日本" reads as written); rows keep
  /// their trailing spaces, so every line is exactly `size.columns` wide.
  public var lines: [String] {
    (0..<size.rows).map { row in text(row: row) }
  }

  /// One row as text, optionally only `columns` of it.
  public func text(row: Int, columns: Range<Int>? = nil) -> String {
    guard row >= 0, row < size.rows else { return "" }
    let range = (columns ?? 0..<size.columns).clamped(to: 0..<size.columns)
    var result = ""
    for column in range {
      let cell = cells[row * size.columns + column]
      if !cell.isContinuation { result.append(cell.character) }
    }
    return result
  }

  /// Writes one cell, blanking the other half of any wide character it overwrites half of.
  private mutating func setCell(_ row: Int, _ column: Int, _ cell: Cell) {
    guard row >= 0, row < size.rows, column >= 0, column < size.columns else { return }
    let index = row * size.columns + column
    let old = cells[index]
    // Overwriting the second half of a wide character: its first half becomes a blank.
    if old.isContinuation && !cell.isContinuation && column > 0 {
      cells[index - 1] = Cell(" ", role: cells[index - 1].role)
    }
    // Overwriting the first half: its second half becomes a blank, unless a new wide character takes it.
    let newIsWide = !cell.isContinuation && cell.character.terminalWidth == 2
    if !old.isContinuation && old.character.terminalWidth == 2 && !newIsWide && column + 1 < size.columns
      && cells[index + 1].isContinuation
    {
      cells[index + 1] = Cell(" ", role: cells[index + 1].role)
    }
    cells[index] = cell
  }
}
