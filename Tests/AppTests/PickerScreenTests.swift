import InventoryCore
import TerminalUI
import TestSupport
import Testing

@testable import App

/// Issue 19: a new shop owner's trial. A session's a wanted the exact full name and typing F in a category picker
/// did nothing: both are type-ahead pickers now (part of a name, a barcode, any word).
@Suite(.serialized) struct PickerScreenTests {
  static let tea = "日本茶 green tea"
  static let cup = "Tea cup 🍵"

  /// The sample inventory with more categories starting with F, and one with an accent.
  static func withCategories(_ inventory: TestInventory) throws {
    try sampleInventory(inventory)
    for name in ["Frozen food", "Fruit", "Épicerie"] { _ = try inventory.service.addCategory(named: name) }
  }

  func picker(_ harness: AppHarness) -> PickerDialog<Item>? { harness.app.modal as? PickerDialog<Item> }

  @Test("a session's a: part of a word finds the item, Enter picks it, then how many")
  func sessionAddTakesPartOfAWord() throws {
    let harness = try AppHarness(columns: 100, rows: 30, setUp: sampleInventory)
    harness.startSession(.receive)
    harness.press(.char("a"))
    harness.type("gre")
    #expect(harness.contains(Self.tea), "\(harness.dump)")
    #expect(!harness.contains("Café crème"), "the list is filtered as you type:\n\(harness.dump)")
    harness.press(.enter)
    #expect(harness.contains("Add \(Self.tea)"), "\(harness.dump)")
    harness.type("2")
    harness.press(.enter)
    #expect(try harness.service.sessionLines(id: 1).map(\.quantity) == [2])
  }

  @Test("a session's a: ↓ moves in the matches; nothing matching is said, not picked; Esc cancels")
  func sessionAddMovesAndRefuses() throws {
    let harness = try AppHarness(columns: 100, rows: 30, setUp: sampleInventory)
    harness.startSession(.receive)
    harness.press(.char("a"))
    harness.type("tea")
    let shown = try #require(picker(harness)?.matches.map(\.text))
    #expect(Set(shown) == [Self.tea, Self.cup], "\(harness.dump)")
    harness.press(.down, .enter)
    #expect(harness.contains("Add \(shown[1])"), "\(harness.dump)")
    harness.press(.escape, .char("a"))
    harness.type("no such thing")
    harness.press(.enter)
    #expect(harness.contains("no item matches \"no such thing\""), "\(harness.dump)")
    #expect(picker(harness) != nil, "still open")
    harness.press(.escape)
    #expect(harness.app.modal == nil)
    #expect(try harness.service.sessionLines(id: 1).isEmpty)
  }

  @Test("the item picker puts an exact barcode or id first, and finds a barcode's first digits")
  func itemMatches() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    let cup = try harness.service.findItem(Codes.book)
    let byPrefix = try ItemPicker.matches(for: String(Codes.book.prefix(7)), in: harness.service)
    #expect(byPrefix.map(\.text) == [Self.cup])
    let byID = try ItemPicker.matches(for: String(cup.id ?? 0), in: harness.service)
    #expect(byID.first?.text == Self.cup)
    #expect(try ItemPicker.matches(for: "", in: harness.service).count == 3)
  }

  @Test("the editor's category picker: F filters to the F categories, accents ignored, a new name is offered")
  func editorCategoryPickerFilters() throws {
    let harness = try AppHarness(setUp: Self.withCategories)
    harness.press(.char("n"))
    harness.type("Ice")
    harness.press(.tab, .tab, .enter)
    harness.type("F")
    #expect(harness.contains("Frozen food") && harness.contains("Fruit"), "\(harness.dump)")
    #expect(!harness.contains("Drinks"), "F filters the list:\n\(harness.dump)")
    harness.type("ru")
    #expect(!harness.contains("Frozen food"), "\(harness.dump)")
    harness.press(.enter)
    #expect(harness.line("Category")?.contains("Fruit ▾") == true, "\(harness.dump)")
    harness.press(.enter)
    harness.type("epi")
    harness.press(.enter)
    #expect(harness.line("Category")?.contains("Épicerie ▾") == true, "\(harness.dump)")
    // A name no category has: New category… stays, asked with the name typed.
    harness.press(.enter)
    harness.type("Snacks")
    #expect(harness.contains("New category…"), "\(harness.dump)")
    harness.press(.enter, .enter)
    #expect(harness.line("Category")?.contains("Snacks ▾") == true, "\(harness.dump)")
  }

  @Test("Inventory's c and a count's A category… filter the categories as you type")
  func otherCategoryPickersFilter() throws {
    let harness = try AppHarness(columns: 100, rows: 30, setUp: Self.withCategories)
    harness.press(.char("2"), .char("c"))
    harness.type("dri")
    harness.press(.enter)
    #expect(harness.contains("Category: Drinks"), "\(harness.dump)")
    harness.press(.char("6"), .char("n"), .down, .enter)
    harness.type("fro")
    harness.press(.enter)
    let frozen = try #require(try harness.service.category(named: "Frozen food")?.id)
    #expect(harness.environment.scanDesk.joinedSession?.scope == SessionScope(category: .category(frozen)))
  }
}
