import InventoryCore
import TerminalUI

@testable import App

/// Moving about the Sessions tab in screen tests: start and join a session, pick a row by its title, read a
/// row's cells.
extension AppHarness {
  var sessionsTab: SessionsScreen? { root?.tabs.lazy.compactMap { $0 as? SessionsScreen }.first }

  /// Opens the Sessions tab (6) and starts a session: a count of everything, a receive or a remove.
  func startSession(_ kind: StockSession.Kind) {
    press(.char("6"))
    switch kind {
    case .count: press(.char("n"), .enter)
    case .receive: press(.char("r"))
    case .remove: press(.char("p"))
    }
  }

  /// Selects the joined session's row titled `title` (an item's name, or an unknown code).
  func selectSessionRow(_ title: String) {
    guard let index = sessionsTab?.lines.rows.firstIndex(where: { $0.title == title }) else { return }
    press(.char("g"))
    for _ in 0..<index { press(.down) }
  }

  /// The cells after `name` on the row starting with it (an item not counted is indented), split at spaces.
  func cells(after name: String) -> [String]? {
    guard let row = screen.first(where: { $0.hasPrefix(name) || $0.hasPrefix("  " + name) }),
      let range = row.range(of: name)
    else { return nil }
    return row[range.upperBound...].split(separator: " ").map(String.init)
  }

  var header: String { screen.first ?? "" }
}
