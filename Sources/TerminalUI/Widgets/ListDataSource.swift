/// Rows for a `ListView`, fetched lazily: the list asks for the row count and for the rows it shows,
/// never for all of them, so a 100,000-item inventory costs one screenful per frame.
public protocol ListDataSource: AnyObject {
  /// How many rows there are now (may change between frames: other processes edit the database).
  var rowCount: Int { get }
  /// The rows at `range` (always within 0..<rowCount), in order.
  func rows(in range: Range<Int>) -> [ListRow]
}

/// One row of a list: a cell per column.
public struct ListRow: Hashable, Sendable {
  public var cells: [ListCell]
  /// The role of the whole row when not selected (e.g. `.lowStock`); cells may override it.
  public var role: StyleRole

  public init(_ cells: [ListCell], role: StyleRole = .normal) {
    self.cells = cells
    self.role = role
  }

  /// A row of plain texts.
  public init(texts: [String], role: StyleRole = .normal) {
    self.init(texts.map { ListCell($0) }, role: role)
  }
}

/// One cell's text, with its own role when it differs from the row's (a category in its colour).
public struct ListCell: Hashable, Sendable, ExpressibleByStringLiteral {
  public var text: String
  public var role: StyleRole?

  public init(_ text: String, role: StyleRole? = nil) {
    self.text = text
    self.role = role
  }

  public init(stringLiteral value: String) { self.init(value) }
}

/// A list column: a header title, a width, an alignment.
public struct ListColumn: Hashable, Sendable {
  public enum Width: Hashable, Sendable {
    /// Exactly this many cells.
    case fixed(Int)
    /// A share of what the fixed columns leave (by weight), never below `minimum`.
    case flexible(minimum: Int = 4, weight: Int = 1)
  }

  public var title: String
  public var width: Width
  public var alignRight: Bool

  public init(_ title: String, width: Width = .flexible(), alignRight: Bool = false) {
    self.title = title
    self.width = width
    self.alignRight = alignRight
  }

  /// Widths of `columns` filling `total` cells, one space between columns. Flexible columns share
  /// what is left; when even the minimums do not fit, the rightmost columns shrink first (to zero).
  public static func layout(_ columns: [ListColumn], in total: Int) -> [Int] {
    guard !columns.isEmpty else { return [] }
    let available = max(0, total - (columns.count - 1))
    let fixed = columns.reduce(0) { sum, column in
      if case .fixed(let width) = column.width { return sum + width }
      if case .flexible(let minimum, _) = column.width { return sum + minimum }
      return sum
    }
    let weights = columns.reduce(0) { sum, column in
      if case .flexible(_, let weight) = column.width { return sum + max(0, weight) }
      return sum
    }
    var spare = max(0, available - fixed)
    var widths = columns.map { column -> Int in
      switch column.width {
      case .fixed(let width): return width
      case .flexible(let minimum, let weight):
        return minimum + (weights > 0 ? spare * max(0, weight) / weights : 0)
      }
    }
    spare = available - widths.reduce(0, +)
    if spare > 0, let lastFlexible = columns.lastIndex(where: { if case .flexible = $0.width { true } else { false } })
    {
      widths[lastFlexible] += spare
    }
    var excess = widths.reduce(0, +) - available
    for index in widths.indices.reversed() where excess > 0 {
      let cut = min(widths[index], excess)
      widths[index] -= cut
      excess -= cut
    }
    return widths
  }
}
