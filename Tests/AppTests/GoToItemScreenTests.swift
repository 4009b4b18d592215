import InventoryCore
import TerminalUI
import Testing

@testable import App

/// Issue 19: ^G goes to an item from any tab, with the type-ahead item picker (`ItemPicker`).
@Suite(.serialized) struct GoToItemScreenTests {
  static let cup = "Tea cup 🍵"

  func picker(_ harness: AppHarness) -> PickerDialog<Item>? { harness.app.modal as? PickerDialog<Item> }

  @Test("^G from any tab: the picker, then the Inventory tab with the item selected; Help lists it")
  func goToItem() throws {
    let harness = try AppHarness(columns: 100, rows: 30, setUp: sampleInventory)
    harness.press(.char("4"), .ctrl("g"))
    #expect(harness.contains("Go to item"), "\(harness.dump)")
    harness.type("cup")
    harness.press(.enter)
    let inventory = try #require(harness.root?.activeTab as? InventoryScreen, "\(harness.dump)")
    #expect(inventory.selectedItem?.name == Self.cup)
    #expect(harness.contains("\(Self.cup) selected in Inventory"), "\(harness.dump)")
    let help = try #require(harness.root?.tabs.last as? AppHelpScreen)
    #expect(help.lines.contains { $0.contains("^G") && $0.contains("Go to an item") }, "\(help.lines)")
  }

  @Test("a USB scan while the picker is open: its first digit is taken back from the search")
  func aScanDoesNotTypeIntoThePicker() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    harness.press(.ctrl("g"))
    harness.type("cu")
    harness.scan(Codes.tea)
    #expect(picker(harness)?.text == "cu", "\(harness.dump)")
    #expect(try harness.service.scans().count == 1, "the scan is recorded below, as with any dialog")
  }
}
