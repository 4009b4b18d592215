/// Where labels sit on a page: a grid of `columns` x `rows` labels of one size, from the top left margins,
/// with gaps between them. Slots are numbered row by row, left to right, from 0 (people count from 1:
/// `--start-at`). Plain values; `validated()` says whether the grid fits its page.
public struct LabelLayout: Sendable, Hashable, CustomStringConvertible {
  /// The preset's name ("a4-3x7"), kept when options change the grid.
  public var name: String
  public var page: PaperSize
  public var columns: Int
  public var rows: Int
  public var label: PaperSize
  public var topMargin: Double
  public var leftMargin: Double
  /// Between columns, and between rows.
  public var horizontalGap: Double
  public var verticalGap: Double
  /// The page is the grid and its margins (a roll or a pad of thermal labels), not a sheet of fixed size:
  /// changing the label changes the page.
  public var pageFollowsGrid: Bool

  public init(
    name: String, page: PaperSize, columns: Int, rows: Int, label: PaperSize, topMargin: Double = 0,
    leftMargin: Double = 0, horizontalGap: Double = 0, verticalGap: Double = 0, pageFollowsGrid: Bool = false
  ) {
    self.name = name
    self.page = page
    self.columns = columns
    self.rows = rows
    self.label = label
    self.topMargin = topMargin
    self.leftMargin = leftMargin
    self.horizontalGap = horizontalGap
    self.verticalGap = verticalGap
    self.pageFollowsGrid = pageFollowsGrid
    if pageFollowsGrid { self.page = gridPage }
  }

  /// Columns and rows: 1 to 50 each.
  public static let countRange = 1...50
  /// Labels and pages: 5 mm to 1 m a side. Margins and gaps: 0 to 1 m.
  public static let sizeRange = 5.0...1000.0
  public static let spacingRange = 0.0...1000.0
  /// Rounding slack: a grid may overrun its page by this much (0.3 mm sheets are specified to 0.1 mm).
  static let tolerance = 0.01

  public var labelsPerPage: Int { columns &* rows }

  /// Slot `slot`'s rectangle on the page (0-based, row by row).
  public func frame(ofSlot slot: Int) -> PaperRect {
    let columns = max(1, self.columns)
    let column = Double(slot % columns)
    let row = Double(slot / columns)
    return PaperRect(
      x: leftMargin + column * (label.width + horizontalGap), y: topMargin + row * (label.height + verticalGap),
      width: label.width, height: label.height)
  }

  /// The width and height the grid takes from the top left corner, margins included.
  var gridExtent: PaperSize {
    PaperSize(
      width: leftMargin + Double(columns) * label.width + Double(max(0, columns - 1)) * horizontalGap,
      height: topMargin + Double(rows) * label.height + Double(max(0, rows - 1)) * verticalGap)
  }

  /// The page of a layout whose page follows its grid: the grid with its margins on both sides.
  var gridPage: PaperSize {
    let extent = gridExtent
    return PaperSize(width: extent.width + leftMargin, height: extent.height + topMargin)
  }

  /// "a4-3x7: 3 x 7 labels of 70 x 42.3 mm".
  public var description: String {
    let grid = labelsPerPage == 1 ? "one label" : "\(columns) x \(rows) labels"
    return "\(name): \(grid) of \(label)"
  }

  /// This layout if every number is in range and the grid fits the page; otherwise the first problem.
  public func validated() throws(LabelSheetError) -> LabelLayout {
    guard Self.countRange.contains(columns) else { throw .outOfRange("columns", text: String(columns), "1 to 50") }
    guard Self.countRange.contains(rows) else { throw .outOfRange("rows", text: String(rows), "1 to 50") }
    for (what, value) in [("label width", label.width), ("label height", label.height)]
    where !Self.sizeRange.contains(value) {
      throw .outOfRange(what, text: Millimetres.text(value) + " mm", "5 to 1000 mm")
    }
    let spacings = [
      ("top margin", topMargin), ("left margin", leftMargin), ("horizontal gap", horizontalGap),
      ("vertical gap", verticalGap),
    ]
    for (what, value) in spacings where !Self.spacingRange.contains(value) {
      throw .outOfRange(what, text: Millimetres.text(value) + " mm", "0 to 1000 mm")
    }
    for (what, value) in [("page width", page.width), ("page height", page.height)]
    where !Self.sizeRange.contains(value) {
      throw .outOfRange(what, text: Millimetres.text(value) + " mm", "5 to 1000 mm")
    }
    let extent = gridExtent
    if extent.width > page.width + Self.tolerance {
      throw .tooWide(needs: extent.width, page: page.width, layout: self)
    }
    if extent.height > page.height + Self.tolerance {
      throw .tooTall(needs: extent.height, page: page.height, layout: self)
    }
    return self
  }
}
