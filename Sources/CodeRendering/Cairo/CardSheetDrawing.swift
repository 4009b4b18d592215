import CCairo
import Foundation

/// A PDF sheet of codes to cut out, each in a dashed cell with a big caption above it and a small note
/// under it (`stockroom cards` prints its command cards so). Cards fill three columns row by row; each
/// section starts on a new row, and the cards flow over as many pages as they need.
public enum CardSheetDrawing {
  public struct Card: Sendable {
    public var symbol: VectorSymbol
    public var caption: String
    public var note: String

    public init(symbol: VectorSymbol, caption: String, note: String) {
      self.symbol = symbol
      self.caption = caption
      self.note = note
    }
  }

  public enum Paper: String, Sendable, CaseIterable {
    case a4, letter

    /// Width and height in points (72 to the inch).
    public var size: (width: Double, height: Double) {
      switch self {
      case .a4: (595.28, 841.89)
      case .letter: (612, 792)
      }
    }
  }

  /// The grid, in points: a 10 mm margin (inside what office printers can print), a title line, three
  /// columns, bars 15 mm tall (a handheld scanner's line and a webcam both find them easily).
  static let margin = 28.0
  static let titleHeight = 30.0
  static let columns = 3
  static let cellHeight = 104.0
  static let padding = 8.0
  static let captionSize = 22.0
  static let barHeight = 42.5
  static let noteSize = 8.0

  /// Where one card goes: its page and its cell's top-left corner.
  struct Placement: Equatable {
    var page: Int
    var x: Double
    var y: Double
  }

  /// The cells for `sections` on `paper`: row by row, a new row for each section, a new page when full.
  static func placements(_ sections: [Int], paper: Paper) -> [Placement] {
    let cellWidth = (paper.size.width - 2 * margin) / Double(columns)
    let rowsPerPage = max(1, Int((paper.size.height - 2 * margin - titleHeight) / cellHeight))
    var placements: [Placement] = []
    var row = 0
    for count in sections {
      for index in 0..<count {
        let column = index % columns
        if index > 0, column == 0 { row += 1 }
        let page = row / rowsPerPage
        let y = margin + titleHeight + Double(row % rowsPerPage) * cellHeight
        placements.append(Placement(page: page, x: margin + Double(column) * cellWidth, y: y))
      }
      if count > 0 { row += 1 }
    }
    return placements
  }

  /// Writes the cards of `sections` to a PDF at `path`, each page headed by `title`, a page count and a line
  /// of `instructions`; every module `moduleSize` big unless the widest code would not fit its cell (then as
  /// big as fits). Returns the number of pages.
  @discardableResult
  public static func writePDF(
    _ sections: [[Card]], title: String, instructions: String, paper: Paper, moduleSize: ModuleSize, to path: String
  ) throws(CodeRenderingError) -> Int {
    let cards = sections.flatMap { $0 }
    let placements = placements(sections.map(\.count), paper: paper)
    let pages = (placements.last?.page ?? 0) + 1
    let cellWidth = (paper.size.width - 2 * margin) / Double(columns)
    let widest = cards.map { $0.symbol.width / VectorSymbol.unitsPerModule }.max() ?? 1
    let pointsPerModule = min(moduleSize.millimetres / 25.4 * 72, (cellWidth - 2 * padding) / max(1, widest))
    let file = try CairoFileStream(path: path)
    guard let surface = file.surface(.pdf, width: paper.size.width, height: paper.size.height) else {
      throw .drawing("cairo could not create \(path)")
    }
    defer { file.destroy(surface) }
    guard let context = cairo_create(surface) else { throw .drawing("cairo could not create a context") }
    defer { cairo_destroy(context) }
    for page in 0..<pages {
      if page > 0 { cairo_show_page(context) }
      drawHeading((title, instructions), page: page + 1, of: pages, paper: paper, on: context)
      for (card, place) in zip(cards, placements) where place.page == page {
        drawCard(card, in: (place.x, place.y, cellWidth), pointsPerModule: pointsPerModule, on: context)
      }
    }
    try check(cairo_status(context))
    try file.finish(surface)
    return pages
  }

  /// The title on the left, "page 1 of 2" on the right, the instructions under them (each shrunk to fit).
  private static func drawHeading(
    _ heading: (title: String, instructions: String), page: Int, of pages: Int, paper: Paper,
    on context: OpaquePointer
  ) {
    cairo_set_source_rgb(context, 0, 0, 0)
    cairo_select_font_face(context, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
    cairo_set_font_size(context, 9)
    let counter = "page \(page) of \(pages)"
    var extents = cairo_text_extents_t()
    cairo_text_extents(context, counter, &extents)
    let right = paper.size.width - margin
    cairo_move_to(context, right - extents.x_advance, margin + 11)
    cairo_show_text(context, counter)
    let width = right - margin
    cairo_select_font_face(context, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
    show(heading.title, size: 13, at: (margin, margin + 11), within: width - extents.x_advance - 12, on: context)
    cairo_select_font_face(context, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
    show(heading.instructions, size: 8, at: (margin, margin + 23), within: width, on: context)
  }

  /// One cell: the dashed cut line, the caption (shrunk to fit), the bars scaled to `barHeight`, the note.
  private static func drawCard(
    _ card: Card, in cell: (x: Double, y: Double, width: Double), pointsPerModule: Double, on context: OpaquePointer
  ) {
    cairo_save(context)
    cairo_set_source_rgb(context, 0.6, 0.6, 0.6)
    cairo_set_line_width(context, 0.5)
    let dashes = [3.0, 3.0]
    cairo_set_dash(context, dashes, Int32(dashes.count), 0)
    cairo_rectangle(context, cell.x, cell.y, cell.width, cellHeight)
    cairo_stroke(context)
    cairo_restore(context)

    cairo_set_source_rgb(context, 0, 0, 0)
    cairo_select_font_face(context, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
    let captionTop = cell.y + padding
    centre(
      card.caption, size: captionSize, within: cell.width - 2 * padding, x: cell.x, width: cell.width,
      baseline: captionTop + captionSize * 0.8, on: context)

    let symbol = card.symbol
    let symbolWidth = symbol.width / VectorSymbol.unitsPerModule * pointsPerModule
    let barsTop = captionTop + captionSize + 4
    cairo_save(context)
    cairo_translate(context, cell.x + (cell.width - symbolWidth) / 2, barsTop)
    cairo_scale(context, pointsPerModule / VectorSymbol.unitsPerModule, barHeight / max(1, symbol.height))
    for rectangle in symbol.rectangles {
      cairo_rectangle(context, rectangle.x, rectangle.y, rectangle.width, rectangle.height)
    }
    cairo_fill(context)
    cairo_restore(context)

    cairo_select_font_face(context, "DejaVu Sans Mono", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
    centre(
      card.note, size: noteSize, within: cell.width - 2 * padding, x: cell.x, width: cell.width,
      baseline: barsTop + barHeight + noteSize + 4, on: context)
  }

  /// Shows `text` centred in the cell at `size`, smaller when it would be wider than `limit`.
  private static func centre(
    _ text: String, size: Double, within limit: Double, x: Double, width: Double, baseline: Double,
    on context: OpaquePointer
  ) {
    let shown = fit(text, size: size, within: limit, on: context)
    show(text, size: shown.size, at: (x + (width - shown.width) / 2, baseline), within: limit, on: context)
  }

  /// Shows `text` from `point` (its baseline's left end) at `size`, smaller when wider than `limit`.
  private static func show(
    _ text: String, size: Double, at point: (x: Double, y: Double), within limit: Double, on context: OpaquePointer
  ) {
    _ = fit(text, size: size, within: limit, on: context)
    cairo_move_to(context, point.x, point.y)
    cairo_show_text(context, text)
  }

  /// Sets the font size `text` is shown at (`size`, or less to stay within `limit`); returns it and the width.
  private static func fit(_ text: String, size: Double, within limit: Double, on context: OpaquePointer)
    -> (size: Double, width: Double)
  {
    cairo_set_font_size(context, size)
    var extents = cairo_text_extents_t()
    cairo_text_extents(context, text, &extents)
    guard extents.x_advance > limit, extents.x_advance > 0, limit > 0 else { return (size, extents.x_advance) }
    let smaller = size * limit / extents.x_advance
    cairo_set_font_size(context, smaller)
    return (smaller, limit)
  }

  private static func check(_ status: cairo_status_t) throws(CodeRenderingError) {
    try CairoDrawing.check(status)
  }
}
