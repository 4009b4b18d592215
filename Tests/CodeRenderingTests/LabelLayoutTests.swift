import Testing

@testable import CodeRendering

/// Sheet geometry: where each label is, which slot each label takes, and layouts that do not fit refused.
@Suite struct LabelLayoutTests {
  @Test(arguments: LabelLayout.presets)
  func everyPresetFitsItsPage(layout: LabelLayout) throws {
    let valid = try layout.validated()
    let last = valid.frame(ofSlot: valid.labelsPerPage - 1)
    #expect(last.x + last.width <= valid.page.width + LabelLayout.tolerance)
    #expect(last.y + last.height <= valid.page.height + LabelLayout.tolerance)
  }

  @Test func avery5160SlotsFollowItsMarginsAndGaps() {
    let layout = LabelLayout.letterThreeByTen
    let expectations: [(slot: Int, x: Double, y: Double)] = [
      (0, 4.8, 12.7), (1, 4.8 + 66.7 + 3.2, 12.7), (2, 4.8 + 2 * (66.7 + 3.2), 12.7), (3, 4.8, 12.7 + 25.4),
      (29, 4.8 + 2 * (66.7 + 3.2), 12.7 + 9 * 25.4),
    ]
    for expected in expectations {
      let frame = layout.frame(ofSlot: expected.slot)
      #expect(abs(frame.x - expected.x) < 1e-9, "slot \(expected.slot) x")
      #expect(abs(frame.y - expected.y) < 1e-9, "slot \(expected.slot) y")
      #expect(frame.size == PaperSize(width: 66.7, height: 25.4))
    }
    #expect(layout.labelsPerPage == 30)
  }

  @Test func aGridWiderThanThePageIsRefusedWithTheNumbers() {
    let layout = LabelLayout.a4ThreeBySeven.with(columns: 4)
    #expect(throws: LabelSheetError.self) { try layout.validated() }
    do {
      _ = try layout.validated()
    } catch {
      #expect(
        error.description
          == "4 columns of 70 mm labels with 0 mm gaps from a 0 mm margin need 280 mm; the page is 210 mm wide")
    }
  }

  @Test func aGridTallerThanThePageIsRefused() {
    let layout = LabelLayout.letterThreeByTen.with(verticalGap: 2)
    #expect(throws: LabelSheetError.tooTall(needs: 12.7 + 254 + 18, page: 279.4, layout: layout)) {
      try layout.validated()
    }
  }

  @Test(arguments: [
    (LabelLayout.a4ThreeBySeven.with(columns: 0), "the columns must be 1 to 50, not 0"),
    (LabelLayout.a4ThreeBySeven.with(rows: 51), "the rows must be 1 to 50, not 51"),
    (
      LabelLayout.a4ThreeBySeven.withLabel(PaperSize(width: 2, height: 30)),
      "the label width must be 5 to 1000 mm, not 2 mm"
    ),
    (LabelLayout.a4ThreeBySeven.with(topMargin: -1), "the top margin must be 0 to 1000 mm, not -1 mm"),
  ])
  func numbersOutOfRangeAreNamed(layout: LabelLayout, message: String) {
    #expect(throws: LabelSheetError.self) { try layout.validated() }
    do { _ = try layout.validated() } catch { #expect(error.description == message) }
  }

  @Test func aThermalLabelsPageFollowsItsLabel() throws {
    let longer = try LabelLayout.roll62mm.withLabel(PaperSize(width: 62, height: 100)).validated()
    #expect(longer.page == PaperSize(width: 62, height: 100))
    let twoUp = try LabelLayout.twoByOneInch.with(columns: 2, leftMargin: 1, horizontalGap: 2).validated()
    #expect(twoUp.page == PaperSize(width: 1 + 2 * 50.8 + 2 + 1, height: 25.4))
    // A sheet's page stays the sheet.
    #expect(LabelLayout.a4ThreeBySeven.withLabel(PaperSize(width: 60, height: 40)).page == LabelLayout.a4)
  }

  @Test func presetsAreFoundByNameInAnyCase() {
    #expect(LabelLayout.preset(named: "Letter-3x10") == .letterThreeByTen)
    #expect(LabelLayout.preset(named: "a4-5x5") == nil)
  }

  @Test func labelsFillSlotsInOrderFromTheStartOnTheFirstPageOnly() throws {
    let plan = try SheetPlan(labelCount: 5, slotsPerPage: 3, startAt: 2)
    #expect(plan.pages.map { $0.map(\.slot) } == [[1, 2], [0, 1, 2]])
    #expect(plan.pages.map { $0.map(\.label) } == [[0, 1], [2, 3, 4]])
    #expect(plan.labelCount == 5)
    let exact = try SheetPlan(labelCount: 6, slotsPerPage: 3)
    #expect(exact.pages.count == 2)
    #expect(try SheetPlan(labelCount: 0, slotsPerPage: 3).pages.isEmpty)
  }

  @Test(arguments: [0, 4, -1])
  func aStartOutsideThePageIsRefused(start: Int) {
    #expect(throws: LabelSheetError.startOutsidePage(start: start, slots: 3)) {
      try SheetPlan(labelCount: 2, slotsPerPage: 3, startAt: start)
    }
  }

  @Test func theCodeSpaceLiesInsideTheLabelBetweenTheTextLines() {
    for layout in LabelLayout.presets {
      let with = LabelArrangement(label: layout.label, hasDetails: true)
      let without = LabelArrangement(label: layout.label, hasDetails: false)
      #expect(with.codeSpace.y > with.nameBaseline)
      #expect(with.codeSpace.y + with.codeSpace.height < with.detailBaseline ?? 0)
      #expect(without.codeSpace.y + without.codeSpace.height <= layout.label.height - without.padding + 1e-9)
      #expect(without.codeSpace.height > with.codeSpace.height)
    }
  }
}
