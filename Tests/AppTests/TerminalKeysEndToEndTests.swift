import Foundation
import InventoryCore
import TestSupport
import Testing

/// Issue 19, "keys from any terminal": under TERM=xterm-256color inside tmux (and PuTTY's defaults) Home, End
/// and F-keys arrive as sequences terminfo does not list, and mouse reports in SGR form. None of them may
/// become keystrokes. The bytes are sent raw (`send-keys -H`), as those terminals send them.
@Suite("keys from any terminal, in tmux", .serialized)
struct TerminalKeysEndToEndTests {
  static let home: [UInt8] = [0x1b, 0x5b, 0x31, 0x7e]  // Esc [1~
  static let end: [UInt8] = [0x1b, 0x5b, 0x34, 0x7e]  // Esc [4~
  static let puttyF2: [UInt8] = [0x1b, 0x5b, 0x31, 0x32, 0x7e]  // Esc [12~
  static let sgrPress = Array("\u{1b}[<0;250;5M".utf8)
  static let sgrRelease = Array("\u{1b}[<0;250;5m".utf8)

  func start(_ inventory: TestInventory, term: String) throws -> TmuxSession {
    let binary = ProcessRunner.stockroomPath
    try #require(FileManager.default.isExecutableFile(atPath: binary), "build stockroom first")
    let session = try TmuxSession(["/usr/bin/env", "TERM=\(term)", binary, "--db", inventory.path])
    try session.waitFor("items ·")
    return session
  }

  @Test(
    "Esc [4~ and Esc [1~ are End and Home in a name field, PuTTY's Esc [12~ is F2 (save), an SGR report types nothing",
    arguments: ["xterm-256color", "xterm", "tmux-256color"])
  func nameField(term: String) throws {
    let inventory = try TestInventory()
    try sampleInventory(inventory)
    let session = try start(inventory, term: term)
    defer { session.kill() }
    try session.press("n")
    try session.waitFor("New item")
    try session.type("tea", interval: .milliseconds(60))
    try session.waitFor("tea")
    try session.sendBytes(Self.home)
    try session.type("X", interval: .milliseconds(60))
    try session.sendBytes(Self.end)
    try session.type("Y", interval: .milliseconds(60))
    try session.sendBytes(Self.sgrRelease)
    try session.type("Z", interval: .milliseconds(60))
    let screen = try session.waitFor("XteaYZ")
    let text = screen.joined(separator: "\n")
    #expect(!text.contains("4~") && !text.contains("1~") && !text.contains("<0;250"), "typed:\n\(text)")
    try session.sendBytes(Self.puttyF2)
    try session.waitUntil("saved: back on the list") { lines in
      !lines.contains { $0.contains("New item") } && lines.contains { $0.contains("XteaYZ") }
    }
    #expect(try inventory.reopened().items().contains { $0.name == "XteaYZ" })
  }

  @Test(
    "an SGR mouse report past column 223 neither types M nor changes the scan mode",
    arguments: ["xterm-256color", "tmux-256color"])
  func sgrMouseReport(term: String) throws {
    let inventory = try TestInventory()
    try sampleInventory(inventory)
    let session = try start(inventory, term: term)
    defer { session.kill() }
    try session.sendBytes(Self.sgrPress + Self.sgrRelease)
    try session.press("/")
    try session.type("c", interval: .milliseconds(60))
    let screen = try session.waitFor("Search: c")
    let text = screen.joined(separator: "\n")
    #expect(!text.contains("scan mode: remove") && text.contains("Scan: add stock"), "M switched the mode:\n\(text)")
    #expect(!text.contains("<0;250") && !text.contains("Search: M"), "the report was typed:\n\(text)")
  }
}
