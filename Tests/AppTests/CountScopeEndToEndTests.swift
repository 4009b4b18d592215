import Foundation
import TestSupport
import Testing

/// A count of one category in the real binary, in tmux: a scan from another category is asked about (Enter says
/// no), included on purpose with y, and marked in the commit preview; the command line refuses it unless told.
@Suite("a count's scope in the terminal UI and the CLI, in tmux", .serialized)
struct CountScopeEndToEndTests {
  static let stapler = "4006381333931"
  static let cola = "5000112637922"

  @Test("scanning a Drinks item into a count of Office asks first, and its line is marked when included")
  func aScanOutsideTheCountIsAskedAbout() throws {
    let folder = try TemporaryDirectory("count-scope-e2e")
    let database = folder.path("stock.sqlite")
    for arguments in [
      ["categories", "add", "Office"], ["categories", "add", "Drinks"],
      ["items", "add", "--name", "Stapler", "--barcode", Self.stapler, "--quantity", "4", "--category", "Office"],
      ["items", "add", "--name", "Cola 33cl", "--barcode", Self.cola, "--quantity", "37", "--category", "Drinks"],
      ["count", "start", "--category", "Office"],
    ] {
      let seeded = try ProcessRunner.stockroom(arguments, database: database)
      #expect(seeded.status == 0, "\(arguments) \(seeded.stderr)")
    }
    // The command line refuses the Drinks item in the Office count, and says how to include it.
    let refused = try ProcessRunner.stockroom(["count", "scan", Self.cola], database: database)
    #expect(refused.status == 65 && refused.stderr.contains("is not in count 1 (category Office)"), "\(refused.stderr)")
    #expect(refused.stderr.contains("--include-outside-scope"), "\(refused.stderr)")

    let session = try stockroomOnSessionsTab(database)
    defer { session.kill() }
    try session.press("Enter")
    try session.waitUntil("the header's COUNT #1") { $0.first?.contains("COUNT #1") ?? false }

    // A scanner's Enter does not answer yes: the Cola is not counted.
    try session.scan(Self.cola)
    try session.waitFor("Cola 33cl is not in this count (category Office)")
    try session.press("Enter")
    try session.waitFor("Cola 33cl was not added to count #1")
    try session.scan(Self.stapler)
    try session.waitFor("counted Stapler: 1")
    // y includes it; its line is marked, and so is the commit preview.
    try session.scan(Self.cola)
    try session.waitFor("add it to")
    try session.press("y")
    try session.waitFor("! Cola 33cl (outside the count)")
    try session.press("c")
    let preview = try session.waitFor("Commit count #1?")
    #expect(
      preview.contains { $0.contains("1 item is outside this count's scope") }, "\(preview.joined(separator: "\n"))")
    try session.press("Escape")
    try session.waitUntil("the preview closed") { screen in !screen.contains { $0.contains("Commit count #1?") } }
    try session.press("q")
    try session.waitFor("[exit 0]")

    let scans = try ProcessRunner.stockroom(["history", "--scans"], database: database)
    #expect(scans.stdout.contains("into count #1"), "\(scans.stdout)")
    #expect(scans.stdout.contains("not added to count #1"), "\(scans.stdout)")
    let included = try ProcessRunner.stockroom(
      ["count", "scan", "--include-outside-scope", Self.cola], database: database)
    #expect(included.status == 0 && included.stdout.contains("Cola 33cl: counted 2"), "\(included.stderr)")
  }
}
