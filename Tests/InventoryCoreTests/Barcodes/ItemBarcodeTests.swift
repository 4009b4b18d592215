import Foundation
import Testing

@testable import InventoryCore

/// Extra barcodes in the core (issue 12): what one is allowed to hold, what one scan of it counts, how a scan of
/// it is decided and worded, and that journal entries of items without any read as before.
@Suite struct ItemBarcodeTests {
  static let beans = Item(id: 7, name: "Coffee beans", barcode: "4006381333931", quantity: 4)
  static let caseOf12 = ItemBarcode(code: "0012345678905", key: "00012345678905", unitsPerScan: 12, label: "case")

  @Test(arguments: [0, -1, StockLimits.maximumQuantity + 1, Int.min, Int.max])
  func unitsPerScanOutsideOneToTheMaximumAreRefused(units: Int) throws {
    let code = try ProductCode("0012345678905")
    #expect(throws: ItemBarcodeError.unitsOutOfRange(units)) {
      try ItemBarcode.validated(code, unitsPerScan: units)
    }
    #expect(throws: ItemBarcodeError.unitsOutOfRange(units)) { try Self.caseOf12.with(unitsPerScan: units, label: nil) }
  }

  @Test func aLabelIsTrimmedOneLineAndShort() throws {
    let code = try ProductCode("0012345678905")
    #expect(try ItemBarcode.validated(code, unitsPerScan: 12, label: "  case ").label == "case")
    #expect(throws: ItemBarcodeError.labelTooLong(String(repeating: "é", count: 21))) {
      try ItemBarcode.validated(code, label: String(repeating: "é", count: 21))
    }
    let bad = #expect(throws: ItemBarcodeError.self) { try ItemBarcode.validated(code, label: "case\u{202E}") }
    #expect(bad?.description.contains("bidirectional") == true)
    #expect(try ItemBarcode.validated(code, label: String(repeating: "é", count: 20)).label.utf8.count == 40)
  }

  @Test func thePackIsDescribedOnlyWhenItSaysSomething() {
    #expect(Self.caseOf12.packDescription == "case of 12")
    #expect(ItemBarcode(code: "1", key: "1", unitsPerScan: 6).packDescription == "6 per scan")
    #expect(ItemBarcode(code: "1", key: "1", label: "old label").packDescription == "old label")
    #expect(ItemBarcode(code: "1", key: "1").packDescription == nil)
  }

  @Test func scansOfAPackCountItsUnitsAndNeverOverflow() {
    let match = CodeMatch(item: Self.beans, barcode: Self.caseOf12, isMainBarcode: false)
    #expect(match.units(scans: 3) == 36)
    #expect(match.units(scans: 0) == 0)
    let silo = CodeMatch(
      item: Self.beans, barcode: ItemBarcode(code: "x", key: "x", unitsPerScan: Int.max / 2), isMainBarcode: false)
    #expect(silo.units(scans: 3) == Int.max)
    #expect(CodeMatch.main(Self.beans, key: "04006381333931").unitsPerScan == 1)
  }

  @Test(arguments: [(ScanMode.add, 24), (.remove, -24)])
  func aScanOfAnExtraBarcodeIsDecidedByItsUnits(mode: ScanMode, delta: Int) {
    let match = CodeMatch(item: Self.beans, barcode: Self.caseOf12, isMainBarcode: false)
    #expect(ScanRule.decide(match: match, mode: mode, policy: .auto, scans: 2) == .apply(Self.beans, delta: delta))
    #expect(ScanRule.decide(match: match, mode: mode, policy: .ask, scans: 2) == .offer(Self.beans, delta: delta))
    #expect(ScanRule.decide(match: nil, mode: mode, policy: .auto, scans: 2) == .unknown)
    #expect(ScanRule.decide(item: Self.beans, mode: mode, policy: .auto, units: Int.min) != .unknown)
  }

  @Test func anAppliedScanOfAPackNamesItAndARefusalKeepsItsDirection() throws {
    let code = try ProductCode("0012345678905")
    let match = CodeMatch(item: Self.beans, barcode: Self.caseOf12, isMainBarcode: false)
    let applied = ScanOutcome.applied(StockChange(item: Self.beans, from: 4, to: 16), code: code).scanned(by: match)
    #expect(applied.text() == "Coffee beans 4 -> 16 (+12, case of 12)")
    let mixed = ScanOutcome.applied(StockChange(item: Self.beans, from: 4, to: 17), code: code).scanned(by: match)
    #expect(mixed.text() == "Coffee beans 4 -> 17", "13 units are no whole number of cases")
    let main = CodeMatch.main(Self.beans, key: "04006381333931")
    #expect(
      ScanOutcome.applied(StockChange(item: Self.beans, from: 4, to: 5), code: code).scanned(by: main).text()
        == "Coffee beans 4 -> 5")

    #expect(
      ScanOutcome.refusal(.changeOutOfRange(5_000_000_000), item: Self.beans, code: code)
        == .overMaximum(Self.beans, code: code, delta: 5_000_000_000))
    #expect(
      ScanOutcome.refusal(.changeOutOfRange(-5_000_000_000), item: Self.beans, code: code)
        == .insufficientStock(Self.beans, code: code, requested: 5_000_000_000))
    #expect(ScanOutcome.refusal(.itemNotFound("7"), item: Self.beans, code: code) == nil)
  }

  @Test func aJournalSnapshotWithoutExtraBarcodesReadsAndWritesAsBefore() throws {
    // What an older version wrote for an item (no extra barcodes then): it reads, and writes back the same.
    let old = #"{"createdAt":1,"id":3,"minimumQuantity":0,"name":"Tea","notes":"","quantity":2,"updatedAt":2}"#
    let snapshot = try #require(try ItemSnapshot.decode(old, action: 1))
    #expect(snapshot.extraBarcodes == nil && snapshot.name == "Tea")
    #expect(snapshot.json == old)
    var withCase = snapshot
    withCase.extraBarcodes = [Self.caseOf12]
    #expect(try ItemSnapshot.decode(withCase.json, action: 1)?.extraBarcodes == [Self.caseOf12])
    let none = ItemSnapshot(
      id: 3, name: "Tea", barcode: nil, barcodeKey: nil, quantity: 2, priceMinor: nil, categoryID: nil,
      categoryName: nil, minimumQuantity: 0, targetQuantity: nil, notes: "", createdAt: 1, updatedAt: 2,
      extraBarcodes: [])
    #expect(none.json == old, "no extra barcodes are written as none")
  }

  @Test func theTakenCodeErrorSaysWhoseItIsAndWhatToDo() {
    let main = ItemBarcodeError.codeTaken(code: "4006381333931", owner: Self.beans, extra: nil)
    #expect(main.description.hasPrefix("barcode 4006381333931 is already the main barcode of \"Coffee beans\" (id 7)"))
    let extra = ItemBarcodeError.codeTaken(code: "0012345678905", owner: Self.beans, extra: Self.caseOf12)
    #expect(
      extra.description
        == "barcode 0012345678905 is already an extra barcode of \"Coffee beans\" (id 7) (case of 12): a code "
        + "belongs to one item; remove it there first (stockroom items remove-barcode 7 0012345678905)")
  }
}
