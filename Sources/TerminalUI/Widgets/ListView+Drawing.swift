extension ListView {
  /// Draws the header and the visible rows into `rect`, asking `dataSource` only for those rows.
  /// Returns where the real cursor belongs (the start of the selected row), nil when the list is empty:
  /// put it in `canvas.cursor` so screen readers follow the selection.
  @discardableResult
  public mutating func draw(
    into canvas: inout Canvas, in rect: Rect, dataSource: any ListDataSource, emptyText: String = "(nothing to show)"
  ) -> Position? {
    guard !rect.isEmpty else { return nil }
    canvas.fill(rect)
    let widths = ListColumn.layout(columns, in: rect.width)
    var body = rect
    if showsHeader {
      let split = rect.splitTop(1)
      drawCells(columns.map { ListCell($0.title) }, widths: widths, in: split.top, role: .title, canvas: &canvas)
      body = split.rest
    }
    rowsArea = body
    visibleRowCount = max(1, body.height)
    let rowCount = max(0, dataSource.rowCount)
    guard rowCount > 0, !body.isEmpty else {
      selectedIndex = 0
      topIndex = 0
      canvas.put(emptyText, in: body.line(0), role: .dim)
      return nil
    }
    selectedIndex = max(0, min(selectedIndex, rowCount - 1))
    scrollSelectionIntoView(rowCount: rowCount)
    let range = topIndex..<min(rowCount, topIndex + body.height)
    let rows = dataSource.rows(in: range)
    var cursor: Position?
    for (offset, row) in rows.prefix(range.count).enumerated() {
      let line = body.line(offset)
      let selected = topIndex + offset == selectedIndex
      drawCells(row.cells, widths: widths, in: line, role: row.role, canvas: &canvas)
      if selected {
        canvas.setRole(.selection, in: line)
        cursor = Position(row: line.row, column: line.column)
      }
    }
    return cursor
  }

  private func drawCells(_ cells: [ListCell], widths: [Int], in line: Rect, role: StyleRole, canvas: inout Canvas) {
    canvas.fill(line, role: role)
    var column = line.column
    for (index, width) in widths.enumerated() where width > 0 {
      let cell = index < cells.count ? cells[index] : ListCell("")
      let area = Rect(row: line.row, column: column, width: width, height: 1).intersection(line)
      canvas.put(cell.text, in: area, role: cell.role ?? role, alignRight: columns[index].alignRight)
      column += width + 1
    }
  }
}

extension ListView {
  /// Draws like `draw`, and when rows are hidden below the last line shows, says so on that line
  /// ("↓ 12 more lines below"), so a long text (help) is never taken for all there is.
  @discardableResult
  public mutating func drawSayingWhatIsHidden(
    into canvas: inout Canvas, in rect: Rect, dataSource: any ListDataSource
  ) -> Position? {
    let rowCount = max(0, dataSource.rowCount)
    guard rect.height >= 2, rowCount > rect.height - (showsHeader ? 1 : 0) else {
      return draw(into: &canvas, in: rect, dataSource: dataSource)
    }
    let (body, last) = rect.splitBottom(1)
    let cursor = draw(into: &canvas, in: body, dataSource: dataSource)
    let hidden = max(0, rowCount - (topIndex + visibleRowCount))
    canvas.fill(last)
    if hidden > 0 {
      canvas.put("↓ \(hidden) more line\(hidden == 1 ? "" : "s") below (↓, PgDn)", in: last, role: .dim)
    } else {
      canvas.put("(end)", in: last, role: .dim)
    }
    return cursor
  }
}
