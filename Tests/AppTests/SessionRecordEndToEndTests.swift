import Foundation
import TestSupport
import Testing

/// A receive in the real binary, in tmux, after its commit: every scan (a wrong check digit too) is in History ›
/// Scans, the committed session is listed and shown on the Sessions tab, and u undoes the whole commit.
@Suite("a session's record in the terminal UI, in tmux", .serialized)
struct SessionRecordEndToEndTests {
  static let tea = "4006381333931"
  static let rice = "036000291452"

  @Test("after a receive: its scans in History, the session under v, u names the commit and a undoes it all")
  func aCommittedReceiveStaysOnRecordAndUndoesWhole() throws {
    let folder = try TemporaryDirectory("session-record-e2e")
    let database = folder.path("stock.sqlite")
    for (name, code) in [("Green tea", Self.tea), ("Rice", Self.rice)] {
      let seeded = try ProcessRunner.stockroom(
        ["items", "add", "--name", name, "--barcode", code, "--quantity", "5"], database: database)
      #expect(seeded.status == 0, "\(seeded.stderr)")
    }
    let session = try stockroomOnSessionsTab(database)
    defer { session.kill() }
    try session.press("r")
    try session.waitUntil("the header's RECEIVE #1") { $0.first?.contains("RECEIVE #1") ?? false }
    try session.scan(Self.tea)
    try session.waitFor("received +1 Green tea")
    try session.scan(Self.rice)
    try session.waitFor("received +1 Rice")
    try session.scan("4006381333932")  // a wrong check digit
    try session.waitFor("check digit should be 1, found 2")
    try session.press("c")
    try session.waitFor("Commit receive #1?")
    try session.press("Enter")
    try session.waitFor("Committed receive #1")
    try session.press("Escape")
    try session.waitUntil("the result closed") { screen in
      screen.contains { $0.contains("No open sessions") } && !screen.contains { $0.contains("Committed receive #1") }
    }

    // The committed session is listed under v, and Enter shows what it held.
    try session.press("v")
    try session.waitFor("Committed and discarded sessions")
    try session.press("Enter")
    try session.waitFor("Green tea: received 1")
    try session.press("Escape")
    try session.waitUntil("the dialog closed") { screen in !screen.contains { $0.contains("Green tea: received 1") } }

    // u names the commit's item; a undoes all of it.
    try session.press("u")
    try session.waitFor("of 2 of receive #1")
    try session.press("a")
    try session.waitFor("undone: 2 of 2 changes of receive #1")

    // History › Scans: the two scans into the receive and the refused one.
    try session.press("4")
    try session.waitFor("Stock movements")
    try session.press("v")
    let scans = try session.waitFor("into receive #1")
    #expect(scans.contains { $0.contains("not added to receive #1") }, "\(scans.joined(separator: "\n"))")
    try session.press("q")
    try session.waitFor("[exit 0]")

    let shown = try ProcessRunner.stockroom(["items", "list", "--json"], database: database)
    let items = try #require(
      try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [[String: Any]], "\(shown.stdout)")
    #expect(items.map { $0["quantity"] as? Int } == [5, 5], "the whole receive was undone: \(shown.stdout)")
  }
}
