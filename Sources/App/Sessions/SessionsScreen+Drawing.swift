import InventoryCore
import TerminalUI

extension SessionsScreen {
  /// A line saying what is shown, the list, and a line of totals (or the error that stopped the last read).
  func draw(into canvas: inout Canvas, in rect: Rect, context: DrawContext) {
    if !loaded || shownSession != joined?.id { reload() }
    let (top, rest) = rect.splitTop(1)
    let (middle, bottom) = rest.splitBottom(1)
    canvas.fill(top)
    guard let joined else {
      guard showsClosed else {
        canvas.put(
          "Open sessions · n count, r receive, p remove (picking) · Enter joins: scans then go into it · v closed ones",
          in: top, role: .title)
        canvas.cursor = sessionList.draw(
          into: &canvas, in: middle, dataSource: openSessions,
          emptyText: "No open sessions: n starts a count, r a receive, p a remove.")
        drawFooter(
          into: &canvas, in: bottom,
          text: "\(openSessions.rowCount) open · a session stays open until committed or discarded, from any station")
        return
      }
      canvas.put(
        "Committed and discarded sessions · Enter shows one · x writes a count's report · v open ones", in: top,
        role: .title)
      canvas.cursor = sessionList.draw(
        into: &canvas, in: middle, dataSource: openSessions, emptyText: "No session has been committed or discarded.")
      drawFooter(into: &canvas, in: bottom, text: "\(openSessions.rowCount) closed · kept for the record")
      return
    }
    canvas.put(heading(joined), in: top, role: .title)
    canvas.cursor = lineList.draw(
      into: &canvas, in: middle, dataSource: lines,
      emptyText: "Nothing yet: scan (from any tab), or press a to key in an item and how many.")
    drawFooter(into: &canvas, in: bottom, text: totals(joined))
  }

  /// "COUNT #3 · everything · started 2026-11-22 12:05 at till · back room · l leaves (it stays open)".
  private func heading(_ session: StockSession) -> String {
    var parts = [SessionText.badge(session)]
    if session.kind == .count {
      parts.append(
        SessionWording.scope(session.scope, categoryName: session.scope.storedCategoryID.flatMap { categoryNames[$0] }))
    }
    parts.append("started \(SessionText.time(session.startedAt)) at \(session.station)")
    if !session.note.isEmpty { parts.append(session.note) }
    parts.append("l leaves (it stays open)")
    return parts.joined(separator: " · ")
  }

  private func totals(_ session: StockSession) -> String {
    if let report { return SessionWording.countTotals(report.totals) }
    return SessionText.batchTotals(batchLines, kind: session.kind)
  }

  private func drawFooter(into canvas: inout Canvas, in line: Rect, text: String) {
    if let loadError {
      canvas.put("\(StyleRole.error.symbol ?? "") \(loadError)", in: line, role: .error)
    } else {
      canvas.put(text, in: line, role: .dim)
    }
  }
}
