/// Where things go on one label, in millimetres from its top left corner: the name on the first line, the
/// price (and category) on the last, the code centred in the space between. Sizes follow the label's size,
/// so a 4 x 6 inch label is not printed in a 25 mm label's type.
public struct LabelArrangement: Sendable, Hashable {
  /// Clear space inside the label's edge (die-cut labels shift a little in the printer).
  public var padding: Double
  /// Type sizes (the em, in millimetres) of the name and of the price and category line.
  public var nameSize: Double
  public var detailSize: Double
  public var nameBaseline: Double
  /// nil: no line under the code (no label has a price or a shown category).
  public var detailBaseline: Double?
  /// The width text may take: the label less its padding.
  public var textWidth: Double
  /// The space the code is fitted to.
  public var codeSpace: PaperRect

  /// DejaVu Sans's ascent and descent, in ems: a line holds accents and descenders.
  static let ascent = 0.93
  static let descent = 0.24

  public init(label: PaperSize, hasDetails: Bool) {
    padding = min(max(min(label.width, label.height) * 0.06, 1), 4)
    nameSize = min(max(label.height * 0.1, 2.2), 7)
    detailSize = nameSize * 0.9
    let gap = padding / 2
    nameBaseline = padding + Self.ascent * nameSize
    let codeTop = nameBaseline + Self.descent * nameSize + gap
    var codeBottom = label.height - padding
    if hasDetails {
      let baseline = label.height - padding - Self.descent * detailSize
      detailBaseline = baseline
      codeBottom = baseline - Self.ascent * detailSize - gap
    }
    textWidth = max(0, label.width - 2 * padding)
    codeSpace = PaperRect(x: padding, y: codeTop, width: textWidth, height: max(0, codeBottom - codeTop))
  }
}
