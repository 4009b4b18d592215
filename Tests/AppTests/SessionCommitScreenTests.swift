import Foundation
import InventoryCore
import SQLiteStore
import TerminalUI
import TestSupport
import Testing

@testable import App

/// Finishing a session on the Sessions tab: the commit's confirmation and its result, a commit refused (too
/// little stock, an unknown code left), discarding, resolving an unknown code, and the count's CSV report.
@Suite(.serialized) struct SessionCommitScreenTests {
  static let tea = SessionsScreenTests.tea
  static let cafe = SessionsScreenTests.cafe
  static let cup = SessionsScreenTests.cup

  @Test("c says what the count will change (expected, counted, difference); Enter commits and shows the result")
  func commitConfirmationAndResult() throws {
    let harness = try AppHarness(columns: 100, rows: 30, setUp: sampleInventory)
    harness.startSession(.count)
    for _ in 0..<3 { harness.scan(Codes.tea) }
    harness.selectSessionRow(Self.cafe)
    harness.press(.char("="), .ctrl("u"))
    harness.type("2")
    harness.press(.enter)
    harness.press(.char("c"))
    #expect(harness.contains("Commit count #1?"), "\(harness.dump)")
    #expect(harness.contains("2 counted, 1 not counted."), "\(harness.dump)")
    #expect(harness.contains("1 item changes by -9 units in all, value -40.50."), "\(harness.dump)")
    #expect(harness.contains("\(Self.tea): expected 12, counted 3, difference -9"), "\(harness.dump)")
    #expect(harness.contains("1 counted item as expected."), "\(harness.dump)")
    #expect(try harness.service.findItem(Codes.tea).quantity == 12, "nothing changes before Enter")
    harness.press(.enter)
    #expect(harness.contains("Committed count #1"), "\(harness.dump)")
    #expect(harness.contains("\(Self.tea) 12 -> 3 (count -9)"), "\(harness.dump)")
    #expect(harness.contains("committed count #1: 1 item changed, 2 counted"), "\(harness.dump)")
    let tea = try harness.service.findItem(Codes.tea)
    #expect(tea.quantity == 3 && tea.lastCountedAt != nil)
    #expect(try harness.service.findItem(Self.cafe).lastCountedAt != nil, "counted as expected: still counted")
    #expect(try harness.service.findItem(Self.cup).lastCountedAt == nil)
    let movement = try #require(try harness.service.movements(itemID: tea.id, limit: 1).first)
    #expect(movement.reason == .stocktake && movement.delta == -9)
    #expect(try harness.service.session(id: 1)?.state == .committed)
    #expect(harness.environment.scanDesk.joinedSession == nil)
    harness.press(.escape)
    #expect(harness.header.contains("Scan: add stock"), "\(harness.dump)")
    #expect(harness.contains("No open sessions"), "\(harness.dump)")
  }

  @Test("a count taking an item below 0 (sold meanwhile) holds it at 0 and names it in the result")
  func clampedItemsAreNamed() throws {
    let harness = try AppHarness(columns: 100, rows: 30, setUp: sampleInventory)
    harness.startSession(.count)
    for _ in 0..<3 { harness.scan(Codes.tea) }  // expected 12, counted 3: -9
    try harness.service.setQuantity(itemID: try #require(try harness.service.findItem(Codes.tea).id), to: 5)
    harness.press(.char("c"), .enter)
    #expect(harness.contains("held within 0 to the maximum"), "\(harness.dump)")
    #expect(harness.contains("\(Self.tea) 5 -> 0 (count -5), held at 0: the count asked for -4"), "\(harness.dump)")
    #expect(try harness.service.findItem(Codes.tea).quantity == 0)
  }

  @Test("an item set to 0 because no one counted it is in the confirmation, and is zeroed")
  func notCountedSetToZeroIsCommitted() throws {
    let harness = try AppHarness(columns: 100, rows: 30, setUp: sampleInventory)
    harness.startSession(.count)
    harness.scan(Codes.tea)
    harness.selectSessionRow(Self.cup)
    harness.press(.char("z"), .char("c"))
    #expect(harness.contains("\(Self.cup): not counted, 1 in stock, set to 0"), "\(harness.dump)")
    harness.press(.enter)
    #expect(harness.contains("\(Self.cup) 1 -> 0 (count -1), not counted: set to 0"), "\(harness.dump)")
    #expect(try harness.service.findItem(Codes.book).quantity == 0)
    #expect(try harness.service.findItem(Self.cafe).quantity == 2, "left as it was")
  }

  @Test("D discards the joined session after asking: no stock changes, the terminal leaves it")
  func discard() throws {
    let harness = try AppHarness(columns: 100, rows: 30, setUp: sampleInventory)
    harness.startSession(.receive)
    #expect(harness.header.contains("RECEIVE #1"), "\(harness.dump)")
    harness.scan(Codes.tea)
    #expect(harness.contains("received +1 \(Self.tea) · 1 so far"), "\(harness.dump)")
    harness.press(.char("D"))
    #expect(harness.contains("Discard receive #1? No stock changes;"), "\(harness.dump)")
    harness.press(.char("n"))
    #expect(try harness.service.session(id: 1)?.state == .open)
    harness.press(.char("D"), .char("y"))
    #expect(harness.contains("discarded receive #1: no stock changed"), "\(harness.dump)")
    #expect(try harness.service.session(id: 1)?.state == .discarded)
    #expect(try harness.service.findItem(Codes.tea).quantity == 12)
    #expect(harness.environment.scanDesk.joinedSession == nil)
    // From the list too: a session no terminal here joined.
    try harness.service.startSession(kind: .remove)
    harness.wait(.milliseconds(100))
    harness.press(.char("D"), .char("y"))
    #expect(try harness.service.session(id: 2)?.state == .discarded)
  }

  @Test("a receive's unknown code, attached to an existing item as a case of 6, counts 6 a scan; commit adds them")
  func receiveWithAnUnknownCodeAttachedToAnItem() throws {
    let harness = try AppHarness(columns: 100, rows: 30, setUp: sampleInventory)
    harness.startSession(.receive)
    harness.scan(Codes.unknown)
    harness.scan(Codes.unknown)
    #expect(harness.contains("unknown \(Codes.unknown): kept for review · 2 so far"), "\(harness.dump)")
    #expect(harness.contains("? \(Codes.unknown) (unknown code)"), "\(harness.dump)")
    // An unknown code blocks the commit until it is resolved.
    harness.press(.char("c"))
    #expect(harness.contains("Cannot commit receive #1"), "\(harness.dump)")
    harness.press(.escape)
    harness.selectSessionRow(Codes.unknown)
    harness.press(.enter)
    #expect(harness.contains("Attach to an existing item as an extra barcode"), "\(harness.dump)")
    harness.press(.down, .enter)
    harness.type("no such thing")
    harness.press(.enter)
    #expect(harness.contains("no item"), "the prompt says the item is not found:\n\(harness.dump)")
    harness.press(.ctrl("u"))
    harness.type("café crème")
    harness.press(.enter)
    #expect(harness.contains("Units one scan counts"), "\(harness.dump)")
    harness.press(.ctrl("u"))
    harness.type("6")
    harness.press(.enter)
    #expect(
      harness.contains("\(Codes.unknown) is now a barcode of \(Self.cafe) (6 per scan): 2 scanned × 6 = 12"),
      "\(harness.dump)")
    #expect(harness.cells(after: Self.cafe) == ["12", "2", "14"], "\(harness.dump)")
    let cafe = try harness.service.findItem(Self.cafe)
    let barcodes = try harness.service.barcodes(ofItem: try #require(cafe.id))
    #expect(barcodes.map(\.code) == [Codes.unknown] && barcodes.first?.unitsPerScan == 6)
    // Its next scan finds the item and counts the case.
    harness.scan(Codes.unknown)
    #expect(harness.contains("received +6 \(Self.cafe) (pack of 6) · 18 so far"), "\(harness.dump)")
    harness.press(.char("c"))
    #expect(harness.contains("\(Self.cafe) 2 -> 20 (receive +18)"), "\(harness.dump)")
    harness.press(.enter)
    #expect(try harness.service.findItem(Self.cafe).quantity == 20)
  }

  @Test("an unknown code resolved by creating the item: the editor has the code, saving moves the scans to it")
  func unknownCodeResolvedByCreatingTheItem() throws {
    let harness = try AppHarness(columns: 100, rows: 30, setUp: sampleInventory)
    harness.startSession(.receive)
    harness.scan(Codes.unknown)
    harness.scan(Codes.unknown)
    harness.selectSessionRow(Codes.unknown)
    harness.press(.enter, .enter)
    #expect(harness.app.activeScreen is ItemEditorScreen, "\(harness.dump)")
    #expect(harness.contains(Codes.unknown), "\(harness.dump)")
    harness.type("Oat milk")
    harness.press(.f(2))
    #expect(harness.contains("\(Codes.unknown) is Oat milk: 2 scans count for it"), "\(harness.dump)")
    #expect(harness.cells(after: "Oat milk") == ["2", "0", "2"], "\(harness.dump)")
    harness.press(.char("c"), .enter)
    #expect(try harness.service.findItem("Oat milk").quantity == 2)
  }

  @Test("a remove of more than the stock holds: the line says short, commit is refused with the items named")
  func removeRefusedForTooLittleStock() throws {
    let harness = try AppHarness(columns: 100, rows: 30, setUp: sampleInventory)
    harness.startSession(.remove)
    #expect(harness.header.contains("REMOVE #1"), "\(harness.dump)")
    for _ in 0..<3 { harness.scan(Codes.book) }
    #expect(harness.contains("removed -1 \(Self.cup) · 3 so far"), "\(harness.dump)")
    #expect(harness.cells(after: Self.cup) == ["3", "1", "short", "2"], "\(harness.dump)")
    harness.press(.char("c"))
    #expect(harness.contains("Cannot commit remove #1"), "\(harness.dump)")
    #expect(harness.contains("removes more than the stock holds"), "\(harness.dump)")
    #expect(harness.contains("\"\(Self.cup)\" has 1, the session removes 3"), "\(harness.dump)")
    #expect(harness.terminal.bellCount > 0)
    harness.press(.escape)
    #expect(try harness.service.findItem(Codes.book).quantity == 1)
    #expect(try harness.service.session(id: 1)?.state == .open)
    #expect(harness.environment.scanDesk.joinedSession?.id == 1, "still joined, to fix the lines")
  }

  @Test("x writes the count's report as CSV to the file named")
  func exportTheCountReport() throws {
    let harness = try AppHarness(columns: 100, rows: 30, setUp: sampleInventory)
    let folder = try TemporaryDirectory("count-report")
    let path = folder.path("count.csv")
    harness.startSession(.count)
    harness.scan(Codes.tea)
    harness.press(.char("x"))
    #expect(harness.contains("Count report"), "\(harness.dump)")
    harness.press(.ctrl("u"))
    harness.type(path)
    harness.press(.enter)
    #expect(harness.contains("wrote count #1's report to"), "\(harness.dump)")
    let csv = try String(contentsOfFile: path, encoding: .utf8)
    let rows = csv.split(separator: "\r\n")
    #expect(rows.first == Substring(CountReportCSVWriter.header.joined(separator: ",")))
    #expect(rows.contains { $0.hasPrefix("counted,2,\(Self.tea),\(Codes.tea),12,1,-11,-49.50,") }, "\(csv)")
    #expect(rows.filter { $0.hasPrefix("not counted,") }.count == 2, "\(csv)")
  }
}
