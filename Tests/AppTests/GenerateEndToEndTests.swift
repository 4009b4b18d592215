import Foundation
import InventoryCore
import Scanning
import TestSupport
import Testing

/// Issue 10's Generate screen and History's Created view, on the real binary in tmux.
@Suite("Generate and created codes, in tmux", .serialized)
struct GenerateEndToEndTests {
  static let wifiPayload = "WIFI:T:WPA;S:Shop;P:password123;;"

  func start(_ inventory: TestInventory) throws -> TmuxSession {
    let binary = ProcessRunner.stockroomPath
    try #require(FileManager.default.isExecutableFile(atPath: binary), "build stockroom first")
    let session = try TmuxSession([binary, "--db", inventory.path], columns: 120, rows: 45)
    try session.waitFor("items ·")
    return session
  }

  func halfBlockLines(_ screen: [String]) -> Int {
    screen.filter { $0.contains("█") || $0.contains("▀") || $0.contains("▄") }.count
  }

  @Test("WiFi is drawn as it is typed and saved to a PNG that decodes back; an 11-digit EAN-13 shows its error")
  func wifiToPNGAndABadEAN13() throws {
    let inventory = try TestInventory()
    let folder = try TemporaryDirectory("generate-tmux")
    let session = try start(inventory)
    defer { session.kill() }
    try session.press("8")
    try session.waitFor("QR code: text ▾")
    try session.press("Enter")
    try session.waitFor("Kind of code")
    for _ in 0..<5 { try session.press("Down") }  // text, URL, phone, SMS, e-mail, then WiFi
    try session.press("Enter")
    try session.waitFor("QR code: WiFi network ▾")
    try session.press("Down")
    try session.type("Shop", interval: .milliseconds(40))
    try session.press("Down")
    try session.press("Down")
    try session.type("password123", interval: .milliseconds(40))
    // At least a version-1 QR code's 21 modules, two to a line, under the payload as its caption.
    try session.waitUntil("the code and its payload") { screen in
      halfBlockLines(screen) >= 10 && screen.contains { $0.contains(Self.wifiPayload) }
    }

    let path = folder.path("shop-wifi.png")
    try session.press("F2")
    try session.waitFor("Save the code")
    try session.press("C-u")
    try session.paste(path)
    try session.press("Enter")
    try session.waitFor("wrote \(path)")
    let frame = try ImageFileSource.load(path)
    #expect(try BarcodeReader().read(frame).map(\.text) == [Self.wifiPayload])
    let kept = try inventory.service.createdCodes()
    #expect(kept.map(\.kind) == ["qr:wifi"] && kept.first?.file == path)

    try session.press("Escape")
    try session.press("Enter")
    try session.waitFor("Kind of code")
    try session.press("Down")  // the list opens on WiFi; contact, then EAN-13
    try session.press("Down")
    try session.press("Enter")
    try session.waitFor("EAN-13 ▾")
    try session.press("Down")
    try session.type("59012341234", interval: .milliseconds(40))
    // The error takes the code's place: a screen with both would time out here.
    try session.waitUntil("the EAN-13's error instead of a code") { screen in
      halfBlockLines(screen) == 0 && screen.contains { $0.contains("EAN-13 takes 12 digits") }
    }
  }

  @Test("History's Created view lists a code, finds it, re-opens it with Enter, and forgets it after y")
  func createdView() throws {
    let inventory = try TestInventory()
    try inventory.service.recordCreatedCode(
      CreatedCode(kind: "qr:wifi", content: Self.wifiPayload, preview: Self.wifiPayload, file: "/tmp/shop-wifi.png"))
    try inventory.service.recordCreatedCode(
      CreatedCode(kind: "ean13", content: "5901234123457", preview: "5901234123457", file: nil))
    let session = try start(inventory)
    defer { session.kill() }
    try session.press("4")
    try session.waitFor("Stock movements")
    for _ in 0..<3 { try session.press("v") }
    try session.waitFor("Created codes")
    try session.waitFor("/tmp/shop-wifi.png")
    try session.press("/")
    try session.type("shop", interval: .milliseconds(40))
    try session.waitUntil("only the WiFi code") { screen in
      screen.contains { $0.contains("qr:wifi") } && !screen.contains { $0.contains("5901234123457") }
    }
    try session.press("Enter")  // keeps the search, back to the list
    try session.press("Enter")  // opens the selected code
    try session.waitUntil("created code #1 drawn again") { screen in
      halfBlockLines(screen) >= 10 && screen.contains { $0.contains("#1,") }
    }
    try session.press("Escape")
    try session.waitFor("Created codes")
    try session.press("d")
    try session.waitFor("Forget created code #1")
    try session.press("y")
    try session.waitFor("forgot created code #1")
    #expect(try inventory.service.createdCodes().map(\.kind) == ["ean13"])
  }
}
