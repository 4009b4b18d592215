import InventoryCore
import SQLiteStore
import TerminalUI
import Testing

@testable import App

/// The Sessions tab on a MemoryTerminal over a real SQLite file: starting and joining a session, scans from
/// every tab going into it, a count's lines and its "Not counted" choices, review keys, leaving and rejoining,
/// and another station's entries showing live.
@Suite(.serialized) struct SessionsScreenTests {
  static let tea = "日本茶 green tea"
  static let cafe = "Café crème"
  static let cup = "Tea cup 🍵"

  @Test("a joined count takes every scan, on any tab, with no offer; the header says COUNT #1; stock is untouched")
  func scansGoIntoTheJoinedCount() throws {
    let harness = try AppHarness(columns: 100, rows: 30, setUp: sampleInventory)
    harness.startSession(.count)
    #expect(harness.header.contains("COUNT #1"), "\(harness.dump)")
    #expect(harness.environment.scanDesk.joinedSession?.id == 1)
    harness.scan(Codes.tea)
    #expect(harness.contains("counted \(Self.tea): 1"), "\(harness.dump)")
    harness.press(.char("2"))  // Inventory: a scan there goes into the count too
    harness.scan(Codes.tea)
    #expect(harness.contains("counted \(Self.tea): 2"), "\(harness.dump)")
    #expect(!harness.contains("+1?"), "no offer in a session:\n\(harness.dump)")
    // A QUANTITY card's number is the next scan's quantity, once.
    harness.scan(CommandCard.quantity(5).code)
    #expect(harness.header.contains("COUNT #1 · next ×5"), "\(harness.dump)")
    harness.scan(Codes.tea)
    #expect(harness.contains("counted \(Self.tea): 7 (+5)"), "\(harness.dump)")
    #expect(!harness.header.contains("next ×5"))
    harness.press(.char("1"))  // the Scan tab says where its scans go
    #expect(harness.contains("[COUNT #1] every scan goes into it"), "\(harness.dump)")
    let lines = try harness.service.sessionLines(id: 1)
    #expect(lines.map(\.quantity) == [7] && lines.first?.expected == 12)
    #expect(try harness.service.findItem(Codes.tea).quantity == 12, "a count changes no stock until committed")
    // Every scan is in the scan log, saying it went into the count (the card was a command, not a scan).
    #expect(try harness.service.scans().map(\.outcome) == [.session, .session, .session])
    #expect(try harness.service.scans().first?.detail == "into count #1: \(Self.tea) +5, counted 7 so far")
  }

  @Test("a count's line shows counted, expected, the difference and its value; = + - d review it")
  func lineNumbersAndReviewKeys() throws {
    let harness = try AppHarness(columns: 100, rows: 30, setUp: sampleInventory)
    harness.startSession(.count)
    for _ in 0..<3 { harness.scan(Codes.tea) }
    let counted = try #require(harness.cells(after: Self.tea), "\(harness.dump)")
    #expect(Array(counted.prefix(4)) == ["3", "12", "-9", "-40.50"], "\(harness.dump)")
    #expect(harness.contains("1 counted, 1 with a difference (-9 units, value -40.50), 2 not counted"))
    // = sets the line: the difference goes.
    harness.selectSessionRow(Self.tea)
    harness.press(.char("="), .ctrl("u"))
    harness.type("12")
    harness.press(.enter)
    #expect(harness.cells(after: Self.tea)?.prefix(3) == ["12", "12", "0"], "\(harness.dump)")
    harness.press(.char("+"))
    #expect(harness.cells(after: Self.tea)?.first == "13", "\(harness.dump)")
    harness.press(.char("-"), .char("-"))
    #expect(harness.cells(after: Self.tea)?.prefix(3) == ["11", "12", "-1"], "\(harness.dump)")
    // d drops the line: the item is not counted again.
    harness.press(.char("d"))
    #expect(try harness.service.sessionLines(id: 1).isEmpty)
    #expect(harness.contains("Not counted (3)"), "\(harness.dump)")
    // A number typed that is not one is refused in the prompt.
    harness.selectSessionRow(Self.cafe)
    harness.press(.char("="), .ctrl("u"))
    harness.type("2x")
    harness.press(.enter)
    #expect(harness.contains("type a whole number, 0 or more"), "\(harness.dump)")
    harness.press(.escape)
    #expect(try harness.service.sessionLines(id: 1).isEmpty)
  }

  @Test("Not counted: z sets an item to 0 at commit or leaves it; on the heading, every item not chosen")
  func notCountedChoice() throws {
    let harness = try AppHarness(columns: 100, rows: 30, setUp: sampleInventory)
    harness.startSession(.count)
    #expect(harness.cells(after: "Not counted (3)") == ["default:", "leave"], "\(harness.dump)")
    harness.selectSessionRow(Self.cafe)
    harness.press(.char("z"))
    #expect(harness.contains("\(Self.cafe), if no one counts it: set to 0"), "\(harness.dump)")
    #expect(harness.cells(after: Self.cafe) == ["–", "2", "-2", "-3.00", "set", "to", "0"], "\(harness.dump)")
    let report = try harness.service.countReport(id: 1)
    let cafe = try #require(report.notCounted.first { $0.name == Self.cafe })
    #expect(cafe.choice == .setToZero && cafe.isChosen)
    // The heading sets the default: the other items follow it, the one chosen keeps its choice.
    harness.selectSessionRow("not counted")
    harness.press(.char("z"))
    #expect(harness.cells(after: "Not counted (3)") == ["default:", "set", "to", "0"], "\(harness.dump)")
    #expect(harness.contains("0 counted, 3 with a difference (-15 units, value -57.00"), "\(harness.dump)")
    #expect(try harness.service.countReport(id: 1).totals.settingToZero == 3)
    harness.selectSessionRow("not counted")
    harness.press(.char("z"))
    #expect(harness.contains("3 not counted (1 to be set to 0)"), "\(harness.dump)")
    #expect(harness.cells(after: Self.cup)?.last == "leave", "\(harness.dump)")
    // z on a counted line says what it is for.
    harness.scan(Codes.tea)
    harness.selectSessionRow(Self.tea)
    harness.press(.char("z"))
    #expect(harness.contains("z is for the items under \"Not counted\""), "\(harness.dump)")
  }

  @Test("l leaves the session (it stays open, scans work as usual); Enter in the list joins it again")
  func leaveAndRejoin() throws {
    let harness = try AppHarness(columns: 100, rows: 30, setUp: sampleInventory)
    harness.startSession(.count)
    harness.scan(Codes.tea)
    harness.press(.char("l"))
    #expect(harness.contains("left count #1: it stays open"), "\(harness.dump)")
    #expect(harness.header.contains("Scan: add stock"), "\(harness.dump)")
    #expect(try harness.service.session(id: 1)?.state == .open)
    let listed = try #require(harness.screen.first { $0.hasPrefix("count") }, "\(harness.dump)")
    let cells = listed.split(separator: " ")
    #expect(cells.prefix(2) == ["count", "1"] && cells.contains("everything") && cells.last == "1", "\(listed)")
    harness.scan(Codes.book)
    #expect(
      harness.contains("Tea cup 🍵 (1 in stock): +1?"), "outside the session a scan offers again:\n\(harness.dump)")
    harness.press(.escape)
    harness.press(.enter)
    #expect(harness.contains("joined count #1"), "\(harness.dump)")
    #expect(harness.header.contains("COUNT #1"))
    harness.scan(Codes.tea)
    #expect(harness.contains("counted \(Self.tea): 2"), "\(harness.dump)")
  }

  @Test("another station's entries show within a tick; its commit makes this terminal leave the session")
  func otherStationsShowLive() throws {
    let harness = try AppHarness(columns: 100, rows: 30, setUp: sampleInventory)
    harness.startSession(.count)
    let backRoom = SQLiteInventory(
      database: try AppDatabase.open(path: harness.inventory.path),
      origin: ActionOrigin(station: "back-room", session: "other"))
    let tea = try harness.service.findItem(Codes.tea)
    try backRoom.addToSession(id: 1, itemID: try #require(tea.id), quantity: 4)
    harness.wait(.milliseconds(100))
    #expect(harness.cells(after: Self.tea) == ["4", "12", "-8", "-36.00", "back-room"], "\(harness.dump)")
    try backRoom.commitSession(id: 1)
    harness.wait(.milliseconds(100))
    #expect(harness.contains("count #1 was committed at back-room: this terminal left it"), "\(harness.dump)")
    #expect(harness.environment.scanDesk.joinedSession == nil)
    #expect(harness.contains("No open sessions"))
  }

  @Test("a scan into a session another station closed is not recorded, and says so")
  func scanAfterTheSessionClosedElsewhere() throws {
    let harness = try AppHarness(columns: 100, rows: 30, setUp: sampleInventory)
    harness.startSession(.receive)
    harness.press(.char("2"))
    try harness.inventory.reopened().discardSession(id: 1)
    harness.scan(Codes.tea)
    #expect(harness.contains("receive #1 was discarded"), "\(harness.dump)")
    #expect(harness.environment.scanDesk.joinedSession == nil)
    #expect(try harness.service.sessionLines(id: 1).isEmpty)
    #expect(try harness.service.findItem(Codes.tea).quantity == 12)
  }

  @Test("a code typed on the Scan tab goes into the session (a wrong one is explained there); a keys in an item")
  func typedCodesAndKeyedItems() throws {
    let harness = try AppHarness(columns: 100, rows: 30, setUp: sampleInventory)
    harness.startSession(.receive)
    harness.press(.char("1"), .char("/"))
    harness.type("5901234123453")
    harness.press(.enter)
    #expect(harness.contains("check digit should be 7, found 3"), "\(harness.dump)")
    #expect(harness.contains("nothing added to receive #1"), "\(harness.dump)")
    harness.press(.ctrl("u"))
    harness.type(Codes.tea)
    harness.press(.enter)
    #expect(harness.contains("received +1 \(Self.tea) · 1 so far"), "\(harness.dump)")
    harness.press(.escape, .char("6"), .char("a"))
    harness.type("café crème")
    harness.press(.enter, .ctrl("u"))
    harness.type("3")
    harness.press(.enter)
    #expect(harness.contains("\(Self.cafe): received 3"), "\(harness.dump)")
    #expect(harness.cells(after: Self.cafe) == ["3", "2", "5"], "\(harness.dump)")
    let lines = try harness.service.sessionLines(id: 1)
    #expect(lines.map(\.quantity).sorted() == [1, 3])
    // Both typed codes are in the scan log: the wrong one refused, the other into the session.
    #expect(try harness.service.scans().map(\.outcome) == [.session, .invalid])
  }

  @Test("Help lists the Sessions tab's keys, joined or not")
  func helpListsSessionKeys() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    let help = try #require(harness.root?.tabs.last as? AppHelpScreen)
    let text = help.lines.joined(separator: "\n")
    for words in [Command.sessionJoin.help, Command.sessionCommit.help, Command.sessionUncounted.help] {
      #expect(text.contains(words), "\(words)")
    }
    harness.press(.char("6"))
    #expect(harness.screen.last?.contains("n Count") == true, "the hint bar names n:\n\(harness.dump)")
  }
}
