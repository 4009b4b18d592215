import Foundation
import InventoryCore
import TerminalUI
import Testing

@testable import App

/// A committed or discarded session stays browsable in the Sessions tab: v lists the closed ones, Enter shows
/// what one held, x writes a count's report (issue 19: they disappeared, their report reachable only by CLI).
@Suite(.serialized) struct ClosedSessionsScreenTests {
  static let tea = SessionsScreenTests.tea

  @Test("v lists committed and discarded sessions; Enter shows one's lines; x writes a committed count's report")
  func closedSessionsAreListedShownAndReported() throws {
    // Given a committed count of three teas and a discarded receive
    let harness = try AppHarness(columns: 110, rows: 30, setUp: sampleInventory)
    harness.startSession(.count)
    for _ in 0..<3 { harness.scan(Codes.tea) }
    // The commit runs under a progress dialog, in real time: Esc is for its report, once the commit is done.
    harness.press(.char("c"), .enter)
    harness.press(.escape)
    harness.press(.char("r"), .char("D"), .char("y"))
    #expect(try harness.service.session(id: 2)?.state == .discarded)
    #expect(harness.contains("No open sessions"), "\(harness.dump)")

    // When the closed sessions are listed and the count shown
    harness.press(.char("v"))
    #expect(harness.contains("Committed and discarded sessions"), "\(harness.dump)")
    #expect(harness.contains("committed") && harness.contains("discarded"), "\(harness.dump)")
    harness.press(.char("g"))
    for _ in 0..<2
    where
      !(harness.sessionsTab?.openSessions.element(at: harness.sessionsTab?.sessionList.selectedIndex ?? 0)?.session.id
      == 1)
    {
      harness.press(.down)
    }
    harness.press(.enter)

    // Then its dialog says what it counted; x writes its report
    #expect(harness.contains("\(Self.tea): counted 3, expected 12, difference -9"), "\(harness.dump)")
    harness.press(.escape, .char("x"))
    #expect(harness.contains("Count report"), "\(harness.dump)")
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("closed-count-\(UUID()).csv").path
    harness.press(.ctrl("u"))
    harness.type(path)
    harness.press(.enter)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let csv = try String(contentsOfFile: path, encoding: .utf8)
    #expect(csv.contains("counted,2,\(Self.tea),\(Codes.tea),12,3,-9,"), "\(csv)")
    harness.press(.char("v"))
    #expect(harness.contains("No open sessions"), "\(harness.dump)")
  }
}

/// u on the Sessions tab after a commit: the undo names the commit's item ("1 of 2 of receive #1") and a undoes
/// all of it; U asks before redoing, as u asks before undoing.
@Suite(.serialized) struct SessionUndoScreenTests {
  @Test("u after a commit on the Sessions tab names the commit and a undoes it whole; U asks first")
  func undoAfterACommitOnTheSessionsTab() throws {
    let harness = try AppHarness(columns: 110, rows: 30, setUp: sampleInventory)
    harness.startSession(.receive)
    harness.scan(Codes.tea)
    harness.scan(Codes.book)
    // The commit runs under a progress dialog, in real time: Esc is for its report, once the commit is done.
    harness.press(.char("c"), .enter)
    harness.press(.escape)
    #expect(try harness.service.findItem(Codes.tea).quantity == 13, "\(harness.dump)")
    harness.press(.char("u"))
    #expect(harness.contains("1 of 2 of receive #1"), "\(harness.dump)")
    harness.press(.char("a"))
    #expect(harness.contains("undone: 2 of 2 changes of receive #1"), "\(harness.dump)")
    #expect(try harness.service.findItem(Codes.tea).quantity == 12)
    #expect(try harness.service.findItem(Codes.book).quantity == 1)
    harness.press(.char("U"))
    #expect(harness.contains("Redo:"), "\(harness.dump)")
    #expect(try harness.service.findItem(Codes.book).quantity == 1, "nothing redone before the answer")
    harness.press(.char("y"))
    #expect(harness.contains("redone:"), "\(harness.dump)")
  }
}
