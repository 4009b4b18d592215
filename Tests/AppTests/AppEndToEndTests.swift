import Foundation
import InventoryCore
import TestSupport
import Testing

/// The real `stockroom` binary in tmux on a real SQLite file. Each test has its own tmux server, killed
/// even when the test fails; every wait polls the screen with a timeout.
@Suite("stockroom terminal UI in tmux", .serialized)
struct AppEndToEndTests {
  func start(
    _ inventory: TestInventory, _ arguments: [String] = [], columns: Int = 80, rows: Int = 24,
    environment: [String: String] = [:]
  ) throws -> TmuxSession {
    let binary = ProcessRunner.stockroomPath
    try #require(FileManager.default.isExecutableFile(atPath: binary), "build stockroom first")
    let session = try TmuxSession(
      [binary, "--db", inventory.path] + arguments, columns: columns, rows: rows, environment: environment)
    try session.waitFor("items ·")
    return session
  }

  @Test("an item below its minimum is marked ▼ in the list and appears on Low stock; q restores the terminal")
  func lowStockMark() throws {
    let inventory = try TestInventory()
    try sampleInventory(inventory)
    let session = try start(inventory)
    defer { session.kill() }
    // Wait for the whole first frame (a capture can land while tmux is still drawing it).
    let screen = try session.waitUntil("first frame with the badge") { lines in
      lines.contains { $0.contains("Café crème") } && (lines.first?.hasSuffix("▼ 2 low") ?? false)
    }
    #expect(screen.contains { $0.hasPrefix("▼ Café crème") })
    #expect(screen.contains { $0.hasPrefix("  日本茶 green tea") && $0.terminalWidth == 80 }, "wide characters align")
    #expect(screen[0].hasSuffix("▼ 2 low"))
    try session.press("3")
    let low = try session.waitFor("units to order")
    #expect(low.filter { $0.hasPrefix("▼ ") }.count == 2)
    #expect(!low.contains { $0.contains("日本茶") })
    try session.press("q")
    let end = try session.waitFor("[tty restored]")
    #expect(end.contains("[exit 0]"))
  }

  @Test("export from the app writes a CSV that imports into an empty database as the same inventory")
  func exportImportRoundTrip() throws {
    let inventory = try TestInventory()
    try sampleInventory(inventory)
    let folder = try TemporaryDirectory("tui-export")
    let csvPath = folder.path("items.csv")
    let session = try start(inventory)
    defer { session.kill() }
    try session.press("x")
    try session.waitFor("Export items")
    try session.press("C-u")
    try session.type(csvPath, interval: .milliseconds(40))
    try session.press("Enter")
    try session.waitFor("exported 3 items")
    let empty = folder.path("empty.sqlite")
    let imported = try ProcessRunner.stockroom(["import", csvPath], database: empty)
    #expect(imported.status == 0, "\(imported.stderr)")
    let original = try ProcessRunner.stockroom(["export"], database: inventory.path)
    let copy = try ProcessRunner.stockroom(["export"], database: empty)
    #expect(copy.stdout == original.stdout)
    #expect(try String(contentsOfFile: csvPath, encoding: .utf8) == original.stdout)
  }

  @Test("a scanner-speed burst while the search field has focus is a scan, not search text")
  func scannerBurstInSearch() throws {
    let inventory = try TestInventory()
    try sampleInventory(inventory)
    let session = try start(inventory)
    defer { session.kill() }
    try session.press("/")
    try session.type("cr", interval: .milliseconds(120))
    try session.waitFor("1 item ·")
    try session.scan(Codes.book)
    try session.waitFor("Tea cup 🍵 (1 in stock): +1?")  // add mode, policy ask: offered first
    try session.press("Escape")
    let screen = try session.waitUntil("scan result and selection drawn") { lines in
      lines.contains { $0.contains("Tea cup 🍵: +1 cancelled") }
        && ((try? session.cursor()).map { lines.indices.contains($0.row) && lines[$0.row].contains("Tea cup") } ?? false)
    }
    let searchLine = try #require(screen.first { $0.hasPrefix("Search:") })
    #expect(!searchLine.contains("978"), "the code went into the search box: \(searchLine)")
    let cursor = try session.cursor()
    #expect(screen[cursor.row].contains("Tea cup"), "the real cursor is on the scanned item's row")
  }

  @Test("shrinking below the minimum shows a message; growing back redraws everything")
  func resize() throws {
    let inventory = try TestInventory()
    try sampleInventory(inventory)
    let session = try start(inventory)
    defer { session.kill() }
    try session.resize(columns: 50, rows: 10)
    try session.waitFor("terminal too small")
    try session.resize(columns: 100, rows: 30)
    let screen = try session.waitUntil("list at 100 columns, hint bar on the last row") { lines in
      lines.contains { $0.contains("Café crème") && $0.terminalWidth == 100 } && lines.count > 29
        && lines[29].contains("F1 Help")
    }
    #expect(screen[29].contains("F1 Help"))
    try session.press("C-c")
    let end = try session.waitFor("[tty restored]")
    #expect(end.contains("[exit 0]"), "Ctrl-C quits cleanly")
  }

  @Test("without a terminal, stockroom says so on stderr and exits 64; --help still prints help")
  func notATerminal() throws {
    let inventory = try TestInventory()
    let result = try ProcessRunner.stockroom([], database: inventory.path)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("the terminal UI needs a terminal"))
    // --camera and --no-color belong to the terminal UI (the root's default subcommand): others keep their own.
    let watch = try ProcessRunner.stockroom(["watch", "--camera", "/nonexistent.y4m"], database: inventory.path)
    #expect(watch.stderr.contains("/nonexistent.y4m"), "watch lost its --camera: \(watch.stderr)")
    let listed = try ProcessRunner.stockroom(["--db", inventory.path, "items", "list"])
    #expect(listed.status == 0)
    let help = try ProcessRunner.stockroom(["--help"])
    #expect(help.status == 0 && help.stdout.contains("USAGE: stockroom") && help.stdout.contains("ui (default)"))
    let uiHelp = try ProcessRunner.stockroom(["ui", "--help"])
    #expect(uiHelp.status == 0 && uiHelp.stdout.contains("--no-color") && uiHelp.stdout.contains("--camera"))
  }

  @Test("NO_COLOR gives no colour codes at all, and low stock is still marked")
  func noColor() throws {
    let inventory = try TestInventory()
    try sampleInventory(inventory)
    let colourPattern = #/\e\[[0-9;]*(3[0-7]|9[0-7]|38;5;[0-9]+|4[0-7]|10[0-7]|48;5;[0-9]+)m/#
    let plain = try start(inventory, environment: ["NO_COLOR": "1"])
    defer { plain.kill() }
    let text = try plain.captureWithEscapes()
    #expect(text.firstMatch(of: colourPattern) == nil)
    #expect(text.contains("▼ Café crème") || text.contains("▼ \u{1b}"), "the low-stock symbol")
    let flagged = try start(inventory, ["--no-color"])
    defer { flagged.kill() }
    #expect(try flagged.captureWithEscapes().firstMatch(of: colourPattern) == nil)
  }

  @Test("another process's `stockroom scan` shows on the open list within a second")
  func otherProcessScan() throws {
    let inventory = try TestInventory()
    try sampleInventory(inventory)
    let session = try start(inventory)
    defer { session.kill() }
    let scan = try ProcessRunner.stockroom(["scan", Codes.tea], database: inventory.path)
    #expect(scan.status == 0, "\(scan.stderr)")
    let clock = ContinuousClock()
    let started = clock.now
    try session.waitUntil("13 in stock on screen", timeout: .seconds(3)) { lines in
      lines.contains { $0.contains("日本茶") && $0.contains(" 13 ") }
    }
    let elapsed = clock.now - started
    print("another process's scan appeared after \(elapsed)")
    #expect(elapsed < .seconds(1))
  }
}
