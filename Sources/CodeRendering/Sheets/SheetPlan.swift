/// Which label goes in which slot of which page: labels in order, row by row, the first page starting at
/// slot `startAt` (1-based: a sheet whose first labels were already used), every later page at its first slot.
public struct SheetPlan: Sendable, Hashable {
  public struct Placement: Sendable, Hashable {
    /// 0-based slot on the page (`LabelLayout.frame(ofSlot:)`).
    public var slot: Int
    /// Index into the labels being printed.
    public var label: Int
  }

  public var pages: [[Placement]]

  public var labelCount: Int { pages.reduce(0) { $0 &+ $1.count } }

  /// - Throws: `.startOutsidePage` unless `startAt` is 1 to `slotsPerPage`.
  public init(labelCount: Int, slotsPerPage: Int, startAt: Int = 1) throws(LabelSheetError) {
    guard slotsPerPage > 0, (1...slotsPerPage).contains(startAt) else {
      throw .startOutsidePage(start: startAt, slots: slotsPerPage)
    }
    var pages: [[Placement]] = []
    var page: [Placement] = []
    var slot = startAt - 1
    for label in 0..<max(0, labelCount) {
      page.append(Placement(slot: slot, label: label))
      slot += 1
      if slot == slotsPerPage {
        pages.append(page)
        page = []
        slot = 0
      }
    }
    if !page.isEmpty { pages.append(page) }
    self.pages = pages
  }
}
