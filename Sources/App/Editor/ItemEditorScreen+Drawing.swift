import InventoryCore
import TerminalUI

extension ItemEditorScreen {
  /// One line per field: label, field, and the field's problem to its right ("✗ a name is required");
  /// the focused field's problem is repeated in full on the last line, where narrow terminals cut nothing.
  func draw(into canvas: inout Canvas, in rect: Rect, context: DrawContext) {
    canvas.fill(rect)
    let labelWidth = 10
    let fieldWidth = max(10, min(40, rect.width - labelWidth - 4))
    var cursor: Position?
    rowAreas = []
    let rows = form.rows
    for (index, row) in rows.enumerated() {
      let line = rect.line(1 + index)
      guard !line.isEmpty else { break }
      rowAreas.append(line)
      let focused = index == focus
      canvas.put(
        form.label(row), in: Rect(row: line.row, column: line.column + 1, width: labelWidth, height: 1),
        role: focused ? .title : .normal)
      let fieldRect = Rect(row: line.row, column: line.column + labelWidth + 2, width: fieldWidth, height: 1)
      let problemRect = Rect(
        row: line.row, column: fieldRect.right + 1, width: line.right - fieldRect.right - 1, height: 1)
      switch row {
      case .text(let field):
        guard var textField = form.fields[field] else { continue }
        let position = textField.draw(into: &canvas, in: fieldRect, focused: focused)
        form.fields[field] = textField
        if focused { cursor = position }
        if let problem = form.visibleProblem(field) ?? textField.validationMessage {
          canvas.put("\(StyleRole.error.symbol ?? "") \(problem)", in: problemRect, role: .error)
        }
      case .category:
        if let name = readCategoryName() {
          canvas.put("\(name) ▾", in: fieldRect, role: focused ? .fieldFocused : .field)
        } else {
          canvas.put("could not read: \(gaps[.category] ?? "")", in: fieldRect, role: .error)
        }
        if focused { cursor = Position(row: fieldRect.row, column: fieldRect.column) }
      case .custom(let id):
        guard var textField = form.custom.texts[id] else { continue }
        let position = textField.draw(into: &canvas, in: fieldRect, focused: focused)
        form.custom.texts[id] = textField
        if focused { cursor = position }
        if let problem = form.custom.visibleProblem(id, showsAll: form.showsAllProblems) {
          canvas.put("\(StyleRole.error.symbol ?? "") \(problem)", in: problemRect, role: .error)
        }
      }
    }
    let footer = drawNotes(into: &canvas, in: rect, from: rows.count + 2)
    drawFooter(into: &canvas, in: rect, at: footer + 1)
    canvas.cursor = cursor
  }

  /// Below the fields from line `first`: the other barcodes (at most three lines; F8 lists them all), then
  /// what the catalogue said. Returns the first line left free.
  private func drawNotes(into canvas: inout Canvas, in rect: Rect, from first: Int) -> Int {
    var next = first
    func put(_ text: String, _ role: StyleRole) {
      let line = rect.line(next)
      guard !line.isEmpty, next < rect.height - 1 else { return }
      canvas.put(" " + text, in: line, role: role)
      next += 1
    }
    if let notice = gaps.notice {
      for text in ScanWording.wrap(notice, width: rect.width - 2, lines: 2) { put(text, .warning) }
    }
    for text in ScanWording.wrap(otherBarcodesText, width: rect.width - 2, lines: 3) { put(text, .normal) }
    for (text, role) in catalogueLines {
      for wrapped in ScanWording.wrap(text, width: rect.width - 2, lines: 2) { put(wrapped, role) }
    }
    return next
  }

  private func drawFooter(into canvas: inout Canvas, in rect: Rect, at row: Int) {
    let line = rect.line(min(rect.height - 1, row))
    guard !line.isEmpty, line.row > rect.row + form.rows.count else { return }
    if case .text(let field) = focusedRow, let problem = form.visibleProblem(field) {
      canvas.put(" \(StyleRole.error.symbol ?? "") \(EditorForm.label(focusedRow)): \(problem)", in: line, role: .error)
    } else if case .custom(let id) = focusedRow,
      let problem = form.custom.visibleProblem(id, showsAll: form.showsAllProblems)
    {
      canvas.put(" \(StyleRole.error.symbol ?? "") \(form.label(focusedRow)): \(problem)", in: line, role: .error)
    } else if focusedRow == .category {
      canvas.put(" Enter: choose a category, or make a new one", in: line, role: .dim)
    } else if hasUnsavedChanges {
      canvas.put(" Changed: F2 saves, Esc discards", in: line, role: .dim)
    }
  }

  /// The chosen category's name as it is now (read each frame: a rename elsewhere shows at once); nil when it
  /// could not be read, `gaps` saying why.
  func readCategoryName() -> String? {
    guard let id = form.categoryID else {
      gaps[.category] = nil
      return "(none)"
    }
    do {
      let name = try environment.service.category(id: id)?.name ?? "(deleted)"
      gaps[.category] = nil
      return name
    } catch {
      gaps[.category] = describe(error)
      return nil
    }
  }
}
