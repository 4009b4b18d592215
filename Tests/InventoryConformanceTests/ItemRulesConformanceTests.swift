import InventoryCore
import Testing

/// Duplicates, validation, look-ups, in-store codes, categories and settings: once, on both backends (each
/// store had its own copy of these tests).
@Suite("Inventory conformance: item rules")
struct ItemRulesConformanceTests {
  @Test(arguments: Backend.all)
  func aBarcodeInAnotherFormIsADuplicateNamingTheExistingItem(backend: Backend) throws {
    let store = try backend.open()
    let coffee = try store.add("Coffee beans", barcode: "036000291452", quantity: 4)
    let error = #expect(throws: InventoryError.self) { try store.add("Coffee again", barcode: "0036000291452") }
    #expect(error == .duplicateBarcode(try ProductCode("0036000291452"), existing: coffee))
    #expect(error?.description.contains("\"Coffee beans\"") == true)
    #expect(error?.description.contains("add stock to it instead") == true)
    #expect(try store.inventory.count(matching: ItemQuery()) == 1)
  }

  @Test(arguments: Backend.all)
  func invalidDraftsReportEveryProblem(backend: Backend) throws {
    let store = try backend.open()
    let error = #expect(throws: InventoryError.self) {
      try store.inventory.addItem(ItemDraft(name: "  ", barcode: "4006381333937", quantity: "-1", price: "abc"))
    }
    guard case .invalidItem(let invalid) = error else { Issue.record("expected invalidItem"); return }
    #expect(invalid.problems.map(\.field) == [.name, .barcode, .quantity, .price])
    #expect(invalid.problems[1].message.contains("should be 1, found 7"))
  }

  @Test(arguments: Backend.all)
  func namesAreTrimmedAndKeepAnyUnicodeAndEveryFieldComesBack(backend: Backend) throws {
    let store = try backend.open()
    let drinks = try store.inventory.addCategory(named: "Drinks")
    var draft = ItemDraft(
      name: "  日本茶 🍵 Crème  ", barcode: "4006381333931", quantity: "7", price: "4.99", categoryID: drinks.id,
      minimumQuantity: "2", notes: "line one\nline two")
    draft.targetQuantity = "9"
    let item = try store.inventory.addItem(draft)
    #expect(item.name == "日本茶 🍵 Crème")
    let id = try #require(item.id)
    let read = try #require(try store.inventory.item(id: id))
    #expect(read == item)
    #expect(read.barcode == "4006381333931" && read.quantity == 7 && read.minimumQuantity == 2)
    #expect(read.targetQuantity == 9 && read.price == Money(minorUnits: 499) && read.categoryID == drinks.id)
    #expect(read.notes == "line one\nline two")
    #expect(try store.inventory.item(for: ProductCode("4006381333931")) == item)
  }

  @Test(arguments: Backend.all)
  func findItemTriesIdThenBarcodeThenNameIgnoringCaseAndAccents(backend: Backend) throws {
    let store = try backend.open()
    let eclair = try store.add("Éclair", barcode: "96385074")
    #expect(try store.inventory.findItem(String(try #require(eclair.id))) == eclair)
    #expect(try store.inventory.findItem("96385074") == eclair)
    #expect(try store.inventory.findItem("  ECLAIR ") == eclair)
    #expect(throws: InventoryError.itemNotFound("tart")) { try store.inventory.findItem("tart") }
  }

  @Test(arguments: Backend.all)
  func editingChangesFieldsJournalsAndRecordsAQuantityChangeAsAMovement(backend: Backend) throws {
    let store = try backend.open()
    let item = try store.add("Tea", quantity: 3)
    let id = try #require(item.id)
    var draft = ItemDraft(item)
    draft.name = "Green tea"
    draft.quantity = "8"
    draft.price = "2.50"
    let edited = try store.inventory.updateItem(id: id, with: draft)
    #expect(edited.name == "Green tea" && edited.quantity == 8 && edited.price == Money(minorUnits: 250))
    #expect(try store.inventory.movements(itemID: id).map(\.reason) == [.edit, .manual])
    #expect(try store.sql("SELECT kind FROM action ORDER BY id") == "add\nedit")
    #expect(throws: InventoryError.itemNotFound("999")) { try store.inventory.updateItem(id: 999, with: draft) }
  }

  @Test(arguments: Backend.all)
  func editingToAnotherItemsBarcodeIsRefused(backend: Backend) throws {
    let store = try backend.open()
    try store.add("A", barcode: "96385074")
    let b = try store.add("B", barcode: "73513537")
    let id = try #require(b.id)
    var draft = ItemDraft(b)
    draft.barcode = "0000096385074"
    #expect(throws: InventoryError.self) { try store.inventory.updateItem(id: id, with: draft) }
    #expect(try store.inventory.item(id: id)?.barcode == "73513537")
  }

  @Test(arguments: Backend.all)
  func inStoreBarcodesAreUniqueAndSequentialAndAnItemWithABarcodeKeepsIt(backend: Backend) throws {
    let store = try backend.open()
    let first = try store.inventory.assignInStoreBarcode(itemID: try #require(try store.add("Cake").id))
    let second = try store.inventory.assignInStoreBarcode(itemID: try #require(try store.add("Bread").id))
    #expect(first.barcode == "2000000000015")
    #expect(second.barcode == "2000000000022")
    let secondCode = try #require(second.barcode)
    #expect(try ProductCode(secondCode).symbology == .ean13)
    let tea = try #require(try store.add("Tea", barcode: "96385074").id)
    #expect(try store.inventory.assignInStoreBarcode(itemID: tea).barcode == "96385074")
  }

  @Test(arguments: Backend.all)
  func anUnknownCategoryIsRefused(backend: Backend) throws {
    let store = try backend.open()
    #expect(throws: InventoryError.categoryNotFound("#42")) { try store.add("A", category: 42) }
  }

  @Test(arguments: Backend.all)
  func categoriesAreUniqueIgnoringCaseAndDeletingOneKeepsItsItems(backend: Backend) throws {
    let store = try backend.open()
    let inventory = store.inventory
    let drinks = try inventory.addCategory(named: "Boissons")
    #expect(throws: InventoryError.duplicateCategory("BOISSONS")) { try inventory.addCategory(named: "BOISSONS") }
    #expect(throws: InventoryError.duplicateCategory("Éte")) {
      try inventory.addCategory(named: "éte")
      try inventory.addCategory(named: "Éte")
    }
    #expect(throws: InventoryError.invalidCategoryName("  ")) { try inventory.addCategory(named: "  ") }
    let item = try store.add("Water", category: drinks.id)
    try inventory.renameCategory("boissons", to: "Drinks")
    try inventory.recolorCategory("drinks", to: .brightBlue)
    #expect(try inventory.category(named: "DRINKS")?.color == .brightBlue)
    #expect(try inventory.category(id: try #require(drinks.id))?.name == "Drinks")
    #expect(try inventory.categories().map(\.category.name) == ["Drinks", "éte"])
    #expect(try inventory.categories().first { $0.category.name == "Drinks" }?.itemCount == 1)
    #expect(throws: InventoryError.duplicateCategory("ÉTE")) { try inventory.renameCategory("Drinks", to: "ÉTE") }
    #expect(try inventory.deleteCategory("Drinks") == 1)
    let kept = try inventory.item(id: try #require(item.id))
    #expect(kept?.categoryID == nil)
    #expect(kept?.name == "Water")
    #expect(throws: InventoryError.categoryNotFound("Drinks")) { try inventory.deleteCategory("Drinks") }
  }

  @Test(arguments: Backend.all)
  func newCategoriesGetThePalettesNextColour(backend: Backend) throws {
    let store = try backend.open()  // holds the database while the test runs
    let inventory = store.inventory
    let first = try inventory.addCategory(named: "One")
    let second = try inventory.addCategory(named: "Two")
    #expect(first.color == CategoryColor.suggested(forCategoryNumber: 0))
    #expect(second.color == CategoryColor.suggested(forCategoryNumber: 1))
    #expect(try inventory.addCategory(named: "Three", color: .gray).color == .gray)
  }

  @Test(arguments: Backend.all)
  func settingsAreStoredAndReplacedAndSeenByAnotherStation(backend: Backend) throws {
    let store = try backend.open()
    #expect(try store.inventory.setting("theme") == nil)
    try store.inventory.setSetting("theme", to: #"{"colour":"mono"}"#)
    try store.inventory.setSetting("theme", to: #"{"colour":"dark"}"#)
    #expect(try store.inventory.setting("theme") == #"{"colour":"dark"}"#)
    #expect(try store.station("till 2").setting("theme") == #"{"colour":"dark"}"#)
  }
}
