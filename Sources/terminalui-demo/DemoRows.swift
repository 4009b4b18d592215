import TerminalUI

/// A generated list of `count` rows with accented, CJK and emoji names, counting what it is asked for:
/// proves the list stays fast on 100,000 rows because it asks only for visible ones.
final class DemoRows: ListDataSource {
  let rowCount: Int
  private(set) var rowsRequested = 0
  private let names = ["Green tea 日本茶", "Café crème", "Tea cup 🍵", "Plain item", "Ærø smoked cheese"]

  init(count: Int) { rowCount = count }

  func name(at index: Int) -> String { "\(names[index % names.count]) #\(index + 1)" }

  func quantity(at index: Int) -> Int { (index * 7) % 23 }

  func rows(in range: Range<Int>) -> [ListRow] {
    rowsRequested += range.count
    return range.map { index in
      let quantity = quantity(at: index)
      let low = quantity < 3
      return ListRow(
        [ListCell(String(index + 1)), ListCell(name(at: index)), ListCell(low ? "▼ \(quantity)" : String(quantity))],
        role: low ? .lowStock : .normal)
    }
  }
}
