import InventoryCore
import TerminalUI

/// One row of a joined session's screen: a line (an item, or an unknown code to resolve), and for a count the
/// "Not counted" heading and the items in scope no one counted under it.
enum SessionRow: Hashable {
  case line(SessionLine)
  case notCountedHeading(count: Int, choice: UncountedChoice)
  case notCounted(UncountedItem)

  /// The item the row is about (nil for an unknown code and the heading).
  var itemID: Int64? {
    switch self {
    case .line(let line): line.itemID
    case .notCounted(let item): item.itemID
    case .notCountedHeading: nil
    }
  }

  /// What the row is called in messages.
  var title: String {
    switch self {
    case .line(let line): line.title
    case .notCounted(let item): item.name
    case .notCountedHeading: "not counted"
    }
  }
}

/// The joined session's rows. A receive or remove line shows the item's stock now and after the commit: those
/// items are read only for the rows on screen (a batch may hold thousands of lines) and kept until the next
/// reload.
final class SessionLineRows: ListDataSource {
  private let service: any Inventory
  var kind: StockSession.Kind = .count
  private(set) var rows: [SessionRow] = []
  private var stock: [Int64: Item] = [:]
  /// What the product catalogue calls an unknown code ("Nutella 400 g · Ferrero · Spreads"), nil when it does
  /// not know it; asked once per code (a session may list the same unknown code for a long review).
  private let catalogueName: (String) -> String?
  private var catalogueNames: [String: String?] = [:]

  init(service: any Inventory, catalogueName: @escaping (String) -> String? = { _ in nil }) {
    self.service = service
    self.catalogueName = catalogueName
  }

  var rowCount: Int { rows.count }

  func row(at index: Int) -> SessionRow? { rows.indices.contains(index) ? rows[index] : nil }

  /// A count's report: the counted lines, then the heading and the items no one counted.
  func show(_ report: CountReport) {
    kind = .count
    stock = [:]
    rows = report.lines.map(SessionRow.line)
    guard !report.notCounted.isEmpty else { return }
    rows.append(.notCountedHeading(count: report.notCounted.count, choice: report.session.uncountedDefault))
    rows += report.notCounted.map(SessionRow.notCounted)
  }

  /// A batch's lines.
  func show(_ lines: [SessionLine], kind: StockSession.Kind) {
    self.kind = kind
    stock = [:]
    rows = lines.map(SessionRow.line)
  }

  func rows(in range: Range<Int>) -> [ListRow] {
    rows[range].map { kind == .count ? countRow($0) : batchRow($0) }
  }

  static func columns(for kind: StockSession.Kind) -> [ListColumn] {
    let item = ListColumn("Item", width: .flexible(minimum: 12, weight: 3))
    guard kind == .count else {
      return [
        item, ListColumn("Qty", width: .fixed(8), alignRight: true),
        ListColumn("In stock", width: .fixed(9), alignRight: true),
        ListColumn("After", width: .fixed(9), alignRight: true),
      ]
    }
    return [
      item, ListColumn("Counted", width: .fixed(8), alignRight: true),
      ListColumn("Expected", width: .fixed(8), alignRight: true),
      ListColumn("Diff", width: .fixed(7), alignRight: true),
      ListColumn("Value", width: .fixed(10), alignRight: true), ListColumn("By", width: .flexible(minimum: 6)),
    ]
  }

  /// Item, Counted, Expected, Diff, Value, By; a not-counted item shows its stock as expected and, in place of
  /// who counted, what the commit will do to it.
  private func countRow(_ row: SessionRow) -> ListRow {
    switch row {
    case .line(let line) where line.isUnknownCode:
      return ListRow(
        [ListCell(unknownTitle(line)), ListCell(String(line.quantity)), "", "", "", ListCell(byline(line))],
        role: .warning)
    case .line(let line):
      let difference = line.difference ?? 0
      return ListRow([
        line.isOutsideScope ? ListCell("! \(line.title) (outside the count)", role: .warning) : ListCell(line.title),
        ListCell(String(line.quantity)), ListCell(line.expected.map(String.init) ?? ""),
        ListCell(ActionWording.signed(difference), role: difference == 0 ? nil : .warning),
        ListCell(line.differenceValue.map { difference == 0 ? "" : $0.description } ?? ""), ListCell(byline(line)),
      ])
    case .notCountedHeading(let count, let choice):
      // The count's default for the items below (each may have its own): in the By column, where theirs are.
      return ListRow(
        [ListCell("Not counted (\(count))"), "", "", "", "", ListCell("default: \(SessionText.choice(choice))")],
        role: .title)
    case .notCounted(let item):
      let zeroing = item.choice == .setToZero
      return ListRow(
        [
          ListCell("  \(item.name)"), "–", ListCell(String(item.quantity)),
          ListCell(zeroing ? ActionWording.signed(item.difference) : ""),
          ListCell(zeroing ? item.differenceValue?.description ?? "" : ""),
          ListCell(SessionText.choice(item.choice), role: zeroing ? .warning : .dim),
        ], role: .dim)
    }
  }

  /// Item (or unknown code), Qty, In stock, After; an item the commit cannot take that many of says so.
  private func batchRow(_ row: SessionRow) -> ListRow {
    guard case .line(let line) = row else { return ListRow([]) }
    guard let id = line.itemID else {
      return ListRow([ListCell(unknownTitle(line)), ListCell(String(line.quantity))], role: .warning)
    }
    guard let item = item(id) else { return ListRow([ListCell(line.title), ListCell(String(line.quantity)), "?"]) }
    let after = StockLimits.quantity(item.quantity, adding: kind == .remove ? -line.quantity : line.quantity)
    let afterCell =
      after.map { ListCell(String($0)) }
      ?? ListCell(kind == .remove ? "short \(line.quantity - item.quantity)" : "too many", role: .error)
    return ListRow([ListCell(line.title), ListCell(String(line.quantity)), ListCell(String(item.quantity)), afterCell])
  }

  /// "? 5012345678900 (unknown code)": Enter resolves it.
  static func unknownTitle(_ line: SessionLine) -> String { "? \(line.title) (unknown code)" }

  /// "? 3017620422003 · catalogue: Nutella 400 g · Ferrero" when the catalogue knows the code.
  private func unknownTitle(_ line: SessionLine) -> String {
    guard let code = line.code else { return Self.unknownTitle(line) }
    let name: String?
    if let known = catalogueNames[code] {
      name = known
    } else {
      name = catalogueName(code)
      catalogueNames[code] = name
    }
    return name.map { "? \(code) · catalogue: \($0)" } ?? Self.unknownTitle(line)
  }

  private func byline(_ line: SessionLine) -> String { line.stations.joined(separator: ", ") }

  private func item(_ id: Int64) -> Item? {
    if let known = stock[id] { return known }
    // Unreadable: the line shows no stock figure; the screen's reload says why the store cannot be read.
    let fresh = try? service.item(id: id)
    stock[id] = fresh
    return fresh
  }
}
