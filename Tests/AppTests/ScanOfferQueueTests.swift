import InventoryCore
import SQLiteStore
import TerminalUI
import Testing

@testable import App

/// Policy "ask" on the whole app: offers wait in order, visibly, and each is answered on its own; the dialog
/// owns the keys; every scan ends in an outcome History shows.
@Suite struct ScanOfferQueueTests {
  /// Types like a slow scanner or a typed-out paste: each key `gap` after the previous, then Enter.
  static func slowScan(_ harness: AppHarness, _ code: String, gap: Duration = .milliseconds(40)) {
    harness.terminal.pause(.milliseconds(300))
    harness.terminal.type(code, interval: gap)
    harness.terminal.enqueue(.key(.enter), after: gap)
    harness.settle()
  }

  @Test func twoOffersWaitInOrderAndAreEachAnsweredOnTheirOwn() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    harness.scan(Codes.tea)
    harness.scan(Codes.book)
    #expect(harness.contains("日本茶 green tea (12 in stock): +1?"), "\(harness.dump)")
    #expect(harness.contains("1 more waiting: Tea cup 🍵"), "\(harness.dump)")
    harness.press(.enter)
    #expect(harness.contains("日本茶 green tea 12 -> 13"), "\(harness.dump)")
    #expect(harness.contains("Tea cup 🍵 (1 in stock): +1?"), "the next offer is up:\n\(harness.dump)")
    #expect(!harness.contains("more waiting"))
    harness.type("4")
    harness.press(.enter)
    #expect(harness.contains("Tea cup 🍵 1 -> 5"), "\(harness.dump)")
    #expect(!harness.contains("Change:"), "no offer left:\n\(harness.dump)")
    let scans = try harness.service.scans()
    #expect(scans.map(\.outcome) == [.incremented, .incremented])
    #expect(scans.map(\.detail) == ["Tea cup 🍵 1 -> 5", "日本茶 green tea 12 -> 13"])
  }

  @Test func aRepeatedScanAddsToTheOfferOnScreenAndEscCancelsIt() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    harness.scan(Codes.tea)
    harness.scan(Codes.tea)
    #expect(harness.contains("日本茶 green tea (12 in stock): +2?"), "\(harness.dump)")
    #expect(!harness.contains("more waiting"))
    harness.press(.escape)
    #expect(harness.contains("日本茶 green tea: +2 cancelled, nothing changed"), "\(harness.dump)")
    #expect(try harness.service.findItem(Codes.tea).quantity == 12)
    #expect(try harness.service.scans().map(\.outcome) == [.cancelled, .cancelled])
  }

  @Test func anUnknownCodeScannedWhileOffersWaitIsNamedInTheDialogAndItsEditorOpensAfterThem() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    harness.scan(Codes.tea)
    harness.scan(Codes.book)
    harness.scan(Codes.unknown)
    #expect(harness.contains("日本茶 green tea (12 in stock): +1?"), "\(harness.dump)")
    #expect(harness.contains("then new item \(Codes.unknown)"), "queued visibly:\n\(harness.dump)")
    #expect(harness.contains("New item after the offers"), "the status line says so first:\n\(harness.dump)")
    harness.press(.enter)
    #expect(harness.contains("Tea cup 🍵 (1 in stock): +1?"), "\(harness.dump)")
    #expect(harness.contains("then new item \(Codes.unknown)"), "\(harness.dump)")
    harness.press(.escape)
    #expect(harness.screen[0].contains("New item"), "the editor opens after the last offer:\n\(harness.dump)")
    #expect(harness.contains(Codes.unknown), "with the code as its barcode:\n\(harness.dump)")
    #expect(try harness.service.scans().map(\.outcome) == [.unknown, .cancelled, .incremented])
  }

  @Test func anOfferNotAnsweredIsWaitingInHistory() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    harness.scan(Codes.tea)
    harness.scan(Codes.book)
    harness.press(.enter)
    let scans = try harness.service.scans()
    #expect(scans.map(\.outcome) == [.offered, .incremented])
    #expect(scans.first?.outcome.word == "waiting")
    #expect(scans.first?.detail == "Tea cup 🍵: +1 waiting for an answer")
  }

  @Test func eOpensTheItemAndTheNextOfferStillWaits() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    harness.scan(Codes.tea)
    harness.scan(Codes.book)
    harness.press(.char("e"))
    #expect(harness.contains("Tea cup 🍵 (1 in stock): +1?"), "\(harness.dump)")
    harness.press(.escape)
    #expect(harness.screen[0].contains("Edit: 日本茶"), "\(harness.dump)")
    #expect(try harness.service.scans().map(\.outcome) == [.cancelled, .cancelled])
  }

  @Test func theDialogOwnsTheKeysAndTheHintBarSaysWhatTheyDo() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    harness.press(.char("1"))  // Scan
    harness.press(.char("/"))
    harness.type(Codes.tea)
    harness.press(.enter)
    #expect(harness.contains("日本茶 green tea (12 in stock): +1?"), "\(harness.dump)")
    let hints = try #require(harness.screen.last)
    #expect(hints.contains("Enter Apply") && hints.contains("Esc Cancel"), "hint bar: \(hints)")
    harness.type("5")
    harness.press(.enter)
    #expect(harness.contains("日本茶 green tea 12 -> 17"), "\(harness.dump)")
    #expect(!harness.screen[0].contains("New item"), "the amount was not taken for a code")
    #expect(try harness.service.scans().first?.source == .keyboard)
  }

  @Test func aSlowScannerIsAScanNotTabSwitchesNorAnAmount() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    harness.environment.settings.scanPolicy = .auto
    Self.slowScan(harness, Codes.tea)  // 4, 6, 3 and 1 are tab numbers
    #expect(harness.screen[0].contains("› Inventory"), "\(harness.dump)")
    #expect(try harness.service.findItem(Codes.tea).quantity == 13)
    harness.environment.settings.scanPolicy = .ask
    harness.scan(Codes.book)
    Self.slowScan(harness, Codes.tea)
    #expect(harness.contains("Tea cup 🍵 (1 in stock): +1?"), "the amount is still 1:\n\(harness.dump)")
    #expect(harness.contains("1 more waiting: 日本茶 green tea"), "\(harness.dump)")
    #expect(try harness.service.findItem(Codes.book).quantity == 1, "no old offer applied")
  }

  @Test func theScanModeIsGlobalShownInTheHeaderAndChangedFromAnyScreen() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    harness.environment.settings.scanPolicy = .auto
    #expect(harness.screen[0].contains("Scan: add stock"), "\(harness.dump)")
    harness.press(.char("5"), .char("M"))
    #expect(harness.screen[0].contains("Scan: remove stock"), "\(harness.dump)")
    harness.scan(Codes.tea)
    #expect(harness.contains("日本茶 green tea 12 -> 11"), "\(harness.dump)")
    harness.press(.char("1"))
    #expect(harness.contains("[Remove stock]"), "the Scan screen shows the same mode:\n\(harness.dump)")
    harness.press(.char("m"))
    harness.press(.char("2"))
    #expect(harness.screen[0].contains("Scan: look up"), "\(harness.dump)")
    harness.scan(Codes.book)
    #expect(harness.contains("Tea cup 🍵: 1 in stock ▼ low (minimum 4)"), "\(harness.dump)")
    let selected = try #require(harness.terminal.cursor?.row)
    #expect(harness.screen[selected].contains("Tea cup"), "the scanned row is selected:\n\(harness.dump)")
  }

  @Test func aTypedInvalidCodeIsLoggedWithItsReasonLikeAScannedOne() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    harness.press(.char("1"), .char("/"))
    harness.type("4006381333932")
    harness.press(.enter)
    harness.scan("4006381333932")
    let scans = try harness.service.scans()
    #expect(scans.map(\.source) == [.usbScanner, .keyboard])
    #expect(scans.allSatisfy { $0.outcome == .invalid && $0.detail.contains("check digit should be 1") })
  }

  @Test func historyShowsOutcomesInWords() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    try harness.service.recordScan(ScanRequest(Codes.book, source: .cli, mode: .lookUp))
    harness.press(.char("4"), .char("v"))
    #expect(harness.contains("looked up"), "\(harness.dump)")
    #expect(!harness.contains("lookedUp"))
  }

  @Test func aScanFromAnotherProcessShowsOnTheOpenScanScreen() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    harness.press(.char("1"))
    let otherProcess = try harness.inventory.reopened()
    try otherProcess.recordScan(ScanRequest(Codes.tea, source: .cli, policy: .auto))
    harness.wait(.milliseconds(300))
    #expect(harness.contains("日本茶 green tea 12 -> 13"), "\(harness.dump)")
    #expect(harness.contains("stockroom scan (another process): 日本茶 green tea 12 -> 13"), "\(harness.dump)")
  }
}
