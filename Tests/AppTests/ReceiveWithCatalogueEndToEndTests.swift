import Foundation
import TestSupport
import Testing

/// A delivery received in the terminal UI with the real binary in tmux: a known item scanned twice and a code no
/// item has, which the product catalogue (imported with the command line beside the database) names; the code is
/// resolved by creating its item from the catalogue, and the commit brings both into stock.
@Suite("a receive session with an unknown code resolved from the catalogue, in tmux", .serialized)
struct ReceiveWithCatalogueEndToEndTests {
  static let openFoodFacts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Catalogue/openfoodfacts-sample.tsv").path
  static let tea = "4006381333931"
  static let nutella = "3017620422003"

  @Test("scan, see the unknown code named by the catalogue, create its item pre-filled, commit: both in stock")
  func receiveResolvedFromTheCatalogue() throws {
    let folder = try TemporaryDirectory("receive-e2e")
    let database = folder.path("stock.sqlite")
    let seeded = try ProcessRunner.stockroom(
      ["items", "add", "--name", "Green tea", "--barcode", Self.tea, "--quantity", "5"], database: database)
    #expect(seeded.status == 0, "\(seeded.stderr)")
    let imported = try ProcessRunner.stockroom(["catalog", "import", Self.openFoodFacts], database: database)
    #expect(imported.status == 0, "\(imported.stderr)")
    let binary = ProcessRunner.stockroomPath
    try #require(FileManager.default.isExecutableFile(atPath: binary), "build stockroom first")
    let session = try TmuxSession(
      [binary, "--db", database], columns: 110, rows: 30, environment: ["STOCKROOM_STATION": "dock"])
    defer { session.kill() }
    try session.waitFor("Green tea")

    try session.press("6")
    try session.waitFor("Open sessions")
    try session.press("r")
    try session.waitUntil("the header's RECEIVE #1") { $0.first?.contains("RECEIVE #1") ?? false }
    try session.scan(Self.tea)
    try session.waitFor("received +1 Green tea · 1 so far")
    try session.scan(Self.tea)
    try session.waitFor("received +1 Green tea · 2 so far")
    try session.scan(Self.nutella)
    try session.waitFor("unknown \(Self.nutella): kept for review · 1 so far · catalogue: Nutella 400 g")
    // The line itself says what the catalogue calls the code.
    try session.waitUntil("the unknown line named by the catalogue") { screen in
      screen.contains { $0.contains("? \(Self.nutella) · catalogue: Nutella 400 g") }
    }
    // Nothing is in stock before the commit.
    let before = try ProcessRunner.run("/usr/bin/sqlite3", [database, "SELECT quantity FROM item"])
    #expect(before.stdout == "5\n", "\(before.stdout)\(before.stderr)")

    // Resolve: the unknown line (the newest, last) → create an item, pre-filled from the catalogue.
    try session.press("End")
    try session.press("Enter")
    try session.waitFor("Unknown code \(Self.nutella)")
    try session.press("Enter")  // "Create an item with this barcode"
    // Both fields in one look: a capture can catch a frame half written (the Name row new, the rest still old).
    _ = try session.waitUntil("the editor filled from the catalogue, its barcode too") { lines in
      lines.contains { $0.contains("Name") && $0.contains("Nutella 400 g") }
        && lines.contains { $0.contains("Barcode") && $0.contains(Self.nutella) }
    }
    try session.press("F2")
    try session.waitFor("\(Self.nutella) is Nutella 400 g")
    try session.waitUntil("the line now counts for the new item") { screen in
      !screen.contains { $0.contains("? \(Self.nutella)") } && screen.contains { $0.hasPrefix("Nutella 400 g") }
    }

    try session.press("c")
    try session.waitFor("Commit receive #1?")
    try session.press("Enter")
    try session.waitFor("Committed receive #1")
    try session.press("Escape")
    try session.waitUntil("the result closed, the receive left") { screen in
      (screen.first?.contains("Scan: add stock") ?? false) && !screen.contains { $0.contains("Committed receive #1") }
        && screen.contains { $0.contains("No open sessions") }
    }
    try session.press("q")
    try session.waitFor("[exit 0]")

    let stock = try ProcessRunner.run(
      "/usr/bin/sqlite3", [database, "SELECT name || '|' || barcode || '|' || quantity FROM item ORDER BY id"])
    #expect(
      stock.stdout == "Green tea|\(Self.tea)|7\nNutella 400 g|\(Self.nutella)|1\n", "\(stock.stdout)\(stock.stderr)")
    let reasons = try ProcessRunner.run(
      "/usr/bin/sqlite3", [database, "SELECT reason, delta FROM stock_movement WHERE reason = 'receive' ORDER BY id"])
    #expect(reasons.stdout == "receive|2\nreceive|1\n", "\(reasons.stdout)\(reasons.stderr)")
  }
}
