import InventoryCore

/// Labels ready to draw: each on its page at its place, each code made, fitted to the label and read back
/// by the decoders (`SymbolVerifier`) before anything is drawn. Or a test page: every label's outline, numbered.
public struct LabelSheet: Sendable {
  public struct Entry: Sendable, Hashable {
    /// Where the label is on its page.
    public var frame: PaperRect
    public var label: ItemLabel
    public var code: FittedCode
  }

  public var layout: LabelLayout
  public var arrangement: LabelArrangement
  public var pages: [[Entry]]
  /// The printer's resolution: modules are whole dots of it, and codes sit on its dot grid.
  public var dpi: Int
  public var showsCategory: Bool
  /// Draw every label's outline (and number): the test page, or a preview on plain paper.
  public var drawsOutlines: Bool

  public var labelCount: Int { pages.reduce(0) { $0 &+ $1.count } }

  /// Lays `labels` out in order from slot `startAt` (1-based) of the first page.
  /// - Throws: a `LabelSheetError` for a layout that does not fit its page, a start outside the page, a code
  ///   zint refuses, does not fit its label, or does not read back.
  public init(
    labels: [ItemLabel], layout: LabelLayout, startAt: Int = 1, dpi: Int = 300, showsCategory: Bool = false,
    drawsOutlines: Bool = false
  ) throws(LabelSheetError) {
    self.layout = try layout.validated()
    guard ModuleSize.dpiRange.contains(dpi) else {
      throw .outOfRange("resolution", text: "\(dpi) dpi", "72 to 2400 dpi")
    }
    self.dpi = dpi
    self.showsCategory = showsCategory
    self.drawsOutlines = drawsOutlines
    let hasDetails = labels.contains { $0.price != nil || (showsCategory && $0.category != nil) }
    arrangement = LabelArrangement(label: layout.label, hasDetails: hasDetails)
    var codes: [CodeContent: FittedCode] = [:]
    for label in labels where codes[label.code] == nil {
      codes[label.code] = try Self.fittedCode(label.code, in: arrangement.codeSpace.size, dpi: dpi)
    }
    let plan = try SheetPlan(labelCount: labels.count, slotsPerPage: layout.labelsPerPage, startAt: startAt)
    pages = plan.pages.map { page in
      page.compactMap { placement in
        let label = labels[placement.label]
        guard let code = codes[label.code] else { return nil }  // every label's code was fitted above
        return Entry(frame: layout.frame(ofSlot: placement.slot), label: label, code: code)
      }
    }
  }

  /// One page with no labels and every outline: for lining a printer up with a sheet.
  public static func testPage(layout: LabelLayout) throws(LabelSheetError) -> LabelSheet {
    var sheet = try LabelSheet(labels: [], layout: layout, drawsOutlines: true)
    sheet.pages = [[]]
    return sheet
  }

  /// `content` encoded, sized to `space` and read back as itself.
  static func fittedCode(_ content: CodeContent, in space: PaperSize, dpi: Int) throws(LabelSheetError) -> FittedCode {
    let name = "\(content.kind.displayName) \(content.humanReadable)"
    let spec = spec(for: content)
    do {
      let fitted = try FittedCode.fit(try ZintEncoder.encode(spec), in: space, dpi: dpi, name: name)
      try SymbolVerifier.verify(fitted.symbol, spec: spec)
      return fitted
    } catch let error as LabelSheetError {
      throw error
    } catch let error as CodeRenderingError {
      throw .code(name, error)
    } catch {
      throw .code(name, .drawing("\(error)"))
    }
  }

  /// What zint is given for `content`. EAN-8 goes without its check digit: zint 2.11's EANX takes 8 digits for
  /// an EAN-13 padded with zeros, so "96385074" would come out as 0000096385074 (zint adds the check digit back).
  static func spec(for content: CodeContent) -> SymbolSpec {
    var data = content.encoderInput
    if content.kind == .ean8, data.count == 8 { data.removeLast() }
    return SymbolSpec(
      symbology: content.symbology, data: data, isGS1: content.kind.isGS1,
      showsText: !content.symbology.isTwoDimensional)
  }
}
