import InventoryCore
import SQLiteStore
import TerminalUI
import TestSupport
import Testing

@testable import App

/// The item editor's other barcodes: listed under the fields, added with F7 (code with its check digit,
/// units per scan, label), taken off with F8; a code another item has is refused naming that item.
@Suite("Other barcodes in the item editor")
struct ExtraBarcodesEditorTests {
  static let caseCode = "5901234123457"
  static let oldLabel = "036000291452"

  /// Opens the first item of the sample inventory (Café crème) in the editor.
  static func editingCafe(setUp: @escaping (TestInventory) throws -> Void = sampleInventory) throws -> AppHarness {
    let harness = try AppHarness(columns: 120, setUp: setUp)
    harness.press(.enter)
    #expect(harness.screen[0].contains("Edit: Café crème"), "\(harness.dump)")
    return harness
  }

  static func cafeID(_ service: SQLiteInventory) throws -> Int64 {
    try #require(try service.findItem("Café crème").id)
  }

  @Test("F7 asks for the code (check digit checked), the units per scan and a label, and adds the barcode")
  func addOne() throws {
    let harness = try Self.editingCafe()
    #expect(harness.contains("Other barcodes: none (F7 adds one)"), "\(harness.dump)")
    harness.press(.f(7))
    #expect(harness.contains("Another barcode for Café crème"), "\(harness.dump)")
    harness.type("5901234123453")
    harness.press(.enter)
    #expect(harness.contains("check digit should be 7, found 3"), "\(harness.dump)")
    harness.press(.backspace)
    harness.type("7")
    harness.press(.enter)
    let limit = StockLimits.groupedDigits(ItemBarcode.maximumUnitsPerScan)
    #expect(harness.contains("Units one scan counts (1 to \(limit))"), "\(harness.dump)")
    harness.press(.ctrl("u"))
    harness.type("0")
    harness.press(.enter)
    #expect(harness.contains("type a whole number from 1 to \(limit)"), "\(harness.dump)")
    harness.press(.ctrl("u"))
    harness.type("12")
    harness.press(.enter)
    #expect(harness.contains("Label, like case"), "\(harness.dump)")
    harness.type("case")
    harness.press(.enter)
    #expect(harness.contains("Café crème: barcode \(Self.caseCode) ×12 (case) added"), "\(harness.dump)")
    #expect(harness.contains("Other barcodes: \(Self.caseCode) ×12 (case)"), "\(harness.dump)")
    let stored = try harness.service.barcodes(ofItem: try Self.cafeID(harness.service))
    #expect(stored.map(\.code) == [Self.caseCode] && stored.first?.unitsPerScan == 12 && stored.first?.label == "case")
  }

  @Test("a scanned code answers the prompt; one another item has is refused there, naming that item")
  func takenCodeInThePrompt() throws {
    let harness = try Self.editingCafe()
    harness.press(.f(7))
    harness.scan(Codes.tea)
    // The scan is the answer, not a scan of stock; the scan log keeps it as filling the field.
    #expect(try harness.service.scans().map(\.outcome) == [.filled])
    harness.press(.enter)
    #expect(harness.contains("already the barcode of 日本茶 green tea (id 2)"), "\(harness.dump)")
    #expect(harness.contains("Another barcode for Café crème"), "the prompt stays open:\n\(harness.dump)")
    harness.press(.escape)
    #expect(try harness.service.barcodes(ofItem: try Self.cafeID(harness.service)).isEmpty)
  }

  @Test("a code another station gives an item meanwhile is refused when adding, naming that item")
  func takenWhileAsking() throws {
    let harness = try Self.editingCafe()
    harness.press(.f(7))
    harness.type(Self.caseCode)
    harness.press(.enter)
    let tea = try harness.service.findItem(Codes.tea)
    _ = try harness.service.addBarcode(
      try ProductCode(Self.caseCode), unitsPerScan: 6, label: "tray", toItem: try #require(tea.id))
    harness.press(.enter)  // 1 unit
    harness.press(.enter)  // no label
    #expect(
      harness.contains("not added: \(Self.caseCode) is already another barcode of 日本茶 green tea (id 2) (tray of 6)"),
      "\(harness.dump)")
    #expect(harness.contains("Other barcodes: none"), "\(harness.dump)")
  }

  @Test("F8 lists the other barcodes and takes the one picked off the item")
  func removeOne() throws {
    let harness = try Self.editingCafe { inventory in
      try sampleInventory(inventory)
      let cafe = try #require(try inventory.service.findItem("Café crème").id)
      _ = try inventory.service.addBarcode(
        try ProductCode(Self.caseCode), unitsPerScan: 12, label: "case", toItem: cafe)
      _ = try inventory.service.addBarcode(try ProductCode(Self.oldLabel), unitsPerScan: 1, label: "", toItem: cafe)
    }
    #expect(
      harness.contains("Other barcodes: \(Self.caseCode) ×12 (case) · \(Self.oldLabel) ×1"), "\(harness.dump)")
    harness.press(.f(8))
    #expect(harness.contains("Take which barcode off Café crème?"), "\(harness.dump)")
    harness.press(.down, .enter)
    #expect(harness.contains("Café crème: barcode \(Self.oldLabel) taken off"), "\(harness.dump)")
    #expect(harness.contains("Other barcodes: \(Self.caseCode) ×12 (case)"), "\(harness.dump)")
    #expect(!harness.contains("\(Self.oldLabel) ×1"), "\(harness.dump)")
    #expect(try harness.service.barcodes(ofItem: try Self.cafeID(harness.service)).map(\.code) == [Self.caseCode])
  }

  @Test("a new item is saved first: F7 says so and asks nothing")
  func newItemIsSavedFirst() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    harness.press(.char("n"))
    #expect(harness.contains("Other barcodes: save the item first (F2), then F7 adds them"), "\(harness.dump)")
    harness.press(.f(7))
    #expect(harness.contains("save the item first (F2): other barcodes are added to a saved item"), "\(harness.dump)")
    #expect(harness.app.activeScreen is ItemEditorScreen && harness.app.modal == nil, "no prompt")
  }
}
