import InventoryCore
import TerminalUI

extension SessionsScreen {
  /// Enter on a committed or discarded session: what it held, line by line, in a dialog (x writes a count's
  /// report from the list).
  func showClosed(_ session: StockSession) -> ScreenAction {
    do {
      let lines = try service.sessionLines(id: session.id)
      let closed =
        "\(session.state.rawValue.capitalized)"
        + (session.closedAt.map { " \(SessionText.time($0))" } ?? "") + (session.closedBy.map { " at \($0)" } ?? "")
        + ", started \(SessionText.time(session.startedAt)) at \(session.station)."
      var text = [closed]
      if session.kind == .count {
        text.append(SessionWording.countTotals(try service.countReport(id: session.id).totals) + ".")
      } else {
        text.append(SessionText.batchTotals(lines, kind: session.kind) + ".")
      }
      text += lines.map { line in
        let expected = line.expected.map { ", expected \($0), difference \(ActionWording.signed(line.quantity - $0))" }
        return "\(line.isUnknownCode ? "? " : "")\(line.title): \(session.kind.quantityWord) \(line.quantity)"
          + (expected ?? "") + (line.isOutsideScope ? " (outside the count)" : "")
      }
      if session.kind == .count { text.append("x on the list writes its report as CSV.") }
      return .present(ReportDialog(title: SessionText.name(session).capitalized, lines: text, answers: []))
    } catch {
      return .sequence([.status(.error("cannot read \(SessionText.name(session)): \(describe(error))")), .bell])
    }
  }
}
