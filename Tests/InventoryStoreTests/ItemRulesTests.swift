import InventoryCore
import InventoryStore
import TestSupport
import Testing

/// Duplicates, validation, in-store codes and categories.
@Suite struct ItemRulesTests {
  @Test func aBarcodeInAnotherFormIsADuplicateNamingTheExistingItem() throws {
    let inventory = try TestInventory()
    let coffee = try inventory.add("Coffee beans", barcode: "036000291452", quantity: 4)
    let error = #expect(throws: InventoryError.self) { try inventory.add("Coffee again", barcode: "0036000291452") }
    #expect(error == .duplicateBarcode(try ProductCode("0036000291452"), existing: coffee))
    #expect(error?.description.contains("\"Coffee beans\"") == true)
    #expect(error?.description.contains("add stock to it instead") == true)
  }

  @Test func invalidDraftsReportEveryProblem() throws {
    let inventory = try TestInventory()
    let error = #expect(throws: InventoryError.self) {
      try inventory.service.addItem(ItemDraft(name: "  ", barcode: "4006381333937", quantity: "-1", price: "abc"))
    }
    guard case .invalidItem(let invalid) = error else { Issue.record("expected invalidItem"); return }
    #expect(invalid.problems.map(\.field) == [.name, .barcode, .quantity, .price])
    #expect(invalid.problems[1].message.contains("should be 1, found 7"))
  }

  @Test func namesAreTrimmedAndKeepAnyUnicode() throws {
    let inventory = try TestInventory()
    let item = try inventory.add("  日本茶 🍵 Crème  ")
    #expect(item.name == "日本茶 🍵 Crème")
  }

  @Test func inStoreBarcodesAreUniqueAndSequential() throws {
    let inventory = try TestInventory()
    let first = try inventory.service.assignInStoreBarcode(itemID: try inventory.add("Cake").id!)
    let second = try inventory.service.assignInStoreBarcode(itemID: try inventory.add("Bread").id!)
    #expect(first.barcode == "2000000000015")
    #expect(second.barcode == "2000000000022")
    #expect(try ProductCode(second.barcode!).symbology == .ean13)
    // An item with a barcode keeps it.
    let kept = try inventory.service.assignInStoreBarcode(itemID: try inventory.add("Tea", barcode: "96385074").id!)
    #expect(kept.barcode == "96385074")
  }

  @Test func editingToAnotherItemsBarcodeIsRefused() throws {
    let inventory = try TestInventory()
    try inventory.add("A", barcode: "96385074")
    let b = try inventory.add("B", barcode: "73513537")
    var draft = ItemDraft(b)
    draft.barcode = "0000096385074"
    #expect(throws: InventoryError.self) { try inventory.service.updateItem(id: b.id!, with: draft) }
  }

  @Test func categoriesAreUniqueIgnoringCaseAndDeletingOneKeepsItsItems() throws {
    let inventory = try TestInventory()
    let drinks = try inventory.service.addCategory(named: "Boissons")
    #expect(throws: InventoryError.duplicateCategory("BOISSONS")) {
      try inventory.service.addCategory(named: "BOISSONS")
    }
    #expect(throws: InventoryError.duplicateCategory("Éte")) {
      try inventory.service.addCategory(named: "éte")
      try inventory.service.addCategory(named: "Éte")
    }
    let item = try inventory.add("Water", category: drinks.id)
    try inventory.service.renameCategory("boissons", to: "Drinks")
    try inventory.service.recolorCategory("drinks", to: .brightBlue)
    #expect(try inventory.service.category(named: "DRINKS")?.color == .brightBlue)
    #expect(try inventory.service.categories().first { $0.category.name == "Drinks" }?.itemCount == 1)
    #expect(try inventory.service.deleteCategory("Drinks") == 1)
    let kept = try inventory.service.item(id: item.id!)
    #expect(kept?.categoryID == nil)
    #expect(kept?.name == "Water")
  }
}
