import Foundation
import TestSupport
import Testing

/// Sessions at a location in the real binary, in tmux: a location's label sets "here", a count started then
/// counts that location only, GS1 codes name their lot, and the commit sets the stock there and nowhere else.
@Suite("a session at a location with lots in the terminal UI, in tmux", .serialized)
struct SessionPlaceEndToEndTests {
  static let tea = "4006381333931"

  @Test("scan a location label, start a count, scan GS1 codes, commit: the stock is set at that location only")
  func aCountAtALocationLabelSetsTheStockThere() throws {
    let folder = try TemporaryDirectory("session-place-e2e")
    let database = folder.path("stock.sqlite")
    for arguments in [
      ["items", "add", "--name", "Green tea", "--barcode", Self.tea, "--quantity", "1"],
      ["items", "add", "--name", "Rice", "--quantity", "4"],
      ["locations", "add", "Shelf 3"],
    ] {
      let seeded = try ProcessRunner.stockroom(arguments, database: database)
      #expect(seeded.status == 0, "\(arguments) \(seeded.stderr)")
    }
    let session = try stockroomOnSessionsTab(database)
    defer { session.kill() }
    // Shelf 3 is location 2: its label sets "here" (the header says so)
    try session.scan("%SR:LOC:2")
    try session.waitUntil("the header's @ Shelf 3") { $0.first?.contains("@ Shelf 3") ?? false }
    // A count started now counts Shelf 3 only
    try session.press("n")
    try session.waitFor("Count what at Shelf 3?")
    try session.press("Enter")
    try session.waitUntil("the header's COUNT #1") { $0.first?.contains("COUNT #1") ?? false }
    try session.scan("(01)04006381333931(17)270131(10)JAN")
    try session.waitFor("counted Green tea: 1 · @ Shelf 3 · lot JAN, expiry 2027-01-31")
    try session.scan("(01)04006381333931(17)270131(10)JAN")
    try session.waitFor("Green tea @ Shelf 3 · lot JAN, expiry 2027-01-31")
    try session.press("c")
    try session.waitFor("Commit count #1?")
    try session.press("Enter")
    try session.waitFor("Committed count #1")
    try session.press("Escape")
    try session.waitUntil("the result closed") { screen in !screen.contains { $0.contains("Committed count #1") } }
    try session.press("q")
    try session.waitFor("[exit 0]")

    let shown = try ProcessRunner.stockroom(["items", "show", "Green tea"], database: database)
    // The default location's 1 was not in the count: it is left as it was
    #expect(shown.stdout.contains("\nwhere:\n  Default  1\n  Shelf 3  2\n"), "\(shown.stdout)")
    #expect(shown.stdout.contains("  lot JAN, expiry 2027-01-31 @ Shelf 3  2\n"), "\(shown.stdout)")
  }
}
