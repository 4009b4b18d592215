import Foundation
import InventoryCore
import SQLiteStore
import TerminalUI
import TestSupport
import Testing

@testable import App

/// History's Created view: the codes stockroom made, searchable, forgotten after a confirmation, re-opened in
/// Generate to look at or save again.
@Suite("History: created codes")
struct CreatedHistoryTests {
  static let wifi = CreatedCode(
    kind: "qr:wifi", content: "WIFI:T:WPA;S:Shop;P:password123;;", preview: "WIFI:T:WPA;S:Shop;P:password123;;",
    file: "/tmp/shop-wifi.png")
  static let label = CreatedCode(kind: "ean13", content: "5901234123457", preview: "5901234123457", file: nil)

  func harness() throws -> AppHarness {
    try AppHarness(columns: 120, rows: 40) { inventory in
      try inventory.service.recordCreatedCode(Self.wifi)
      try inventory.service.recordCreatedCode(Self.label)
    }
  }

  /// History, switched with v to its fourth view.
  func openCreated(_ harness: AppHarness) {
    harness.press(.char("4"), .char("v"), .char("v"), .char("v"))
  }

  @Test("v reaches Created: each code with its kind, content, date and file")
  func listsTheCodes() throws {
    let harness = try harness()
    openCreated(harness)
    #expect(harness.contains("Created codes"), "\(harness.dump)")
    let wifiRow = try #require(harness.line("qr:wifi"))
    #expect(wifiRow.contains("WIFI:T:WPA;S:Shop") && wifiRow.contains("/tmp/shop-wifi.png"))
    let labelRow = try #require(harness.line("ean13"))
    #expect(labelRow.contains("5901234123457") && labelRow.contains("(terminal)"))
    let year = String(Calendar.current.component(.year, from: Date()))
    #expect(wifiRow.hasPrefix(year) || wifiRow.contains(" \(year)-"), "the date: \(wifiRow)")
  }

  @Test("/ searches the created codes")
  func searches() throws {
    let harness = try harness()
    openCreated(harness)
    harness.press(.char("/"))
    harness.type("shop-wifi")
    #expect(harness.contains("qr:wifi"))
    #expect(!harness.contains("ean13"), "\(harness.dump)")
  }

  @Test("d asks, then forgets the selected code in the store; n keeps it")
  func forgets() throws {
    let harness = try harness()
    openCreated(harness)
    harness.press(.char("d"))
    #expect(harness.contains("Forget created code #2"), "the newest is selected:\n\(harness.dump)")
    harness.press(.char("n"))
    #expect(try harness.service.createdCodes().count == 2)
    harness.press(.char("d"), .char("y"))
    #expect(harness.contains("forgot created code #2"), "\(harness.dump)")
    #expect(try harness.service.createdCodes().map(\.kind) == ["qr:wifi"])
    #expect(!harness.contains("ean13"))
  }

  @Test("Enter opens the code in Generate, drawn again; Esc comes back to the list")
  func reopens() throws {
    let harness = try harness()
    openCreated(harness)
    harness.press(.down, .enter)
    #expect(harness.contains("#1,"), "\(harness.dump)")
    #expect(harness.contains("/tmp/shop-wifi.png"))
    #expect(harness.screen.filter { $0.contains("█") }.count >= 10, "drawn again:\n\(harness.dump)")
    #expect(harness.app.activeScreen is GenerateScreen)
    harness.press(.escape)
    #expect(harness.contains("Created codes"), "\(harness.dump)")
  }

  @Test("a re-opened code saved again is a new entry with its new file")
  func savesAgain() throws {
    let harness = try harness()
    let folder = try TemporaryDirectory("created-again")
    openCreated(harness)
    harness.press(.enter, .f(2), .ctrl("u"))
    let path = folder.path("label.svg")
    harness.type(path)
    harness.press(.enter)
    #expect(harness.contains("wrote \(path): ean13"), "\(harness.dump)")
    #expect(try String(contentsOfFile: path, encoding: .utf8).contains("<svg"))
    let newest = try #require(try harness.service.createdCodes().first)
    #expect(newest.kind == "ean13" && newest.content == "5901234123457" && newest.file == path)
  }
}
