import InventoryCore
import Testing

@testable import CodeRendering

/// What a label says: the code chosen for a barcode, the price with its currency, a name cut to fit.
@Suite struct LabelContentTests {
  @Test(arguments: [
    ("5901234123457", CodeKind.ean13, "5901234123457"),
    ("036000291452", .upcA, "036000291452"),
    ("96385074", .ean8, "96385074"),
    ("04252614", .upcE, "04252614"),
    ("0306406152", .ean13, "9780306406157"),
    ("00012345678905", .ean13, "0012345678905"),
    ("BIN-42", .code128, "BIN-42"),
    ("Größe 7", .code128, "Größe 7"),
    ("Shelf €12", .qr, "Shelf €12"),
  ])
  func eachBarcodePrintsAsItsOwnSymbology(barcode: String, kind: CodeKind, text: String) throws {
    let content = try LabelCode.content(forBarcode: barcode)
    #expect(content.kind == kind)
    #expect(content.encoderInput == text)
  }

  @Test func qrIsPrintedWhenAsked() throws {
    let content = try LabelCode.content(forBarcode: "5901234123457", asQR: true)
    #expect(content.kind == .qr)
    #expect(content.encoderInput == "5901234123457")
  }

  @Test(arguments: [
    (499 as Int64, "", "4.99"), (123_450, "€", "€1,234.50"), (1200, "CHF", "12.00 CHF"), (5, " $ ", "$0.05"),
  ])
  func pricesShowTheCurrencySetting(minorUnits: Int64, currency: String, shown: String) {
    #expect(PriceText.format(Money(minorUnits: minorUnits), currency: currency) == shown)
  }

  /// One unit per character: the ellipsis counts as one.
  static func width(_ text: String) -> Double { Double(text.count) }

  @Test(arguments: [
    ("Tape", 4.0, "Tape"),
    ("Blue pens", 6.0, "Blue…"),
    ("Blue pens", 5.5, "Blue…"),
    ("Blue pens", 4.0, "Blu…"),
    ("Blue pens", 1.0, "…"),
    ("Blue pens", 0.5, ""),
  ])
  func namesAreCutWithAnEllipsisToTheWidth(name: String, width: Double, shown: String) {
    let fitted = TextFitting.truncated(name, toWidth: width, measure: Self.width)
    #expect(fitted == shown)
    #expect(Self.width(fitted) <= width)
  }
}
