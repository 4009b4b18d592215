import Foundation
import InventoryCore
import SQLiteStore
import Scanning
import TerminalUI
import TestSupport
import Testing

@testable import App

/// The Generate tab: a kind, its fields, the code drawn as you type or the reason it cannot be, saved to a file
/// that reads back, and kept in History's Created view.
@Suite("Generate screen")
struct GenerateScreenTests {
  static let wifiPayload = "WIFI:T:WPA;S:Shop;P:password123;;"

  /// Opens Generate (tab 7) and picks `kind` in the list Enter opens on the Kind row.
  static func open(_ kind: CodeDraft.Kind, in harness: AppHarness) {
    harness.press(.char("8"))
    harness.press(.enter)
    for _ in 0..<(CodeDraft.Kind.allCases.firstIndex(of: kind) ?? 0) { harness.press(.down) }
    harness.press(.enter)
  }

  /// Fills WiFi's name and password (Security stays WPA).
  static func fillWiFi(in harness: AppHarness) {
    harness.press(.down)
    harness.type("Shop")
    harness.press(.down, .down)
    harness.type("password123")
  }

  /// The screen right of `column`, lines joined by spaces: wrapped words read as one text.
  static func text(rightOf column: Int, in harness: AppHarness) -> String {
    harness.screen.map { String($0.dropFirst(column)).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
      .joined(separator: " ")
  }

  static func codeLines(_ harness: AppHarness) -> [String] {
    harness.screen.filter { $0.contains("█") || $0.contains("▀") || $0.contains("▄") }
  }

  @Test("WiFi: the reason shows until the fields make a code, then the code, black on white, with its payload")
  func wifiPreviewFollowsTheTyping() throws {
    let harness = try AppHarness(columns: 120, rows: 40)
    Self.open(.wifi, in: harness)
    #expect(harness.contains("QR code: WiFi network ▾"), "\(harness.dump)")
    #expect(harness.contains("Network name") && harness.contains("Security") && harness.contains("Hidden"))
    #expect(Self.text(rightOf: 50, in: harness).contains("a WiFi network needs a name (SSID)"), "\(harness.dump)")
    #expect(Self.codeLines(harness).isEmpty)
    Self.fillWiFi(in: harness)
    let lines = Self.codeLines(harness)
    // At least a version-1 QR code's 21 modules, two to a line (the quiet zone's lines are blank).
    #expect(lines.count >= 10, "a QR code:\n\(harness.dump)")
    #expect(harness.contains(Self.wifiPayload), "the payload is the caption:\n\(harness.dump)")
    let row = try #require(harness.screen.firstIndex { $0.contains("█") })
    let line = harness.screen[row]
    let column = line.distance(from: line.startIndex, to: try #require(line.firstIndex(of: "█")))
    let style = try #require(harness.terminal.style(row: row, column: column))
    #expect(style.foreground == .grey(0) && style.background == .grey(255), "black on white: \(style)")
  }

  @Test("an EAN-13 with 11 digits shows its error; too wide for the terminal, the code is not drawn cut")
  func invalidEAN13AndTooWide() throws {
    let harness = try AppHarness()
    Self.open(.ean13, in: harness)
    harness.press(.down)
    harness.type("59012341234")
    let words = Self.text(rightOf: 38, in: harness)
    #expect(words.contains("EAN-13 takes 12 digits (the check digit is added)"), "\(harness.dump)")
    #expect(Self.codeLines(harness).isEmpty)
    harness.type("5")
    #expect(
      Self.text(rightOf: 38, in: harness).contains("Enlarge the terminal to scan from the screen"), "\(harness.dump)")
    #expect(Self.codeLines(harness).isEmpty, "no cut code:\n\(harness.dump)")
  }

  @Test("on a wide terminal the EAN-13 is drawn under the form with its digits")
  func ean13UnderTheForm() throws {
    let harness = try AppHarness(columns: 140, rows: 30)
    Self.open(.ean13, in: harness)
    harness.press(.down)
    harness.type("590123412345")
    #expect(Self.codeLines(harness).count >= 6, "\(harness.dump)")
    #expect(harness.contains("5901234123457"))
  }

  @Test("F2 writes a PNG that decodes to the WiFi payload, refuses a name without a format, and History keeps it")
  func saveWritesAVerifiedPNG() throws {
    let harness = try AppHarness(columns: 120, rows: 40)
    let folder = try TemporaryDirectory("generate")
    Self.open(.wifi, in: harness)
    Self.fillWiFi(in: harness)
    harness.press(.f(2))
    #expect(harness.contains("Save the code"), "\(harness.dump)")
    harness.press(.ctrl("u"))
    harness.type(folder.path("wifi.txt"))
    harness.press(.enter)
    #expect(harness.contains("the name must end in .png, .svg or .pdf"), "\(harness.dump)")
    harness.press(.ctrl("u"))
    let path = folder.path("wifi.png")
    harness.type(path)
    harness.press(.enter)
    #expect(harness.contains("wrote \(path): qr:wifi"), "\(harness.dump)")
    let frame = try ImageFileSource.load(path)
    #expect(try BarcodeReader().read(frame).map(\.text) == [Self.wifiPayload])
    let kept = try harness.service.createdCodes()
    #expect(kept.map(\.kind) == ["qr:wifi"])
    #expect(kept.first?.content == Self.wifiPayload)
    #expect(kept.first?.file == path)
  }

  @Test("the Size row offers mm at a dpi or pixels, as stockroom code does; the PNG is written that size")
  func sizeIsChosen() throws {
    let harness = try AppHarness(columns: 120, rows: 40)
    let folder = try TemporaryDirectory("generate-size")
    Self.open(.text, in: harness)
    harness.press(.down)
    harness.type("shelf 4")
    harness.press(.down)
    #expect(harness.contains("Size") && harness.contains("0.33 mm, 300 dpi ▾"), "\(harness.dump)")
    harness.press(.enter)
    #expect(harness.contains("Size of the saved code"), "\(harness.dump)")
    // A QR code of 21 modules and a 4-module quiet zone each side: 29 modules, 116 px at 4 a module (0.33 mm).
    #expect(harness.contains("0.33 mm modules at 300 dpi: 9.6 x 9.6 mm, PNG 116 x 116 px"), "\(harness.dump)")
    #expect(harness.contains("8 px a module (96 dpi, for screens): 61.4 x 61.4 mm, PNG 232 x 232 px"))
    let eightPixels = try #require(CodeSize.presets.firstIndex { $0.module == .dots(8, dpi: 96) })
    for _ in 0..<eightPixels { harness.press(.down) }
    harness.press(.enter)
    #expect(harness.contains("8 px a module ▾"), "\(harness.dump)")
    harness.press(.f(2), .ctrl("u"))
    let path = folder.path("shelf.png")
    harness.type(path)
    harness.press(.enter)
    #expect(harness.contains("wrote \(path): qr:text, 61.4 x 61.4 mm, PNG 232 x 232 px"), "\(harness.dump)")
    let frame = try ImageFileSource.load(path)
    #expect(frame.width == 232 && frame.height == 232)
    #expect(try BarcodeReader().read(frame).map(\.text) == ["shelf 4"])
  }

  @Test("F2 with nothing to make says why and writes nothing")
  func nothingToSave() throws {
    let harness = try AppHarness()
    harness.press(.char("8"), .f(2))
    #expect(harness.contains("nothing to save: the text is empty"), "\(harness.dump)")
    #expect(try harness.service.createdCodes().isEmpty)
  }

  @Test("in a field number keys are typed; Esc leaves for the Kind row, where they switch screens")
  func escapeLeavesTheFields() throws {
    let harness = try AppHarness()
    harness.press(.char("8"), .down)
    harness.type("12")
    #expect(harness.screen[0].contains("Generate"), "\(harness.dump)")
    #expect(harness.contains("12"))
    harness.press(.escape, .char("2"))
    #expect(harness.screen[0].contains("Inventory"), "\(harness.dump)")
  }

  @Test("a USB scanner's code fills the field being typed in; no stock changes and no scan is recorded")
  func aScanFillsTheField() throws {
    let harness = try AppHarness(columns: 140, rows: 30) { inventory in
      try inventory.add("Tea", barcode: Codes.tea, quantity: 3)
    }
    Self.open(.ean13, in: harness)
    harness.press(.down)
    harness.scan(Codes.tea)
    #expect(harness.contains("Content       \(Codes.tea)"), "\(harness.dump)")
    #expect(Self.codeLines(harness).count >= 6, "its code is drawn:\n\(harness.dump)")
    #expect(try harness.service.findItem("Tea").quantity == 3)
    #expect(try harness.service.scans().isEmpty)
  }

  @Test("a field keeps its text when the kind changes: the number of a call is the SMS's")
  func fieldsSurviveAKindChange() {
    var form = GenerateForm()
    form.choose(.phone)
    form.fields[.phone]?.text = "+44 1234 567890"
    form.step(.kind, forward: true)
    #expect(form.draft.kind == .sms)
    #expect(form.draft[.phone] == "+44 1234 567890")
    form.choose(.wifi)
    #expect(form.rows == [.kind, .text(.ssid), .security, .text(.password), .hidden, .size])
    form.step(.security, forward: false)
    form.step(.hidden, forward: true)
    #expect(form.draft.security == .none && form.draft.isHidden)
  }

  @Test("on 80 columns the nine tabs fit with only the longest titles shortened, the active one whole")
  func tabRowFits() throws {
    let harness = try AppHarness()
    let tabs = harness.screen[1]
    for title in [
      "1 Scan", "2 Inventory", "3 Low", "4 History", "5 Cat", "6 Ses", "7 Settings", "8 Generate", "9 Help",
    ] {
      #expect(tabs.contains(title), "\(title) in \(tabs)")
    }
    #expect(!tabs.contains("5 Categories") && !tabs.contains("6 Sessions"))
    harness.press(.char("6"))
    #expect(harness.screen[1].contains("6 Sessions"), "\(harness.dump)")
  }

  @Test("Tab switches screens on Generate too, from a field as from the Kind row; ↓ and ↑ move between fields")
  func tabSwitchesScreens() throws {
    let harness = try AppHarness(columns: 120, rows: 40)
    Self.open(.text, in: harness)
    #expect(harness.root?.activeTab is GenerateScreen)
    #expect(harness.screen.last?.contains("↓ Next") == true, "the hint bar says how to move:\n\(harness.dump)")
    harness.press(.down)
    let generate = try #require(harness.root?.activeTab as? GenerateScreen)
    #expect(generate.focus == 1, "↓ moves to the Text field")
    harness.press(.tab)
    #expect(harness.root?.activeTab is AppHelpScreen, "Tab from a field goes to the next screen:\n\(harness.dump)")
    #expect(generate.form.fields[.text]?.text.isEmpty == true, "and types nothing")
    harness.press(.backTab)
    #expect(harness.root?.activeTab is GenerateScreen)
    harness.press(.up, .tab)
    #expect(harness.root?.activeTab is AppHelpScreen, "Tab from the Kind row too:\n\(harness.dump)")
  }

  @Test("Help lists Generate's keys and the Created view's")
  func helpListsTheKeys() throws {
    let harness = try AppHarness()
    let help = try #require(harness.root?.tabs.last as? AppHelpScreen)
    let text = help.lines.joined(separator: "\n")
    for command in [Command.saveCode, .chooseValue, .leaveFields, .reopenCreated, .deleteCreated] {
      #expect(text.contains(command.help), "missing \(command.id)")
    }
  }
}
