import InventoryCore
import Scanning
import TerminalUI
import TestSupport
import Testing

@testable import App

/// The settings GS1 scanning needs: the separator a USB scanner sends in place of GS (checked, stored,
/// explained on screen), the 2D symbologies, and the decoders.
@Suite struct GS1SettingsTests {
  static func textChange(_ name: String) throws -> (String, inout AppSettings) -> String? {
    let row = try #require(SettingRow.all.first { $0.name == name })
    guard case .text(_, let apply) = row.change else { throw Unexpected(description: "\(name) is not typed") }
    return apply
  }

  struct Unexpected: Error, CustomStringConvertible { var description: String }

  @Test(arguments: ["|", "~", "^", "#", "<GS>", "{GS}", "^]"])
  func aSeparatorNoGS1DataContainsIsKept(text: String) throws {
    var settings = AppSettings()
    #expect(try Self.textChange(SettingRow.gs1SeparatorName)(text, &settings) == nil)
    #expect(settings.gs1Separator == text)
    #expect(settings.gs1Hint == .detect(separator: text))
  }

  @Test(arguments: [
    ("1", "no digits"), ("a", "batch or serial"), ("GS", "batch or serial"), ("-", "batch or serial"),
    ("/", "batch or serial"), ("|||||", "1 to 4 characters"), ("| |", "no digits or spaces"),
    ("\u{1D}", "1 to 4 characters"), ("<1>", "no digits"),
  ])
  func aSeparatorThatCouldBeDataIsRefusedWithTheRule(text: String, words: String) throws {
    var settings = AppSettings()
    let problem = try Self.textChange(SettingRow.gs1SeparatorName)(text, &settings)
    #expect(problem?.contains(words) == true, "\(problem ?? "accepted")")
    #expect(settings.gs1Separator == nil)
  }

  @Test func anEmptySeparatorIsNone() throws {
    var settings = AppSettings()
    settings.gs1Separator = "|"
    #expect(try Self.textChange(SettingRow.gs1SeparatorName)("  ", &settings) == nil)
    #expect(settings.gs1Separator == nil && settings.gs1Hint == .detect(separator: nil))
  }

  @Test func theSeparatorIsStoredAndADamagedOneIsDropped() throws {
    let inventory = try TestInventory()
    var settings = AppSettings()
    settings.gs1Separator = "<GS>"
    try SettingsStore(service: inventory.service).save(settings)
    #expect(try SettingsStore(service: inventory.reopened()).load().gs1Separator == "<GS>")
    try inventory.service.setSetting("app.settings", to: #"{"gs1Separator":"7","bell":false}"#)
    let damaged = try SettingsStore(service: inventory.service).load()
    #expect(damaged.gs1Separator == nil && damaged.bell == false)
  }

  @Test func theSettingsScreenExplainsTheSeparatorAndSavesIt() throws {
    let harness = try AppHarness()
    harness.press(.char("7"))
    let index = try #require(SettingRow.all.firstIndex { $0.name == SettingRow.gs1SeparatorName })
    for _ in 0..<index { harness.terminal.enqueue(.key(.down), after: .milliseconds(150)) }
    harness.settle()
    #expect(harness.line(SettingRow.gs1SeparatorName)?.contains("none") == true, "\(harness.dump)")
    #expect(harness.contains("send GS (0x1D) between GS1 elements"), "the explanation:\n\(harness.dump)")
    harness.press(.enter)
    harness.type("12")
    harness.press(.enter)
    #expect(harness.contains("no digits"), "\(harness.dump)")
    harness.press(.backspace, .backspace)
    harness.type("|")
    harness.press(.enter)
    #expect(harness.contains("\(SettingRow.gs1SeparatorName): | (saved)"), "\(harness.dump)")
    #expect(try SettingsStore(service: harness.inventory.reopened()).load().gs1Separator == "|")
  }

  @Test func theSymbologiesOfferTheTwoDimensionalFormatsAndDataMatrixIsOnByDefault() throws {
    #expect(AppSettings().symbologies.contains(Symbology.dataMatrix.rawValue))
    let row = try #require(SettingRow.all.first { $0.name == "Symbologies" })
    for name in ["DATAMATRIX", "PDF417", "AZTEC", "MICRO-QR"] { #expect(row.help.contains(name)) }
    var settings = AppSettings()
    let apply = try Self.textChange("Symbologies")
    #expect(apply("ean13, DataMatrix, pdf417, Aztec, Micro QR, datamatrix", &settings) == nil)
    #expect(settings.symbologies == ["EAN-13", "DATAMATRIX", "PDF417", "AZTEC", "MICRO-QR"])
    #expect(apply("ean13, other", &settings)?.contains("unknown: other") == true)
    let options = ScanSourceChoice.options(settings, focus: FocusArea(x: 0, y: 0, width: 1, height: 1))
    #expect(options.scan.symbologies == [.ean13, .dataMatrix, .pdf417, .aztec, .microQR])
  }

  @Test func theDecodersSettingStepsThroughTheChoicesAndReachesThePipeline() throws {
    let row = try #require(SettingRow.all.first { $0.name == "Decoders" })
    guard case .step(let step) = row.change else { throw Unexpected(description: "Decoders is a choice") }
    var settings = AppSettings()
    #expect(row.value(settings) == "zbar + zxing-cpp")
    step(&settings, true)
    #expect(settings.decoders == .zbar && row.value(settings) == "zbar only")
    let options = ScanSourceChoice.options(settings, focus: FocusArea(x: 0, y: 0, width: 1, height: 1))
    #expect(options.scan.decoders == .zbar)
    step(&settings, false)
    step(&settings, false)
    #expect(settings.decoders == .zxing)
  }
}
