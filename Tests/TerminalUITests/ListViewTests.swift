import Testing

@testable import TerminalUI

/// 100,000 generated rows that record every range the list asks for.
final class CountingRows: ListDataSource {
  var rowCount: Int
  private(set) var requests: [Range<Int>] = []

  init(count: Int) { rowCount = count }

  var rowsRequested: Int { requests.reduce(0) { $0 + $1.count } }

  func rows(in range: Range<Int>) -> [ListRow] {
    requests.append(range)
    return range.map {
      ListRow(texts: ["\($0)", "Item \($0)", "\($0 % 10)"], role: $0 % 10 == 0 ? .lowStock : .normal)
    }
  }
}

@Suite("ListView")
struct ListViewTests {
  let columns = [
    ListColumn("#", width: .fixed(6), alignRight: true), ListColumn("Name"),
    ListColumn("Qty", width: .fixed(3), alignRight: true),
  ]

  func draw(_ list: inout ListView, _ rows: CountingRows, size: TerminalSize = TerminalSize(columns: 30, rows: 11))
    -> Canvas
  {
    var canvas = Canvas(size: size)
    canvas.cursor = list.draw(into: &canvas, in: canvas.bounds, dataSource: rows)
    return canvas
  }

  @Test("with 100,000 rows only the visible ones are requested, also after jumping to the end")
  func virtualised() {
    // Given a list 11 rows tall (a header and 10 rows) over 100,000 rows
    let rows = CountingRows(count: 100_000)
    var list = ListView(columns: columns)
    _ = draw(&list, rows)
    #expect(rows.requests == [0..<10])
    // When End is pressed and the list redrawn
    #expect(list.handle(.key(.end), rowCount: rows.rowCount) == .moved)
    let canvas = draw(&list, rows)
    // Then only the last page was fetched, and the selection is on the last row, where the cursor is
    #expect(rows.requests.last == 99_990..<100_000)
    #expect(rows.rowsRequested == 20)
    #expect(list.selectedIndex == 99_999)
    #expect(canvas.lines[10] == " 99999 Item 99999            9")
    #expect(canvas.cursor == Position(row: 10, column: 0))
    #expect(canvas[10, 3].role == .selection)
  }

  @Test("arrows, vim keys, paging and Home/End move the selection and scroll")
  func navigation() {
    let rows = CountingRows(count: 100)
    var list = ListView(columns: columns)
    _ = draw(&list, rows)
    let steps: [(KeyPress, Int, Int)] = [
      (.down, 1, 0), (.char("j"), 2, 0), (.char("k"), 1, 0), (.pageDown, 10, 1), (.pageDown, 19, 10),
      (.pageUp, 10, 10), (.char("G"), 99, 90), (.char("g"), 0, 0), (.up, 0, 0),
    ]
    for (key, selected, top) in steps {
      _ = list.handle(.key(key), rowCount: rows.rowCount)
      #expect((list.selectedIndex, list.topIndex) == (selected, top), "after \(key.displayName)")
    }
    #expect(list.handle(.key(.up), rowCount: 100) == .unchanged)
    #expect(list.handle(.key(.enter), rowCount: 100) == .activated(0))
    #expect(list.handle(.key(.char("x")), rowCount: 100) == .unhandled)
  }

  @Test("a click selects the row under it; the wheel scrolls")
  func mouse() {
    let rows = CountingRows(count: 100)
    var list = ListView(columns: columns)
    _ = draw(&list, rows)
    #expect(list.handle(.mouse(MouseEvent(.click, at: Position(row: 4, column: 10))), rowCount: 100) == .moved)
    #expect(list.selectedIndex == 3)
    #expect(list.handle(.mouse(MouseEvent(.click, at: Position(row: 0, column: 10))), rowCount: 100) == .unhandled)
    #expect(
      list.handle(.mouse(MouseEvent(.doubleClick, at: Position(row: 2, column: 1))), rowCount: 100) == .activated(1))
    _ = list.handle(.mouse(MouseEvent(.wheelDown, at: Position(row: 5, column: 0))), rowCount: 100)
    #expect(list.topIndex == 3 && list.selectedIndex == 3)
    _ = list.handle(.mouse(MouseEvent(.wheelDown, at: Position(row: 5, column: 0))), rowCount: 100)
    #expect(list.topIndex == 6 && list.selectedIndex == 6, "the selection stays visible")
  }

  @Test("header, column alignment and row roles are drawn")
  func drawing() {
    let rows = CountingRows(count: 3)
    var list = ListView(columns: columns)
    let canvas = draw(&list, rows, size: TerminalSize(columns: 30, rows: 5))
    #expect(
      canvas.lines == [
        "     # Name                Qty", "     0 Item 0                0", "     1 Item 1                1",
        "     2 Item 2                2", String(repeating: " ", count: 30),
      ])
    #expect(canvas[0, 7].role == .title)
    #expect(canvas[1, 7].role == .selection, "the first row is selected")
    let unselected = CountingRows(count: 3)
    var other = ListView(columns: columns)
    other.select(2, rowCount: 3)
    let second = draw(&other, unselected, size: TerminalSize(columns: 30, rows: 5))
    #expect(second[1, 7].role == .lowStock)
  }

  @Test("the selection follows a shrinking data source; an empty list says so and hides the cursor")
  func shrinkingAndEmpty() {
    let rows = CountingRows(count: 50)
    var list = ListView(columns: columns)
    list.select(40, rowCount: 50)
    rows.rowCount = 5
    _ = draw(&list, rows)
    #expect(list.selectedIndex == 4)
    rows.rowCount = 0
    let canvas = draw(&list, rows)
    #expect(canvas.cursor == nil)
    #expect(canvas.lines[1].hasPrefix("(nothing to show)"))
  }

  @Test("column layout shares the spare width and shrinks from the right")
  func layout() {
    #expect(ListColumn.layout(columns, in: 30) == [6, 19, 3])
    #expect(
      ListColumn.layout(
        [
          ListColumn("a", width: .flexible(minimum: 2, weight: 1)),
          ListColumn("b", width: .flexible(minimum: 2, weight: 3)),
        ], in: 11) == [3, 7])
    #expect(ListColumn.layout(columns, in: 10) == [6, 2, 0])
  }
}
