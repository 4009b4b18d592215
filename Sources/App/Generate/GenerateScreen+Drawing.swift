import InventoryCore
import TerminalUI

extension GenerateScreen {
  /// The form on the left, the code to its right when it fits there, else under the form; a code that fits
  /// neither is not drawn cut (a cut code does not scan): the screen says how big it is instead.
  func draw(into canvas: inout Canvas, in rect: Rect, context: DrawContext) {
    canvas.fill(rect)
    let formWidth = min(rect.width, max(36, min(50, rect.width * 2 / 5)))
    let formLines =
      reopened == nil
      ? drawForm(into: &canvas, in: rect, width: formWidth) : drawReopened(into: &canvas, in: rect, width: formWidth)
    let right = Rect(
      row: rect.row, column: rect.column + formWidth + 2, width: rect.right - rect.column - formWidth - 2,
      height: rect.height)
    let belowTop = rect.row + formLines + 1
    let below = Rect(row: belowTop, column: rect.column, width: rect.width, height: rect.bottom - belowTop)
    drawPreview(into: &canvas, right: right, below: below, context: context)
  }

  /// One line per row: label, then the field or the choice. Returns the lines used (the blank first one too).
  private func drawForm(into canvas: inout Canvas, in rect: Rect, width: Int) -> Int {
    let labelWidth = 13
    let valueWidth = max(8, width - labelWidth - 3)
    var cursor: Position?
    rowAreas = []
    for (index, row) in form.rows.enumerated() {
      let line = rect.line(1 + index)
      guard !line.isEmpty else { break }
      rowAreas.append(line)
      let focused = index == focus
      canvas.put(
        GenerateForm.label(row), in: Rect(row: line.row, column: line.column + 1, width: labelWidth, height: 1),
        role: focused ? .title : .normal)
      let valueRect = Rect(row: line.row, column: line.column + labelWidth + 2, width: valueWidth, height: 1)
      if case .text(let field) = row, var textField = form.fields[field] {
        let position = textField.draw(into: &canvas, in: valueRect, focused: focused)
        form.fields[field] = textField
        if focused { cursor = position }
      } else {
        canvas.put(form.value(row), in: valueRect, role: focused ? .fieldFocused : .field)
        if focused { cursor = Position(row: valueRect.row, column: valueRect.column) }
      }
    }
    canvas.cursor = cursor
    return 1 + form.rows.count
  }

  /// What History knew of the code: number, date, kind, content, file.
  private func drawReopened(into canvas: inout Canvas, in rect: Rect, width: Int) -> Int {
    guard let code = reopened else { return 0 }
    let lines: [(String, String)] = [
      ("Created", "#\(code.id ?? 0), \(HistoryScreen.format(code.time))"), ("Kind", code.kind),
      ("Content", code.preview.split(whereSeparator: \.isNewline).joined(separator: " ").terminalSafe),
      ("File", code.file?.terminalSafe ?? "drawn in the terminal"),
    ]
    for (index, (label, value)) in lines.enumerated() {
      let line = rect.line(1 + index)
      canvas.put(label, in: Rect(row: line.row, column: line.column + 1, width: 9, height: 1), role: .title)
      canvas.put(value, in: Rect(row: line.row, column: line.column + 11, width: max(0, width - 11), height: 1))
    }
    let hint = rect.line(2 + lines.count)
    canvas.put(
      " F2 saves it again; Esc goes back.", in: Rect(row: hint.row, column: hint.column, width: width, height: 1),
      role: .dim)
    canvas.cursor = nil
    return 2 + lines.count
  }

  private func drawPreview(into canvas: inout Canvas, right: Rect, below: Rect, context: DrawContext) {
    let wordsArea = right.width >= 24 ? right.line(1) : below
    switch preview {
    case .problem(let reason, let isBlank):
      let text =
        isBlank ? "The code appears here as you type (\(reason))." : "\(StyleRole.error.symbol ?? "") \(reason)"
      drawWords(
        text, into: &canvas, from: wordsArea.row, area: right.width >= 24 ? right : below,
        role: isBlank ? .hint : .error)
    case .code(_, let lines):
      let size = preview.size
      let note =
        context.theme.usesColor ? nil : "No colours here: the code shows in the terminal's own; save a file to scan it."
      let needed = size.rows + 1 + (note == nil ? 0 : 2)
      guard let area = [right, below].first(where: { size.columns <= $0.width && needed <= $0.height }) else {
        let text =
          "Enlarge the terminal to scan from the screen: this code needs \(size.columns) columns and "
          + "\(size.rows + 1) lines beside or under the form. F2 saves it to a file."
        drawWords(text, into: &canvas, from: wordsArea.row, area: right.width >= 24 ? right : below, role: .warning)
        return
      }
      let column = area.column + (area.width - size.columns) / 2
      for (index, line) in lines.enumerated() {
        // Black on white whatever the theme: dark modules are the glyph's ink, light ones its background.
        canvas.put(line, row: area.row + index, column: column, role: .pixels(top: 0, bottom: 255), clip: area)
      }
      let caption = preview.caption.truncated(toColumns: area.width)
      let captionRow = area.row + size.rows
      canvas.put(
        caption, row: captionRow, column: area.column + max(0, (area.width - caption.terminalWidth) / 2), clip: area)
      if let note {
        drawWords(note, into: &canvas, from: captionRow + 2, area: area, role: .dim)
      }
    }
  }

  /// `text` wrapped to `area`'s width from line `row` down.
  private func drawWords(_ text: String, into canvas: inout Canvas, from row: Int, area: Rect, role: StyleRole) {
    for (index, line) in wrapText(text, width: max(10, area.width - 1)).enumerated() {
      canvas.put(line, row: row + index, column: area.column, role: role, clip: area)
    }
  }
}
