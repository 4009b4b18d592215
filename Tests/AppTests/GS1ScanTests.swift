import Foundation
import InventoryCore
import SQLiteStore
import TerminalUI
import Testing

@testable import App
@testable import Scanning

/// GS1 codes in the TUI: a camera's GS1 DataMatrix, a USB scanner's GS or its substitute, a code typed with
/// Ctrl-]: the GTIN finds the item, expiry and batch show with the outcome, on the Scan screen and in History,
/// and a count scans that many units, offers included.
@Suite(.serialized) struct GS1ScanTests {
  static func quantity(_ service: SQLiteInventory) throws -> Int? {
    try service.item(for: ProductCode(GS1Codes.ean))?.quantity
  }

  @Test func aGS1DataMatrixShownToTheCameraAddsOneAndShowsExpiryAndBatch() throws {
    let frame = try GS1Codes.dataMatrixFrame()
    let harness = try ScanHarness(
      policy: .auto, open: ScanScreenTests.scripted([GreyFrame](repeating: frame, count: 8)))
    try harness.inventory.add("Aspirin", barcode: GS1Codes.ean, quantity: 4)
    #expect(harness.waitFor("Aspirin 4 -> 5 · expiry 2026-12-31, batch ABC123"), "\(harness.dump)")
    #expect(try Self.quantity(harness.inventory.service) == 5)
    let scan = try #require(try harness.inventory.service.scans().first)
    #expect(scan.source == .camera && scan.symbology == Symbology.ean13.rawValue)
    #expect(scan.gs1?.expiry == GS1Codes.expiry && scan.gs1?.batch == GS1Codes.batch)
  }

  @Test(arguments: [true, false])
  func aCameraScanIsGS1WhenItsDecoderSawFNC1(carriesGS1: Bool) throws {
    let harness = try ScanHarness(policy: .auto, open: ScanScreenTests.scripted([]))
    try harness.inventory.add("Aspirin", barcode: GS1Codes.ean, quantity: 4)
    // No GS and no AIM prefix: only the decoder's word makes these digits GS1.
    let result = Scanning.ScanResult(
      bytes: Array("01095060001343521726123110ABC123".utf8), symbology: .dataMatrix,
      polygon: [PixelPoint(x: 1, y: 1)], carriesGS1: carriesGS1)
    let quality = ScanQuality(
      sharpness: 1, contrast: 1, brightness: 1, confidence: 1, meanLuminance: 128, codeFraction: 0.1)
    _ = harness.screen.apply(.scanned(ConfirmedScan(result: result, quality: quality, frames: 2, time: 0)))
    #expect(try Self.quantity(harness.inventory.service) == (carriesGS1 ? 5 : 4))
    #expect(try harness.inventory.service.scans().first?.gs1?.batch == (carriesGS1 ? GS1Codes.batch : nil))
  }

  @Test func aUSBScannerSendingGSGetsAnOfferWithTheDetailsThenTheChange() throws {
    let harness = try AppHarness(setUp: { try $0.add("Aspirin", barcode: GS1Codes.ean, quantity: 4) })
    harness.scan(GS1Codes.typedWithGS)
    #expect(harness.contains("Aspirin (4 in stock): +1?"), "\(harness.dump)")
    #expect(harness.contains("expiry 2026-12-31, batch ABC123"), "the offer shows the details:\n\(harness.dump)")
    harness.press(.enter)
    #expect(harness.contains("Aspirin 4 -> 5 · expiry 2026-12-31, batch ABC123"), "\(harness.dump)")
    #expect(try Self.quantity(harness.service) == 5)
    let scan = try #require(try harness.service.scans().first)
    #expect(scan.source == .usbScanner && scan.outcome == .incremented && scan.gs1?.batch == GS1Codes.batch)
  }

  @Test func gs1DataWithASeparatorNotSetYetSaysWhatToSetInsteadOfOpeningANewItem() throws {
    let harness = try AppHarness(setUp: { try $0.add("Aspirin", barcode: GS1Codes.ean, quantity: 4) })
    let piped = "010950600013435210ABC123|17261231"
    harness.scan(piped)
    #expect(
      harness.contains("looks like GS1 data with | as separator: set it in Settings, then scan again"),
      "\(harness.dump)")
    #expect(!harness.screen[0].contains("New item"), "no editor for the whole string:\n\(harness.dump)")
    // No stock change and no item; the scan log keeps it, refused, with the same words.
    let scans = try harness.service.scans()
    #expect(scans.map(\.outcome) == [.refused] && scans.first?.itemID == nil, "\(scans)")
    #expect(scans.first?.detail.contains("looks like GS1 data with | as separator") == true)
    // The setting's prompt gives examples; set it and scan again.
    harness.press(.char("7"))
    let index = try #require(SettingRow.all.firstIndex { $0.name == SettingRow.gs1SeparatorName })
    for _ in 0..<index { harness.terminal.enqueue(.key(.down), after: .milliseconds(150)) }
    harness.settle()
    harness.press(.enter)
    #expect(harness.contains("like | ~ ^ # or <GS>"), "the prompt's examples:\n\(harness.dump)")
    harness.type("|")
    harness.press(.enter)
    #expect(harness.contains("\(SettingRow.gs1SeparatorName): | (saved)"), "\(harness.dump)")
    harness.scan(piped)
    #expect(harness.contains("Aspirin (4 in stock): +1?"), "\(harness.dump)")
    #expect(harness.contains("expiry 2026-12-31, batch ABC123"), "\(harness.dump)")
  }

  @Test func aCountIsTheOffersAmountAndARepeatedScanAddsItsCount() throws {
    let harness = try AppHarness(setUp: { try $0.add("Aspirin", barcode: GS1Codes.ean, quantity: 4) })
    let twelve = "010950600013435210ABC123\u{1D}3012"
    harness.scan(twelve)
    #expect(harness.contains("Aspirin (4 in stock): +12?"), "\(harness.dump)")
    #expect(harness.contains("Change: +12"), "\(harness.dump)")
    #expect(harness.contains("batch ABC123, count 12"), "\(harness.dump)")
    harness.scan(twelve)
    #expect(harness.contains("Change: +24"), "\(harness.dump)")
    harness.press(.enter)
    #expect(harness.contains("Aspirin 4 -> 28"), "\(harness.dump)")
    #expect(try Self.quantity(harness.service) == 28)
    #expect(try harness.service.scans().map { $0.gs1?.count } == [12, 12])
  }

  @Test func aScannersSubstituteForGSIsReadOnlyWithTheSetting() throws {
    let harness = try AppHarness(setUp: { try $0.add("Aspirin", barcode: GS1Codes.ean, quantity: 4) })
    harness.environment.settings.scanPolicy = .auto
    try harness.environment.saveSettings()
    harness.press(.char("1"))
    harness.scan(GS1Codes.typed(separator: "|"))
    #expect(try Self.quantity(harness.service) == 4, "without the setting | is part of a plain code")
    #expect(!harness.contains("expiry 2026-12-31"))
    harness.press(.escape)  // the item editor the unknown code opened
    harness.environment.settings.gs1Separator = "|"
    try harness.environment.saveSettings()
    harness.scan(GS1Codes.typed(separator: "|"))
    #expect(harness.contains("Aspirin 4 -> 5 · expiry 2026-12-31, batch ABC123"), "\(harness.dump)")
    #expect(try Self.quantity(harness.service) == 5)
  }

  @Test func ctrlRightBracketTypesGSIntoTheCodeField() throws {
    let harness = try ScanHarness(policy: .auto, open: ScanScreenTests.scripted([]))
    try harness.inventory.add("Aspirin", barcode: GS1Codes.ean, quantity: 4)
    harness.press(.char("/"))
    harness.type("010950600013435210ABC123")
    harness.press(.char(GS1Codes.gs))
    harness.type("17261231")
    #expect(harness.contains("10ABC123␝17261231"), "GS shows as its picture:\n\(harness.dump)")
    harness.press(.enter)
    #expect(harness.contains("Aspirin 4 -> 5 · expiry 2026-12-31, batch ABC123"), "\(harness.dump)")
    #expect(try harness.inventory.service.scans().first?.source == .keyboard)
  }

  @Test func anInvalidGS1CodeShowsItsProblem() throws {
    let harness = try ScanHarness(policy: .auto, open: ScanScreenTests.scripted([]))
    try harness.inventory.add("Aspirin", barcode: GS1Codes.ean, quantity: 4)
    harness.scan(GS1Codes.badMonth)
    #expect(harness.contains("GS1 data: AI 17: month 13"), "\(harness.dump)")
    #expect(try Self.quantity(harness.inventory.service) == 4)
    #expect(try harness.inventory.service.scans().first?.outcome == .invalid)
  }

  @Test func historyShowsWhatTheGS1CodeSaidInTheDetailAndForTheSelectedScan() throws {
    let harness = try AppHarness(setUp: { try $0.add("Aspirin", barcode: GS1Codes.ean, quantity: 4) })
    harness.environment.settings.scanPolicy = .auto
    try harness.environment.saveSettings()
    harness.scan(GS1Codes.typedWithGS)
    harness.scan(GS1Codes.typedWithGS)
    harness.press(.char("4"), .char("v"))
    #expect(harness.contains("Scans"), "\(harness.dump)")
    // The selected (newest) scan's GS1 data in full under the list; the Detail column has what fits.
    #expect(harness.line("Aspirin 5 -> 6")?.contains("· exp") == true, "\(harness.dump)")
    #expect(
      harness.contains("GS1 (01)09506000134352(10)ABC123(17)261231: expiry 2026-12-31, batch ABC123"),
      "\(harness.dump)")
  }

  @Test(arguments: [60, 80, 100])
  func theDetailsWrapOnANarrowScanScreen(columns: Int) throws {
    let harness = try AppHarness(
      columns: columns, setUp: { try $0.add("Aspirin", barcode: GS1Codes.ean, quantity: 4) })
    harness.environment.settings.scanPolicy = .auto
    try harness.environment.saveSettings()
    harness.press(.char("1"))
    harness.scan(GS1Codes.typedWithGS)
    let screen = harness.screen
    let last = try #require(screen.firstIndex { $0.contains("Last scan") }, "\(harness.dump)")
    let shown = screen[(last + 1)...].prefix(3).joined(separator: " ")
    #expect(shown.contains(GS1Codes.expiry) && shown.contains(GS1Codes.batch), "\(harness.dump)")
    #expect(screen.allSatisfy { $0.terminalWidth <= columns })
  }

  @Test func aSlowScannersGS1CodeDuringAnOfferIsAScanNotAnAmount() throws {
    let harness = try AppHarness(setUp: { inventory in
      try sampleInventory(inventory)
      try inventory.add("Aspirin", barcode: GS1Codes.ean, quantity: 4)
    })
    harness.scan(Codes.tea)
    #expect(harness.contains("日本茶 green tea (12 in stock): +1?"), "\(harness.dump)")
    ScanOfferQueueTests.slowScan(harness, GS1Codes.typedWithGS)
    #expect(harness.contains("1 more waiting: Aspirin"), "\(harness.dump)")
    #expect(harness.contains("Change: +1"), "the digits were not an amount:\n\(harness.dump)")
  }

  @Test func aGS1ScanFromAnotherProcessShowsItsDetails() throws {
    let harness = try ScanHarness(policy: .auto, open: ScanScreenTests.scripted([]))
    try harness.inventory.add("Aspirin", barcode: GS1Codes.ean, quantity: 4)
    harness.settle()
    try harness.inventory.reopened().recordScan(ScanRequest(GS1Codes.typedWithGS, source: .cli))
    #expect(harness.waitFor("Aspirin 4 -> 5 · expiry 2026-12-31, batch ABC123"), "\(harness.dump)")
  }
}
