import Foundation
import TestSupport
import Testing

/// Stock sessions with the real binary in tmux on a real SQLite file, seeded and checked with the command line.
@Suite("stock sessions in the terminal UI, in tmux", .serialized)
struct SessionsEndToEndTests {
  static let tea = "4006381333931"
  static let oatMilk = "036000291452"

  /// The cells after `name` on a screen line that has it at the start of a list row, split at spaces.
  static func cells(_ line: String, after name: String) -> [String]? {
    guard line.hasPrefix(name) || line.hasPrefix("  " + name), let range = line.range(of: name) else { return nil }
    return line[range.upperBound...].split(separator: " ").map(String.init)
  }

  @Test("a count with a discrepancy committed: scanned 3 of 5, another keyed; the stock, movement and date follow")
  func countWithADiscrepancyCommitted() throws {
    let folder = try TemporaryDirectory("count-e2e")
    let database = folder.path("stock.sqlite")
    for (name, code, quantity) in [("Green tea", Self.tea, "5"), ("Oat milk", Self.oatMilk, "4")] {
      let seeded = try ProcessRunner.stockroom(
        ["items", "add", "--name", name, "--barcode", code, "--quantity", quantity], database: database)
      #expect(seeded.status == 0, "\(seeded.stderr)")
    }
    let binary = ProcessRunner.stockroomPath
    try #require(FileManager.default.isExecutableFile(atPath: binary), "build stockroom first")
    let session = try TmuxSession(
      [binary, "--db", database], columns: 100, rows: 30, environment: ["STOCKROOM_STATION": "till"])
    defer { session.kill() }
    try session.waitFor("items ·")

    // Start a count of everything: this terminal joins it.
    try session.press("6")
    try session.waitFor("Open sessions")
    try session.press("n")
    try session.waitFor("Count what?")
    try session.press("Enter")
    try session.waitUntil("the header's COUNT #1") { $0.first?.contains("COUNT #1") ?? false }
    for total in 1...3 {
      try session.scan(Self.tea)
      try session.waitFor("counted Green tea: \(total)")
    }
    try session.waitUntil("Green tea counted 3, expected 5, difference -2") { screen in
      screen.contains { Self.cells($0, after: "Green tea")?.prefix(3) == ["3", "5", "-2"] }
    }
    // Oat milk, not counted yet, is two rows below: its count is keyed.
    try session.press("j")
    try session.press("j")
    try session.press("=")
    try session.waitFor("Set Oat milk")
    try session.press("C-u")
    try session.type("4", interval: .milliseconds(100))
    try session.press("Enter")
    try session.waitFor("Oat milk: counted 4 (expected 4)")

    try session.press("c")
    let confirmation = try session.waitFor("Commit count #1?")
    #expect(
      confirmation.contains { $0.contains("Green tea: expected 5, counted 3, difference -2") },
      "\(confirmation.joined(separator: "\n"))")
    try session.press("Enter")
    let result = try session.waitFor("Committed count #1")
    #expect(result.contains { $0.contains("Green tea 5 -> 3 (count -2)") }, "\(result.joined(separator: "\n"))")
    try session.press("Escape")
    // The session is left: the header is back to the scan mode, and the tab lists no open session.
    try session.waitUntil("the result closed, the count left") { screen in
      (screen.first?.contains("Scan: add stock") ?? false) && !screen.contains { $0.contains("Committed count #1") }
        && screen.contains { $0.contains("No open sessions") }
    }
    try session.press("q")
    try session.waitFor("[exit 0]")

    let shown = try ProcessRunner.stockroom(["items", "show", "Green tea"], database: database)
    let fields = shown.stdout.split(separator: "\n").map { $0.split(separator: " ", maxSplits: 1).map(String.init) }
    let value = { (name: String) in fields.first { $0.first == name }?.last?.trimmingCharacters(in: .whitespaces) }
    #expect(value("quantity") == "3", "\(shown.stdout)")
    #expect(value("counted").map { $0 != "never" && $0.hasPrefix("20") } == true, "\(shown.stdout)")
    let history = try ProcessRunner.stockroom(["history", "--json"], database: database)
    let movements = try #require(
      try JSONSerialization.jsonObject(with: Data(history.stdout.utf8)) as? [[String: Any]], "\(history.stdout)")
    let stocktakes = movements.filter { $0["reason"] as? String == "stocktake" }
    #expect(stocktakes.count == 1, "Oat milk matched: no movement for it\n\(history.stdout)")
    #expect(stocktakes.first?["item"] as? String == "Green tea" && stocktakes.first?["delta"] as? Int == -2)
    let row = try ProcessRunner.run(
      "/usr/bin/sqlite3",
      [database, "SELECT name, quantity, last_counted_at IS NOT NULL FROM item ORDER BY name"])
    #expect(row.stdout == "Green tea|3|1\nOat milk|4|1\n", "\(row.stdout)\(row.stderr)")
  }
}
