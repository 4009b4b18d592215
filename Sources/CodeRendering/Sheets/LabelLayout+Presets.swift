/// Common label sheets and thermal labels, by the names the command line uses.
extension LabelLayout {
  public static let a4 = PaperSize(width: 210, height: 297)
  public static let usLetter = PaperSize(width: 215.9, height: 279.4)

  /// A4, 21 labels of 70 x 42.3 mm, edge to edge (Avery 3652, Herma 4453).
  public static let a4ThreeBySeven = LabelLayout(
    name: "a4-3x7", page: a4, columns: 3, rows: 7, label: PaperSize(width: 70, height: 42.3), topMargin: 0.45)
  /// A4, 24 labels of 70 x 37 mm, edge to edge (Avery 3474).
  public static let a4ThreeByEight = LabelLayout(
    name: "a4-3x8", page: a4, columns: 3, rows: 8, label: PaperSize(width: 70, height: 37), topMargin: 0.5)
  /// A4, 40 labels of 48.5 x 25.4 mm (Herma 4608, Avery 3657).
  public static let a4FourByTen = LabelLayout(
    name: "a4-4x10", page: a4, columns: 4, rows: 10, label: PaperSize(width: 48.5, height: 25.4), topMargin: 21.5,
    leftMargin: 8)
  /// US Letter, 30 labels of 2 5/8 x 1 inch (Avery 5160).
  public static let letterThreeByTen = LabelLayout(
    name: "letter-3x10", page: usLetter, columns: 3, rows: 10, label: PaperSize(width: 66.7, height: 25.4),
    topMargin: 12.7, leftMargin: 4.8, horizontalGap: 3.2)
  /// A 62 mm continuous roll (Brother QL), cut every 29 mm: one label a page.
  public static let roll62mm = LabelLayout(
    name: "62mm", page: PaperSize(width: 62, height: 29), columns: 1, rows: 1,
    label: PaperSize(width: 62, height: 29), pageFollowsGrid: true)
  /// A 2 x 1 inch thermal label, one a page.
  public static let twoByOneInch = LabelLayout(
    name: "2x1in", page: PaperSize(width: 50.8, height: 25.4), columns: 1, rows: 1,
    label: PaperSize(width: 50.8, height: 25.4), pageFollowsGrid: true)
  /// A 4 x 6 inch shipping label, one a page.
  public static let fourBySixInch = LabelLayout(
    name: "4x6in", page: PaperSize(width: 101.6, height: 152.4), columns: 1, rows: 1,
    label: PaperSize(width: 101.6, height: 152.4), pageFollowsGrid: true)

  public static let presets: [LabelLayout] = [
    a4ThreeBySeven, a4ThreeByEight, a4FourByTen, letterThreeByTen, roll62mm, twoByOneInch, fourBySixInch,
  ]

  /// The preset named `name` (as listed in `presets`, any case), or nil.
  public static func preset(named name: String) -> LabelLayout? {
    presets.first { $0.name == name.lowercased() }
  }

  /// This layout with the label changed: a page that follows the grid grows or shrinks with it.
  public func withLabel(_ size: PaperSize) -> LabelLayout {
    var changed = self
    changed.label = size
    return changed.refitted()
  }

  /// This layout with other columns and rows, margins or gaps (nil keeps the current value).
  public func with(
    columns: Int? = nil, rows: Int? = nil, topMargin: Double? = nil, leftMargin: Double? = nil,
    horizontalGap: Double? = nil, verticalGap: Double? = nil
  ) -> LabelLayout {
    var changed = self
    changed.columns = columns ?? self.columns
    changed.rows = rows ?? self.rows
    changed.topMargin = topMargin ?? self.topMargin
    changed.leftMargin = leftMargin ?? self.leftMargin
    changed.horizontalGap = horizontalGap ?? self.horizontalGap
    changed.verticalGap = verticalGap ?? self.verticalGap
    return changed.refitted()
  }

  private func refitted() -> LabelLayout {
    guard pageFollowsGrid else { return self }
    var refitted = self
    refitted.page = gridPage
    return refitted
  }
}
