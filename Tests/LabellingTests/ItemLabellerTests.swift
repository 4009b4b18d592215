import CodeRendering
import InventoryCore
import Labelling
import SQLiteStore
import TestSupport
import Testing

/// What items' labels say and how many each gets, from items in a real SQLite inventory.
@Suite struct ItemLabellerTests {
  let inventory: TestInventory

  init() throws {
    inventory = try TestInventory()
  }

  @Test(arguments: [
    ("1", LabelCopies.each(1)), ("10000", .each(10_000)), ("stock", .stock), ("STOCK", .stock), ("0", nil),
    ("10001", nil), ("-2", nil), ("two", nil), ("", nil),
  ])
  func copiesAreANumberFromOneToTenThousandOrStock(text: String, expected: LabelCopies?) {
    #expect(LabelCopies(text) == expected)
  }

  @Test func eachLabelSaysNamePriceInTheCurrencyAndCategoryInTheItemsOrder() throws {
    // Given a categorised item with a price, one without either, and one without a barcode.
    let office = try inventory.service.addCategory(named: "Office")
    try inventory.add("Pens", barcode: "5901234123457", quantity: 3, price: "1.50", category: office.id)
    try inventory.add("Bin", barcode: "BIN-42", quantity: 1)
    try inventory.add("Tape", quantity: 9)
    let items = try inventory.service.items()

    // When they are labelled, two copies each, in euros.
    let labeller = try ItemLabeller(service: inventory.service, copies: .each(2), currency: "€")
    let labels = try labeller.labels(for: items)

    // Then each item with a barcode has two labels, in the items' order; the one without is left out.
    #expect(labels.map(\.name) == ["Bin", "Bin", "Pens", "Pens"])
    let pens = try #require(labels.last)
    #expect(pens.code == (try CodeContent(.ean13, text: "5901234123457")))
    #expect(pens.price == "€1.50")
    #expect(pens.category == "Office")
    #expect(labels.first?.code.kind == .code128)
    #expect(labels.first?.price == nil && labels.first?.category == nil)
  }

  @Test func oneLabelPerUnitInStockLeavesOutItemsWithNone() throws {
    try inventory.add("Cable", barcode: "036000291452", quantity: 3)
    try inventory.add("Lamp", barcode: "96385074", quantity: 0)
    let labeller = try ItemLabeller(service: inventory.service, copies: .stock, currency: "")
    let labels = try labeller.labels(for: try inventory.service.items())
    #expect(labels.map(\.name) == ["Cable", "Cable", "Cable"])
    #expect(LabelCopies.stock.total(for: try inventory.service.items()) == 3)
  }

  @Test func moreThanTenThousandLabelsAreRefusedWithTheTotal() throws {
    try inventory.add("Cable", barcode: "036000291452")
    try inventory.add("Pens", barcode: "5901234123457")
    let labeller = try ItemLabeller(service: inventory.service, copies: .each(6000), currency: "")
    #expect(throws: LabellingError.tooManyLabels(total: 12_000)) {
      try labeller.labels(for: try inventory.service.items())
    }
    #expect(
      LabellingError.tooManyLabels(total: 12_000).description
        == "12,000 labels are more than the 10,000 one run prints: choose fewer items or copies")
  }

  @Test func theSummarySaysHowManyLabelsOnHowManyPages() throws {
    try inventory.add("Cable", barcode: "036000291452")
    let labeller = ItemLabeller(copies: .each(22), currency: "", categoryNames: [:])
    let sheet = try LabelSheet(labels: try labeller.labels(for: try inventory.service.items()), layout: .a4ThreeBySeven)
    #expect(sheet.summary == "22 labels on 2 pages")
    let one = try LabelSheet(labels: Array(sheet.pages[1].map(\.label)), layout: .a4ThreeBySeven)
    #expect(one.summary == "1 label on 1 page")
  }
}
