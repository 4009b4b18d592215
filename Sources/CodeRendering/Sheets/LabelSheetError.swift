/// Why a layout, a sheet or a label cannot be printed; each says what to change.
public enum LabelSheetError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A number outside its range: what it is, as given, and the range.
  case outOfRange(String, text: String, String)
  /// The grid is wider or taller than the page.
  case tooWide(needs: Double, page: Double, layout: LabelLayout)
  case tooTall(needs: Double, page: Double, layout: LabelLayout)
  /// `--start-at` beyond the first page's slots.
  case startOutsidePage(start: Int, slots: Int)
  /// No module size from the minimum up fits the code in the space the label leaves it.
  case codeDoesNotFit(code: String, needs: PaperSize, space: PaperSize, module: Double)
  /// The code could not be made, or did not read back as itself (never drawn).
  case code(String, CodeRenderingError)

  public var description: String {
    switch self {
    case .outOfRange(let what, let text, let range): "the \(what) must be \(range), not \(text)"
    case .tooWide(let needs, let page, let layout):
      "\(layout.columns) columns of \(Millimetres.text(layout.label.width)) mm labels with "
        + "\(Millimetres.text(layout.horizontalGap)) mm gaps from a \(Millimetres.text(layout.leftMargin)) mm margin "
        + "need \(Millimetres.text(needs)) mm; the page is \(Millimetres.text(page)) mm wide"
    case .tooTall(let needs, let page, let layout):
      "\(layout.rows) rows of \(Millimetres.text(layout.label.height)) mm labels with "
        + "\(Millimetres.text(layout.verticalGap)) mm gaps from a \(Millimetres.text(layout.topMargin)) mm margin "
        + "need \(Millimetres.text(needs)) mm; the page is \(Millimetres.text(page)) mm tall"
    case .startOutsidePage(let start, let slots):
      "--start-at must be 1 to \(slots) (the labels on a page), not \(start)"
    case .codeDoesNotFit(let code, let needs, let space, let module):
      "\(code) needs \(needs) at its smallest (\(Millimetres.text(module)) mm modules); the label leaves "
        + "\(space) for it: use larger labels"
    case .code(let code, let error): "\(code): \(error)"
    }
  }
}
