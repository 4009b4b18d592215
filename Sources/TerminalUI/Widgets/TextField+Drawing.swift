import InventoryCore

extension TextField {
  /// Draws the field on `rect`'s first row (scrolled so the cursor is visible) and the validation message,
  /// if any, on its second; selected text shows as a selection. Returns where the real cursor belongs when `focused`.
  @discardableResult
  public mutating func draw(into canvas: inout Canvas, in rect: Rect, focused: Bool) -> Position? {
    guard !rect.isEmpty else { return nil }
    let line = rect.line(0)
    textArea = line
    let role: StyleRole = focused ? .fieldFocused : .field
    canvas.fill(line, role: role)
    if characters.isEmpty && !placeholder.isEmpty {
      scrollColumn = 0
      canvas.put(placeholder, in: line, role: .dim)
    } else {
      updateScroll(width: line.width)
      // Selected text is drawn as a selection: the next typed character replaces it.
      let visible = visibleText(width: line.width)
      canvas.put(visible, in: line, role: role)
      if focused && isSelected { canvas.put(visible, row: line.row, column: line.column, role: .selection, clip: line) }
    }
    if rect.height >= 2 {
      let below = rect.line(1)
      canvas.fill(below)
      if let validationMessage {
        canvas.put("\(StyleRole.error.symbol ?? "") \(validationMessage)", in: below, role: .error)
      }
    }
    guard focused else { return nil }
    return Position(row: line.row, column: line.column + min(line.width - 1, cursorColumn - scrollColumn))
  }

  /// Keeps the cursor inside the field, leaving room for it after the last character.
  private mutating func updateScroll(width: Int) {
    let cursor = cursorColumn
    if cursor < scrollColumn { scrollColumn = cursor }
    if cursor >= scrollColumn + width { scrollColumn = cursor - width + 1 }
    let textWidth = characters.reduce(0) { $0 + $1.terminalWidth }
    scrollColumn = max(0, min(scrollColumn, max(0, textWidth + 1 - width)))
  }

  /// The text between `scrollColumn` and `scrollColumn + width`; a wide character cut by an edge shows as a blank.
  private func visibleText(width: Int) -> String {
    var result = ""
    var column = 0
    for character in characters {
      let characterWidth = character.terminalWidth
      defer { column += characterWidth }
      if column + characterWidth <= scrollColumn { continue }
      if column >= scrollColumn + width { break }
      if column < scrollColumn || column + characterWidth > scrollColumn + width {
        result += String(
          repeating: " ", count: min(column + characterWidth, scrollColumn + width) - max(column, scrollColumn))
      } else {
        result.append(character)
      }
    }
    return result
  }
}
