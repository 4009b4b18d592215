import InventoryCore
import SQLiteStore
import TerminalUI
import Testing

@testable import App

@Suite("Item editor")
struct ItemEditorTests {
  @Test("saving shows every problem inline: name required, wrong check digit, numbers")
  func validation() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    harness.press(.char("n"))
    #expect(harness.screen[0].contains("New item"))
    harness.press(.f(2))
    #expect(harness.contains("not saved: fix the marked fields"))
    #expect(harness.line("Name")?.contains("✗ a name is required") == true, "\(harness.dump)")
    harness.type("Soup")
    harness.press(.tab)
    harness.type("4006381333932")
    #expect(harness.contains("check digit should be 1, found 2"), "\(harness.dump)")
    harness.press(.tab, .tab)
    harness.press(.end)  // the content is selected on arrival: End keeps it and moves after it
    harness.type("x")
    #expect(harness.line("Quantity")?.contains("✗ \"0x\" must be") == true, "next to the field:\n\(harness.dump)")
    #expect(harness.contains("✗ Quantity: \"0x\" must be a whole number, 0 or more"), "in full below")
    #expect(try harness.service.totals().count == 3, "nothing was saved")
  }

  @Test("Esc with unsaved changes asks before discarding them; so does quitting")
  func unsavedChangesGuard() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    harness.press(.enter)
    #expect(harness.screen[0].contains("Edit: Café crème"))
    harness.type("!")
    harness.press(.f(10))
    #expect(harness.contains("There are unsaved changes"))
    harness.press(.char("n"))
    #expect(harness.app.outcome == nil)
    harness.press(.escape)
    #expect(harness.contains("Discard your changes to Café crème?"))
    harness.press(.char("n"))
    #expect(harness.screen[0].contains("Edit: Café crème"))
    harness.press(.escape, .char("y"))
    #expect(harness.screen[0].contains("› Inventory") && !harness.screen[0].contains("Edit"))
    #expect(try harness.service.findItem("Café crème").name == "Café crème")
  }

  @Test("F5 gives an item without a barcode the next in-store EAN-13; saving keeps it")
  func inStoreBarcode() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    harness.press(.enter, .f(5))
    #expect(harness.line("Barcode")?.contains("2000000000015") == true, "\(harness.dump)")
    harness.press(.f(2))
    #expect(try harness.service.findItem("Café crème").barcode == "2000000000015")
  }

  @Test("a scan fills the barcode field when it has focus or is empty, and is refused otherwise")
  func scanIntoBarcode() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    harness.press(.char("n"))
    harness.scan(Codes.soup)
    #expect(harness.line("Barcode")?.contains(Codes.soup) == true)
    harness.scan(Codes.unknown)
    #expect(harness.contains("move to the Barcode field"), "\(harness.dump)")
    harness.press(.tab)
    harness.scan(Codes.unknown)
    #expect(harness.line("Barcode")?.contains(Codes.unknown) == true)
  }

  @Test("the category picker lists categories and makes a new one")
  func categoryPicker() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    harness.press(.enter, .tab, .tab, .enter)
    #expect(harness.contains("Drinks") && harness.contains("New category…"))
    // Typing filters: a name no category has leaves New category…, which asks with that name.
    harness.type("Snacks")
    harness.press(.enter)
    #expect(harness.contains("New category"), "\(harness.dump)")
    harness.press(.enter)
    #expect(harness.line("Category")?.contains("Snacks ▾") == true, "\(harness.dump)")
    harness.press(.f(2))
    let item = try harness.service.findItem("Café crème")
    #expect(try item.categoryID.flatMap { try harness.service.category(id: $0) }?.name == "Snacks")
  }
}
