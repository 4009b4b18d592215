import InventoryCore
import PostgresStore
import TestSupport
import Testing

/// Duplicates, validation, look-ups, categories and settings, as on SQLite (ItemRulesTests there).
@Suite(.enabled(if: PrivatePostgresServer.isAvailable, "\(TestPostgres.unavailableReason)"))
struct PostgresItemRulesTests {
  let database: TestDatabase
  let inventory: PostgresInventory

  init() throws {
    database = try TestDatabase()
    inventory = try database.open()
  }

  @Test func aBarcodeInAnotherFormIsADuplicateNamingTheExistingItem() throws {
    let coffee = try inventory.add("Coffee beans", barcode: "036000291452", quantity: 4)
    let error = #expect(throws: InventoryError.self) { try inventory.add("Coffee again", barcode: "0036000291452") }
    #expect(error == .duplicateBarcode(try ProductCode("0036000291452"), existing: coffee))
    #expect(error?.description.contains("add stock to it instead") == true)
    #expect(try inventory.count(matching: ItemQuery()) == 1)
  }

  @Test func invalidDraftsReportEveryProblem() throws {
    let error = #expect(throws: InventoryError.self) {
      try inventory.addItem(ItemDraft(name: "  ", barcode: "4006381333937", quantity: "-1", price: "abc"))
    }
    guard case .invalidItem(let invalid) = error else { Issue.record("expected invalidItem"); return }
    #expect(invalid.problems.map(\.field) == [.name, .barcode, .quantity, .price])
  }

  @Test func namesAreTrimmedAndKeepAnyUnicodeAndEveryFieldComesBack() throws {
    let drinks = try inventory.addCategory(named: "Drinks")
    let item = try inventory.add(
      "  日本茶 🍵 Crème  ", barcode: "4006381333931", quantity: 7, minimum: 2, target: 9, price: "4.99",
      category: drinks.id, notes: "line one\nline two")
    #expect(item.name == "日本茶 🍵 Crème")
    let id = try #require(item.id)
    let read = try #require(try inventory.item(id: id))
    #expect(read == item)
    #expect(read.barcode == "4006381333931" && read.quantity == 7 && read.minimumQuantity == 2)
    #expect(read.targetQuantity == 9 && read.price == Money(minorUnits: 499) && read.categoryID == drinks.id)
    #expect(read.notes == "line one\nline two")
    #expect(try inventory.item(for: ProductCode("4006381333931")) == item)
  }

  @Test func findItemTriesIdThenBarcodeThenNameIgnoringCaseAndAccents() throws {
    let eclair = try inventory.add("Éclair", barcode: "96385074")
    let id = try #require(eclair.id)
    #expect(try inventory.findItem(String(id)) == eclair)
    #expect(try inventory.findItem("96385074") == eclair)
    #expect(try inventory.findItem("  ECLAIR ") == eclair)
    #expect(throws: InventoryError.itemNotFound("tart")) { try inventory.findItem("tart") }
  }

  @Test func editingChangesFieldsJournalsAndRecordsAQuantityChangeAsAMovement() throws {
    let item = try inventory.add("Tea", quantity: 3)
    let id = try #require(item.id)
    var draft = ItemDraft(item)
    draft.name = "Green tea"
    draft.quantity = "8"
    draft.price = "2.50"
    let edited = try inventory.updateItem(id: id, with: draft)
    #expect(edited.name == "Green tea" && edited.quantity == 8 && edited.price == Money(minorUnits: 250))
    #expect(try inventory.movements(itemID: id).map(\.reason) == [.edit, .manual])
    #expect(try database.psql("SELECT kind FROM action ORDER BY id") == "add\nedit")
    #expect(throws: InventoryError.itemNotFound("999")) { try inventory.updateItem(id: 999, with: draft) }
  }

  @Test func editingToAnotherItemsBarcodeIsRefused() throws {
    try inventory.add("A", barcode: "96385074")
    let b = try inventory.add("B", barcode: "73513537")
    var draft = ItemDraft(b)
    draft.barcode = "0000096385074"
    #expect(throws: InventoryError.self) { try inventory.updateItem(id: try #require(b.id), with: draft) }
    #expect(try inventory.item(id: try #require(b.id))?.barcode == "73513537")
  }

  @Test func anUnknownCategoryIsRefused() throws {
    #expect(throws: InventoryError.categoryNotFound("#42")) { try inventory.add("A", category: 42) }
  }

  @Test func categoriesAreUniqueIgnoringCaseAndDeletingOneKeepsItsItems() throws {
    let drinks = try inventory.addCategory(named: "Boissons")
    #expect(throws: InventoryError.duplicateCategory("BOISSONS")) { try inventory.addCategory(named: "BOISSONS") }
    #expect(throws: InventoryError.duplicateCategory("Éte")) {
      try inventory.addCategory(named: "éte")
      try inventory.addCategory(named: "Éte")
    }
    #expect(throws: InventoryError.invalidCategoryName("  ")) { try inventory.addCategory(named: "  ") }
    let item = try inventory.add("Water", category: drinks.id)
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

  @Test func newCategoriesGetThePalettesNextColour() throws {
    let first = try inventory.addCategory(named: "One")
    let second = try inventory.addCategory(named: "Two")
    #expect(first.color == CategoryColor.suggested(forCategoryNumber: 0))
    #expect(second.color == CategoryColor.suggested(forCategoryNumber: 1))
    #expect(try inventory.addCategory(named: "Three", color: .gray).color == .gray)
  }

  @Test func settingsAreStoredAndReplaced() throws {
    #expect(try inventory.setting("theme") == nil)
    try inventory.setSetting("theme", to: #"{"colour":"mono"}"#)
    try inventory.setSetting("theme", to: #"{"colour":"dark"}"#)
    #expect(try inventory.setting("theme") == #"{"colour":"dark"}"#)
    // Another station sees them.
    #expect(try database.open(station: "till 2").setting("theme") == #"{"colour":"dark"}"#)
  }
}
