import Foundation
import InventoryCore
import TestSupport
import Testing

/// Issue 8, "every terminal": the real binary in tmux under TERM=vt100, NO_COLOR, TERM=dumb, LANG=C, with
/// a ZWJ emoji name and a bracketed paste. tmux sets TERM for its panes, so the program gets its TERM
/// through `env`.
@Suite("stockroom on every terminal, in tmux", .serialized)
struct EveryTerminalEndToEndTests {
  func start(
    _ inventory: TestInventory, term: String = "tmux-256color", environment: [String: String] = [:],
    waitFor text: String? = "items ·"
  ) throws -> TmuxSession {
    let binary = ProcessRunner.stockroomPath
    try #require(FileManager.default.isExecutableFile(atPath: binary), "build stockroom first")
    let session = try TmuxSession(
      ["/usr/bin/env", "TERM=\(term)", binary, "--db", inventory.path], environment: environment)
    if let text { try session.waitFor(text) }
    return session
  }

  /// The SGR parameters of the escape sequences directly before `text` on the first line containing it
  /// (capture-pane -e writes "ESC[0;7m ESC[39m ESC[49m" before a reversed cell), as one list: "0;7;39;49".
  func attributes(before text: String, in screen: String) -> [String] {
    guard let line = screen.split(separator: "\n").first(where: { $0.contains(text) }),
      let range = line.range(of: text)
    else { return [] }
    var before = line[..<range.lowerBound]
    var parameters: [String] = []
    while before.hasSuffix("m"), let escape = before.range(of: "\u{1b}[", options: .backwards) {
      parameters = before[escape.upperBound...].dropLast().split(separator: ";").map(String.init) + parameters
      before = before[..<escape.lowerBound]
    }
    return parameters
  }

  @Test("TERM=vt100 has no colours: the selected row is drawn in reverse video, not as invisible colours")
  func vt100SelectionIsVisible() throws {
    let inventory = try TestInventory()
    try sampleInventory(inventory)
    let session = try start(inventory, term: "vt100")
    defer { session.kill() }
    try session.waitFor("Café crème")
    let screen = try session.captureWithEscapes()
    let selected = attributes(before: "▼ Café crème", in: screen)
    #expect(selected.contains("7"), "selected row SGR: \(selected)")
  }

  @Test("NO_COLOR=1: the active tab is bold and underlined on the reversed bar")
  func noColorActiveTab() throws {
    let inventory = try TestInventory()
    try sampleInventory(inventory)
    let session = try start(inventory, environment: ["NO_COLOR": "1"])
    defer { session.kill() }
    let screen = try session.captureWithEscapes()
    let active = attributes(before: "2 Inventory", in: screen)
    let other = attributes(before: "1 Scan", in: screen)
    #expect(active.contains("1") && active.contains("4") && !active.contains("7"), "active tab SGR: \(active)")
    #expect(active != other)
  }

  @Test("TERM=dumb is refused with a message pointing at the commands, exit status 64, terminal untouched")
  func dumbTerminalIsRefused() throws {
    let inventory = try TestInventory()
    try sampleInventory(inventory)
    let session = try start(inventory, term: "dumb", waitFor: nil)
    defer { session.kill() }
    let screen = try session.waitFor("[tty restored]")
    let text = screen.joined(separator: "\n")
    #expect(text.contains("TERM=dumb) cannot move the cursor"))
    #expect(text.contains("\"stockroom items list\""))
    #expect(screen.contains("[exit 64]"))
    #expect(!text.contains("Inventory"), "nothing of the interface was drawn")
  }

  @Test("LANG=C: names read in ASCII with the same widths, columns align, and an edit keeps the real name")
  func asciiLocale() throws {
    let inventory = try TestInventory()
    try sampleInventory(inventory)
    let session = try start(inventory, environment: ["LANG": "C", "LC_ALL": "C"], waitFor: "items *")
    defer { session.kill() }
    let screen = try session.waitUntil("both names drawn") { lines in
      lines.contains { $0.hasPrefix("v Cafe creme") } && lines.contains { $0.hasPrefix("  ?????? green tea") }
    }
    #expect(screen.allSatisfy { $0.allSatisfy(\.isASCII) })
    let cafe = screen.first { $0.hasPrefix("v Cafe creme") } ?? ""
    let tea = screen.first { $0.hasPrefix("  ?????? green tea") } ?? ""
    #expect(cafe.hasSuffix("1.50") && tea.hasSuffix("4.50") && cafe.count == tea.count, "\(cafe)\n\(tea)")
    // Edit Café crème's name (append " x") and save: the stored name keeps its accents.
    try session.press("Enter")
    try session.waitFor("Cafe creme")
    try session.press("End")
    try session.type(" x", interval: .milliseconds(80))
    try session.press("F2")
    try session.waitFor("v Cafe creme x")
    let list = try ProcessRunner.stockroom(["items", "list"], database: inventory.path)
    #expect(list.stdout.contains("Café crème x"), "\(list.stdout)")
  }

  @Test("a ZWJ family emoji is drawn whole, two columns wide, and the columns after it stay aligned")
  func graphemeCluster() throws {
    let inventory = try TestInventory()
    try sampleInventory(inventory)
    let family = "Family 👨\u{200D}👩\u{200D}👧 pack"
    try inventory.add(family, quantity: 7, minimum: 1, price: "1.50")
    let session = try start(inventory)
    defer { session.kill() }
    let screen = try session.waitFor(family)
    let row = screen.first { $0.contains(family) } ?? ""
    let cafe = screen.first { $0.contains("Café crème") } ?? ""
    #expect(row.hasSuffix("1.50") && row.terminalWidth == cafe.terminalWidth, "\(row)\n\(cafe)")
  }

  @Test("a bracketed paste of a code and Enter into the search field is search text, not a scan")
  func pasteIsNotAScan() throws {
    let inventory = try TestInventory()
    try sampleInventory(inventory)
    let session = try start(inventory)
    defer { session.kill() }
    try session.press("/")
    try session.waitFor("Search:")
    try session.paste(Codes.book + "\n")
    let screen = try session.waitFor("Search: \(Codes.book)")
    #expect(!screen.contains { $0.contains("in stock") }, "a scan would have reported the stock")
    let history = try ProcessRunner.stockroom(["history"], database: inventory.path)
    #expect(!history.stdout.contains(Codes.book), "no scan was logged: \(history.stdout)")
  }
}
