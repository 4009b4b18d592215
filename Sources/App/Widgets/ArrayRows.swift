import TerminalUI

/// Rows for a list whose elements are all in memory (the low-stock report, categories, a page of
/// history, settings): the elements plus how one becomes a row.
final class ArrayRows<Element>: ListDataSource {
  var elements: [Element] = []
  private let makeRow: (Element) -> ListRow

  init(_ makeRow: @escaping (Element) -> ListRow) { self.makeRow = makeRow }

  var rowCount: Int { elements.count }

  func rows(in range: Range<Int>) -> [ListRow] { elements[range].map(makeRow) }

  func element(at index: Int) -> Element? { elements.indices.contains(index) ? elements[index] : nil }
}

extension ListView {
  /// The usual answer of a list screen to a list result (`activated` is the caller's business).
  func action(for result: ListView.Result) -> ScreenAction {
    switch result {
    case .unhandled: .unhandled
    case .unchanged, .activated: .none
    case .moved: .redraw
    }
  }
}
