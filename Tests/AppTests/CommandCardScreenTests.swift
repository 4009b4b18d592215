import Foundation
import InventoryCore
import SQLiteStore
import Scanning
import TerminalUI
import TestSupport
import Testing

@testable import App

/// Command cards in the app: a card scanned on any screen (USB scanner, typed, camera) switches the mode or
/// sets the next scan's quantity, the header says so, and no card is ever recorded as a product scan.
@Suite("Command cards in the app")
struct CommandCardScreenTests {
  /// The sample inventory, 120 columns (the whole badge shows), policy auto unless `policy` says.
  static func harness(policy: ScanPolicy = .auto) throws -> AppHarness {
    let harness = try AppHarness(columns: 120, rows: 30, setUp: sampleInventory)
    harness.environment.settings.scanPolicy = policy
    try harness.environment.saveSettings()  // the app follows the stored settings (another process may change them)
    return harness
  }

  /// The role the header badge is drawn in (its "Scan:" cell).
  static func badgeRole(_ harness: AppHarness) -> StyleRole? {
    guard let header = harness.screen.first, let found = header.range(of: "Scan:") else { return nil }
    return harness.terminal.frame?[0, header.distance(from: header.startIndex, to: found.lowerBound)].role
  }

  @Test("REMOVE from a USB scanner switches every screen to remove stock; the next scan takes one out")
  func removeCardThenProductScan() throws {
    let harness = try Self.harness()
    #expect(Self.badgeRole(harness) == .headerBadge)
    harness.scan(CommandCard.remove.code)
    #expect(harness.contains("Scan: remove stock"), "\(harness.dump)")
    #expect(Self.badgeRole(harness) == .error, "away from add stock the badge stands out")
    #expect(harness.contains("card REMOVE: scan mode remove stock on every screen"), "\(harness.dump)")
    #expect(try harness.service.scans().isEmpty, "a card is no scan")
    harness.press(.char("4"))  // History: the mode holds on another tab
    #expect(harness.contains("Scan: remove stock"))
    harness.scan(Codes.tea)
    #expect(harness.contains("日本茶 green tea 12 -> 11"), "\(harness.dump)")
    #expect(try harness.service.findItem(Codes.tea).quantity == 11)
    #expect(try harness.service.scans().map(\.code) == [Codes.tea])
  }

  @Test("QUANTITY 5 makes the next scan count 5, once; the header shows it until then")
  func quantityCardIsOneShot() throws {
    let harness = try Self.harness()
    harness.scan(CommandCard.quantity(5).code)
    #expect(harness.contains("Scan: add stock · next ×5"), "\(harness.dump)")
    harness.scan(Codes.tea)
    #expect(harness.contains("日本茶 green tea 12 -> 17"), "\(harness.dump)")
    #expect(!harness.contains("next ×5"), "used up:\n\(harness.dump)")
    harness.scan(Codes.tea)
    #expect(harness.contains("日本茶 green tea 17 -> 18"), "\(harness.dump)")
  }

  @Test("with policy ask the offer counts the card's quantity; an unknown code leaves the quantity waiting")
  func quantityCardWithOffersAndUnknownCodes() throws {
    let harness = try Self.harness(policy: .ask)
    harness.scan(CommandCard.quantity(20).code)
    harness.scan(CommandCard.lookUp.code)
    harness.scan(Codes.tea)
    #expect(harness.contains("日本茶 green tea: 12 in stock"), "a look-up:\n\(harness.dump)")
    #expect(harness.contains("Scan: look up · next ×20"), "kept for a scan that changes stock:\n\(harness.dump)")
    harness.scan(CommandCard.add.code)
    harness.scan(Codes.tea)
    #expect(harness.contains("日本茶 green tea (12 in stock): +20?"), "\(harness.dump)")
    #expect(harness.contains("Change: +20"))
    harness.press(.enter)
    #expect(try harness.service.findItem(Codes.tea).quantity == 32)
  }

  @Test("DONE goes back to add stock and drops a pending quantity; COUNT says stocktake is coming")
  func doneAndCount() throws {
    let harness = try Self.harness()
    harness.scan(CommandCard.remove.code)
    harness.scan(CommandCard.quantity(3).code)
    #expect(harness.contains("Scan: remove stock · next ×3"), "\(harness.dump)")
    harness.scan(CommandCard.done.code)
    #expect(harness.contains("card DONE: back to add stock; quantity 3 dropped"), "\(harness.dump)")
    #expect(harness.contains("Scan: add stock ·") && !harness.contains("next ×"))
    harness.scan(CommandCard.count.code)
    #expect(harness.contains("stocktake mode arrives with the next release; still add stock"), "\(harness.dump)")
    #expect(harness.environment.scanDesk.mode == .add)
    #expect(try harness.service.scans().isEmpty)
  }

  @Test("a reserved code that is no card is refused in words, never recorded, never offered to create")
  func unknownReservedCode() throws {
    let harness = try Self.harness()
    harness.scan("%SR:STOCKTAKE")
    #expect(harness.contains("a command card this stockroom does not know; nothing recorded"), "\(harness.dump)")
    harness.scan("%sr:remove")
    #expect(harness.contains("wrong letter case (Caps Lock on?)"), "\(harness.dump)")
    #expect(!harness.contains("New item"))
    #expect(try harness.service.scans().isEmpty)
    #expect(harness.environment.scanDesk.mode == .add)
  }

  @Test("UNDO offers the u key's undo of this window's last scan; Enter reverses it")
  func undoCard() throws {
    let harness = try Self.harness()
    harness.scan(Codes.tea)
    #expect(try harness.service.findItem(Codes.tea).quantity == 13)
    harness.scan(CommandCard.undo.code)
    #expect(harness.contains("Undo: "), "\(harness.dump)")
    #expect(try harness.service.findItem(Codes.tea).quantity == 13, "nothing before Enter")
    harness.press(.enter)
    #expect(harness.contains("undone:"), "\(harness.dump)")
    #expect(try harness.service.findItem(Codes.tea).quantity == 12)
  }

  @Test("in the item editor a card switches the mode and never fills the barcode field")
  func cardInTheEditor() throws {
    let harness = try Self.harness()
    harness.press(.char("n"))
    #expect(harness.contains("New item"), "\(harness.dump)")
    harness.scan(CommandCard.remove.code)
    #expect(harness.contains("Scan: remove stock"), "\(harness.dump)")
    #expect(!harness.contains(CommandCard.remove.code), "not in the barcode field:\n\(harness.dump)")
    harness.press(.down)
    harness.type(CommandCard.add.code)
    harness.press(.tab)
    #expect(harness.contains("codes starting with %SR: are stockroom's command cards"), "\(harness.dump)")
  }

  @Test("a card typed in the Scan tab's code field works like a scanned one")
  func typedCard() throws {
    let harness = try Self.harness()
    harness.press(.char("1"), .char("/"))
    harness.type(CommandCard.lookUp.code)
    harness.press(.enter)
    #expect(harness.contains("[Look up]"), "\(harness.dump)")
    #expect(harness.contains("card LOOK UP"))
    #expect(try harness.service.scans().isEmpty)
  }

  @Test("the auto-return setting brings add stock back after its time without a scan; a scan restarts the wait")
  func autoReturn() throws {
    let harness = try Self.harness()
    harness.environment.settings.scanModeReturnSeconds = 30
    try harness.environment.saveSettings()
    harness.scan(CommandCard.remove.code)
    harness.scan(CommandCard.quantity(2).code)
    harness.wait(.seconds(20))
    harness.scan(Codes.tea)  // uses the quantity, and restarts the wait
    #expect(try harness.service.findItem(Codes.tea).quantity == 10)
    harness.wait(.seconds(20))
    #expect(harness.contains("Scan: remove stock"), "20 s after the last scan:\n\(harness.dump)")
    harness.wait(.seconds(11))
    #expect(harness.contains("no scan for 30 s: back to add stock"), "\(harness.dump)")
    #expect(harness.contains("Scan: add stock"))
  }

  @Test("with the setting at never (the default) the mode stays")
  func noAutoReturnByDefault() throws {
    let harness = try Self.harness()
    #expect(harness.environment.settings.scanModeReturnSeconds == 0)
    harness.scan(CommandCard.remove.code)
    harness.wait(.seconds(3600))
    #expect(harness.contains("Scan: remove stock"), "\(harness.dump)")
  }
}
