import Foundation
import InventoryCore
import TestSupport
import Testing

/// The demo binary in a real terminal (tmux): CursesTerminal, the run loop, and the scanner routing
/// end to end. Each test has its own tmux server, killed even when the test fails.
@Suite("terminalui-demo in tmux", .serialized)
struct TerminalUIEndToEndTests {
  let demo = ProcessRunner.builtExecutable(named: "terminalui-demo")

  func start(_ arguments: [String] = [], columns: Int = 80, rows: Int = 24, environment: [String: String] = [:]) throws
    -> TmuxSession
  {
    try #require(FileManager.default.isExecutableFile(atPath: demo), "build terminalui-demo first")
    let session = try TmuxSession([demo] + arguments, columns: columns, rows: rows, environment: environment)
    try session.waitFor("100000 rows")
    return session
  }

  @Test("rows with é, 日本 and emoji align; keys move the real cursor; q quits and restores the terminal")
  func startNavigateQuit() throws {
    let session = try start(["--stderr-noise"])
    defer { session.kill() }
    // The quantity column is right-aligned to the last column: every row is exactly 80 columns wide.
    let screen = try session.capture()
    let rows = screen.filter { $0.contains("#") && ($0.contains("日本") || $0.contains("🍵") || $0.contains("é")) }
    #expect(rows.count >= 9)
    for row in rows { #expect(row.terminalWidth == 80, "misaligned: \(row)") }
    #expect(!screen.contains { $0.contains("libv4l2") }, "stderr reached the screen")
    #expect(try session.cursor() == (3, 0), "the cursor sits on the first (selected) row")
    try session.press("j", "j")
    try session.waitUntil("cursor on row 5") { _ in (try? session.cursor().row) == 5 }
    try session.press("End")
    try session.waitFor("Ærø smoked cheese #100000")
    try session.press("Enter")
    try session.waitFor("opened: Ærø smoked cheese #100000")
    try session.press("q")
    let end = try session.waitFor("[tty restored]")
    #expect(end.contains { $0.hasPrefix("terminalui-demo: bye (rows fetched: ") })
    #expect(end.contains("[exit 0]"))
  }

  @Test("a scanner burst in the focused field arrives as a scan; slow typing stays in the field")
  func scannerBurst() throws {
    let session = try start()
    defer { session.kill() }
    try session.press("/")
    try session.waitUntil("cursor in the field") { _ in (try? session.cursor()) ?? (0, 0) == (1, 6) }
    try session.type("abc", interval: .milliseconds(120))
    try session.waitFor("Code: abc")
    try session.scan("4006381333931")
    let screen = try session.waitUntil("scan reported, field redrawn") { lines in
      lines.contains { $0.contains("scan: 4006381333931") } && lines.count > 1 && lines[1].hasPrefix("Code:")
    }
    #expect(screen[1].hasPrefix("Code: abc") && !screen[1].contains("4006"), "the code was typed into the field")
    try session.press("Enter")
    try session.waitFor("typed: abc")
    try session.press("F10")
    try session.waitFor("[tty restored]")
  }

  @Test("shrinking below 60×16 shows the too-small message; growing back redraws the screen")
  func resize() throws {
    let session = try start()
    defer { session.kill() }
    try session.resize(columns: 50, rows: 10)
    try session.waitFor("terminal too small: need 60×16, have 50×10")
    try session.resize(columns: 100, rows: 30)
    // Poll for the whole redraw: a capture can land between curses writing the header and the last row.
    let screen = try session.waitUntil("redrawn at 100×30 with the hint bar on the last row") { lines in
      lines.contains { $0.contains("100000 rows") } && lines.count > 29 && lines[29].contains("F1 Help")
    }
    #expect(screen.contains { $0.contains("Green tea 日本茶 #1") && $0.terminalWidth == 100 })
    try session.press("q")
    try session.waitFor("[tty restored]")
  }

  @Test("SIGTERM restores the terminal and ends with status 143")
  func sigterm() throws {
    let pidFile = try TemporaryDirectory("demo-pid")
    let running = try start(["--pid-file", pidFile.path("pid")])
    defer { running.kill() }
    let text = try String(contentsOfFile: pidFile.path("pid"), encoding: .utf8)
    let pid = try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(kill(pid, SIGTERM) == 0)
    let end = try running.waitFor("[tty restored]")
    #expect(end.contains("[exit 143]"))
  }

  @Test("a crash (a Swift trap) still restores the terminal")
  func crash() throws {
    let log = try TemporaryDirectory("demo-crash")
    // Swift's backtracer would wait 30 s for a key on a terminal: make it print and go.
    let session = try start(
      ["--crash", "--log", log.path("stderr.log")], environment: ["SWIFT_BACKTRACE": "interactive=no"])
    defer { session.kill() }
    let end = try session.waitFor("[tty restored]")
    let status = end.compactMap { $0.firstMatch(of: #/\[exit (\d+)\]/#).flatMap { Int($0.1) } }.first
    #expect(status.map { $0 > 128 } == true, "died of a signal: \(end)")
    let logText = (try? String(contentsOfFile: log.path("stderr.log"), encoding: .utf8)) ?? ""
    #expect(logText.contains("crash requested by --crash"), "the crash message went to the log, not the screen")
  }

  @Test("NO_COLOR gives attributes without colours; the default theme has colours")
  func monochrome() throws {
    let colourPattern = #/\e\[[0-9;]*(3[0-7]|9[0-7]|38;5;[0-9]+|4[0-7]|10[0-7]|48;5;[0-9]+)m/#
    let plain = try start(environment: ["NO_COLOR": "1"])
    defer { plain.kill() }
    let monochrome = try plain.captureWithEscapes()
    #expect(monochrome.contains("\u{1b}[7m"), "reverse video marks the header and the selection")
    #expect(monochrome.firstMatch(of: colourPattern) == nil)
    let coloured = try start()
    defer { coloured.kill() }
    #expect(try coloured.captureWithEscapes().firstMatch(of: colourPattern) != nil)
  }

  @Test("a mouse click selects the row under it")
  func mouseClick() throws {
    let session = try start()
    defer { session.kill() }
    // xterm X10 report: ESC [ M, button+32, column+33, row+33; press then release.
    let press: [UInt8] = [0x1b, 0x5b, 0x4d, 32, 33 + 10, 33 + 7]
    let release: [UInt8] = [0x1b, 0x5b, 0x4d, 35, 33 + 10, 33 + 7]
    try session.sendBytes(press + release)
    try session.waitUntil("cursor on the clicked row 7") { _ in (try? session.cursor().row) == 7 }
  }
}
