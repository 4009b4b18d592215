import CCairo

/// One page of a `LabelSheet` drawn in millimetres (the caller scales the context to points or pixels):
/// white paper, the outlines when asked, each label's name, code and price line.
enum LabelPageDrawing {
  static func draw(page: Int, of sheet: LabelSheet, in context: OpaquePointer) {
    cairo_save(context)
    defer { cairo_restore(context) }
    cairo_set_source_rgb(context, 1, 1, 1)
    cairo_paint(context)
    let entries = sheet.pages.indices.contains(page) ? sheet.pages[page] : []
    if sheet.drawsOutlines { drawOutlines(sheet, filled: Set(entries.map(\.frame)), in: context) }
    for entry in entries { drawLabel(entry, of: sheet, in: context) }
  }

  /// Every slot's edge as a thin grey line; slots without a label carry their number (as `--start-at` counts).
  static func drawOutlines(_ sheet: LabelSheet, filled: Set<PaperRect>, in context: OpaquePointer) {
    let layout = sheet.layout
    cairo_set_source_rgb(context, 0.45, 0.45, 0.45)
    cairo_set_line_width(context, 0.15)
    CairoText.select(context, size: sheet.arrangement.nameSize * 1.5, weight: .regular)
    for slot in 0..<layout.labelsPerPage {
      let frame = layout.frame(ofSlot: slot)
      cairo_rectangle(context, frame.x, frame.y, frame.width, frame.height)
      cairo_stroke(context)
      guard !filled.contains(frame) else { continue }
      let number = String(slot + 1)
      let width = CairoText.width(number, in: context)
      CairoText.show(
        number, x: frame.x + (frame.width - width) / 2,
        baseline: frame.y + frame.height / 2 + sheet.arrangement.nameSize / 2,
        in: context)
    }
  }

  static func drawLabel(_ entry: LabelSheet.Entry, of sheet: LabelSheet, in context: OpaquePointer) {
    let arrangement = sheet.arrangement
    let frame = entry.frame
    let left = frame.x + arrangement.padding
    cairo_set_source_rgb(context, 0, 0, 0)

    CairoText.select(context, size: arrangement.nameSize, weight: .bold)
    let name = CairoText.fitted(entry.label.name, width: arrangement.textWidth, in: context)
    let nameWidth = CairoText.width(name, in: context)
    CairoText.show(
      name, x: frame.x + (frame.width - nameWidth) / 2, baseline: frame.y + arrangement.nameBaseline, in: context)

    drawCode(entry, of: sheet, in: context)

    guard let baseline = arrangement.detailBaseline.map({ frame.y + $0 }) else { return }
    CairoText.select(context, size: arrangement.detailSize, weight: .bold)
    var used = 0.0
    if let price = entry.label.price {
      CairoText.show(price, x: left, baseline: baseline, in: context)
      used = CairoText.width(price, in: context) + arrangement.detailSize
    }
    guard sheet.showsCategory, let category = entry.label.category else { return }
    CairoText.select(context, size: arrangement.detailSize, weight: .regular)
    let shown = CairoText.fitted(category, width: arrangement.textWidth - used, in: context)
    let right = frame.x + frame.width - arrangement.padding
    CairoText.show(shown, x: right - CairoText.width(shown, in: context), baseline: baseline, in: context)
  }

  /// The code centred in its space, its corner on the printer's dot grid so every bar is whole dots.
  static func drawCode(_ entry: LabelSheet.Entry, of sheet: LabelSheet, in context: OpaquePointer) {
    let space = sheet.arrangement.codeSpace
    let code = entry.code
    let dot = Millimetres.dot(atDPI: sheet.dpi)
    let x = ((entry.frame.x + space.x + (space.width - code.size.width) / 2) / dot).rounded() * dot
    let y = ((entry.frame.y + space.y + (space.height - code.size.height) / 2) / dot).rounded() * dot
    cairo_save(context)
    defer { cairo_restore(context) }
    cairo_translate(context, x, y)
    cairo_scale(context, code.millimetresPerUnit, code.millimetresPerUnit)
    CairoDrawing.drawShapes(code.symbol, in: context)
  }
}
