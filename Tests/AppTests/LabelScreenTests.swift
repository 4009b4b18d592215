import Foundation
import InventoryCore
import Printing
import SQLiteStore
import TerminalUI
import TestSupport
import Testing

@testable import App

/// Labels from the app's screens on a memory terminal: the questions asked, the file written, the in-store codes
/// given only when the user says so, and clear refusals.
@Suite("labels from the screens")
struct LabelScreenTests {
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory("app-labels")
  }

  /// Chooses a file (when asked file or printer), replaces the file prompt's path with `path` and submits it.
  func answerPath(_ harness: AppHarness, _ path: String) {
    if harness.contains(OutputChoice.toFile) { harness.press(.enter) }
    harness.press(.ctrl("u"))
    harness.type(path)
    harness.press(.enter)
  }

  func isPDF(_ path: String) -> Bool {
    (try? Data(contentsOf: URL(fileURLWithPath: path)).prefix(4)) == Data("%PDF".utf8)
  }

  @Test("L asks the layout, the copies and the file, then writes the PDF and says what it wrote")
  func oneItemsLabel() throws {
    let harness = try AppHarness(columns: 120, setUp: sampleInventory)
    harness.press(.char("/"))
    harness.type("green")
    harness.press(.enter, .char("L"))
    #expect(harness.contains("Labels for 日本茶 green tea: layout"), "\(harness.dump)")
    #expect(harness.contains("a4-3x7: 3 x 7 labels of 70 x 42.3 mm") && harness.contains("4x6in: one label"))
    harness.press(.down, .down, .enter)
    #expect(harness.contains("How many labels?"), "\(harness.dump)")
    #expect(harness.contains("One per unit in stock (12 labels)"))
    harness.press(.enter)
    #expect(harness.contains("1 label (a4-4x10): where to?"), "\(harness.dump)")
    #expect(harness.contains(OutputChoice.toPrinter))
    harness.press(.enter)
    #expect(harness.contains("PDF file for 1 label (a4-4x10):"), "\(harness.dump)")
    let path = folder.path("tea.pdf")
    answerPath(harness, path)
    #expect(harness.contains("wrote 1 label on 1 page to \(path) (a4-4x10)"), "\(harness.dump)")
    #expect(isPDF(path))
    #expect(harness.environment.labelChoices.layout.name == "a4-4x10", "offered first next time")
  }

  @Test("another number of copies is typed; one per unit in stock counts the stock")
  func copies() throws {
    let harness = try AppHarness(columns: 120, setUp: sampleInventory)
    harness.press(.char("/"))
    harness.type("green")
    harness.press(.enter, .char("L"), .enter, .end, .enter)
    harness.press(.ctrl("u"))
    harness.type("0")
    harness.press(.enter)
    #expect(harness.contains("a number from 1 to 10,000"), "\(harness.dump)")
    harness.press(.ctrl("u"))
    harness.type("3")
    harness.press(.enter)
    answerPath(harness, folder.path("three.pdf"))
    #expect(harness.contains("wrote 3 labels on 1 page"), "\(harness.dump)")
    // The 3 chosen is offered again (Another number…): Home, then the second option, one per unit in stock.
    harness.press(.char("L"), .enter, .home, .down, .enter)
    answerPath(harness, folder.path("stock.pdf"))
    #expect(harness.contains("wrote 12 labels on 1 page"), "\(harness.dump)")
  }

  @Test("CUPS not running: the reason is said and where-to is asked again; the layout and copies are kept")
  func printingWithoutCUPSKeepsTheChoices() throws {
    let harness = try AppHarness(columns: 120, setUp: sampleInventory)
    harness.environment.printing = CUPSPrinting(tools: CUPSTools(lp: nil, lpstat: nil, environment: [:]))
    harness.press(.char("/"))
    harness.type("green")
    harness.press(.enter, .char("L"), .down, .down, .enter, .end, .enter)
    harness.type("7")
    harness.press(.enter)
    #expect(harness.contains("7 labels (a4-4x10): where to?"), "\(harness.dump)")
    harness.press(.down, .enter)
    #expect(harness.contains("cannot print: printing needs CUPS"), "\(harness.dump)")
    #expect(harness.contains("7 labels (a4-4x10): where to?"), "asked again:\n\(harness.dump)")
    let path = folder.path("retry.pdf")
    harness.press(.up)
    answerPath(harness, path)
    #expect(harness.contains("wrote 7 labels on 1 page to \(path) (a4-4x10)"), "\(harness.dump)")
    // Started again, the copies chosen are offered again: Enter twice keeps 7.
    harness.press(.char("L"), .enter, .enter)
    #expect(harness.contains("Labels per item"), "\(harness.dump)")
    harness.press(.enter)
    #expect(harness.contains("7 labels (a4-4x10): where to?"), "\(harness.dump)")
  }

  @Test("an item without a barcode is offered an in-store code first; declining changes nothing")
  func inStoreCodeOffered() throws {
    let harness = try AppHarness(columns: 120, setUp: sampleInventory)
    harness.press(.char("L"))
    #expect(harness.contains("Café crème has no barcode"), "\(harness.dump)")
    #expect(harness.contains("Give it in-store code 2000000000015 first, then make its label"))
    harness.press(.down, .enter)
    #expect(harness.contains("no labels written"))
    #expect(try harness.service.findItem("Café crème").barcode == nil)

    harness.press(.char("L"), .enter, .enter, .enter)
    let path = folder.path("cafe.pdf")
    answerPath(harness, path)
    #expect(harness.contains("gave Café crème in-store code 2000000000015; wrote 1 label"), "\(harness.dump)")
    #expect(try harness.service.findItem("Café crème").barcode == "2000000000015")
    #expect(harness.line("Café crème")?.contains("2000000000015") == true, "the list shows the new code")
    #expect(isPDF(path))
  }

  @Test("a file that cannot be written is refused before any code is given")
  func unwritableFile() throws {
    let harness = try AppHarness(columns: 120, setUp: sampleInventory)
    harness.press(.char("L"), .enter, .enter, .enter)
    answerPath(harness, "/proc/stockroom-labels.pdf")
    #expect(harness.contains("no labels written: "), "\(harness.dump)")
    #expect(try harness.service.findItem("Café crème").barcode == nil)
    #expect(harness.app.outcome == nil, "still running")
    harness.press(.char("L"), .enter, .enter, .enter)
    answerPath(harness, folder.path("labels.png"))
    #expect(harness.contains("labels are written as PDF: end the name in .pdf"), "\(harness.dump)")
    #expect(harness.contains("PDF file for the labels"), "the file prompt is asked again")
  }

  @Test("P makes a sheet of the list as filtered; only those without a barcode is one choice")
  func sheetOfTheFilteredList() throws {
    let harness = try AppHarness(columns: 120) { inventory in
      try sampleInventory(inventory)
      try inventory.add("Tea towel", quantity: 2)
    }
    harness.press(.char("/"))
    harness.type("tea")
    harness.press(.enter)
    #expect(harness.contains("3 items"), "\(harness.dump)")
    harness.press(.char("P"))
    #expect(harness.contains("All 3 items (1 without a barcode)"), "\(harness.dump)")
    harness.press(.down, .enter)
    #expect(harness.contains("Labels for the list as filtered: layout"), "\(harness.dump)")
    harness.press(.enter, .enter)
    let path = folder.path("towels.pdf")
    answerPath(harness, path)
    #expect(harness.contains("gave Tea towel in-store code 2000000000015; wrote 1 label on 1 page"), "\(harness.dump)")
    #expect(try harness.service.findItem("Café crème").barcode == nil, "not in the list: left alone")

    harness.press(.char("P"), .enter, .enter)
    answerPath(harness, folder.path("all.pdf"))
    #expect(harness.contains("wrote 3 labels on 1 page"), "\(harness.dump)")
  }

  @Test("Low stock: P labels its list, asking about the items without a barcode")
  func lowStockSheet() throws {
    let harness = try AppHarness(columns: 120, setUp: sampleInventory)
    harness.press(.char("3"))
    harness.press(.char("P"))
    #expect(harness.contains("All 2 items (1 without a barcode)"), "\(harness.dump)")
    harness.press(.enter)
    #expect(harness.contains("Café crème has no barcode"), "\(harness.dump)")
    harness.press(.down, .enter)
    #expect(harness.contains("Labels for the low and out of stock items: layout"), "\(harness.dump)")
    harness.press(.enter, .enter)
    answerPath(harness, folder.path("low.pdf"))
    #expect(harness.contains("wrote 1 label on 1 page"), "\(harness.dump)")
    #expect(try harness.service.findItem("Café crème").barcode == nil, "left out, as chosen")
  }

  @Test("F6 in the editor labels the saved item; an in-store code given on the way fills the barcode field")
  func editorLabel() throws {
    let harness = try AppHarness(columns: 120, setUp: sampleInventory)
    harness.press(.enter)
    #expect(harness.screen[0].contains("Edit: Café crème"))
    harness.type("x")
    harness.press(.f(6))
    #expect(harness.contains("save the item first (F2): labels print what is saved"), "\(harness.dump)")
    harness.press(.backspace, .f(6))
    #expect(harness.contains("Café crème has no barcode"), "\(harness.dump)")
    harness.press(.enter, .enter, .enter)
    answerPath(harness, folder.path("editor.pdf"))
    #expect(harness.contains("wrote 1 label on 1 page"), "\(harness.dump)")
    #expect(harness.line("Barcode")?.contains("2000000000015") == true, "\(harness.dump)")
    harness.press(.escape)
    #expect(!harness.contains("Discard your changes"), "the given code counts as saved")
    #expect(try harness.service.findItem("Café crème").barcode == "2000000000015")
  }

  @Test("Help lists the label keys of Inventory, Low stock and the editor")
  func helpListsTheKeys() throws {
    let harness = try AppHarness(columns: 120, setUp: sampleInventory)
    harness.press(.char("9"))
    let help = try #require(harness.root?.tabs.last as? AppHelpScreen)
    let lines = help.lines
    let labelLines = lines.filter { $0.contains(Command.itemLabel.help) }
    #expect(labelLines.contains { $0.hasPrefix("  L ") } && labelLines.contains { $0.hasPrefix("  F6 ") }, "\(lines)")
    #expect(lines.filter { $0.contains(Command.listLabels.help) && $0.hasPrefix("  P ") }.count == 2, "\(lines)")
  }
}
