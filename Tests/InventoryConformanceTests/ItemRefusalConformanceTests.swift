import Foundation
import InventoryCore
import Testing

/// What an item or stock write refuses, and what it leaves out of the journal, alike in every store.
@Suite("Inventory conformance: item and stock refusals")
struct ItemRefusalConformanceTests {
  @Test(arguments: Backend.all)
  func anEditNamingAMissingItemOrCategoryOrItsOwnExtraBarcodeIsRefusedAndNotJournalled(backend: Backend) throws {
    let store = try backend.open()
    let tea = try store.add("Tea", quantity: 2)
    let id = try #require(tea.id)
    try store.inventory.addBarcode(ProductCode("4006381333931"), toItem: id)
    var draft = ItemDraft(tea)
    draft.barcode = "4006381333931"
    #expect {
      try store.inventory.updateItem(id: id, with: draft)
    } throws: { error in
      guard case ItemBarcodeError.codeTaken(_, let owner, let extra) = error else { return false }
      return owner.id == id && extra?.code == "4006381333931"
    }
    draft.barcode = ""
    draft.categoryID = 999
    #expect(throws: InventoryError.categoryNotFound("#999")) { try store.inventory.updateItem(id: id, with: draft) }
    #expect(throws: InventoryError.categoryNotFound("#999")) { try store.add("Coffee", category: 999) }
    #expect(throws: InventoryError.itemNotFound("999999")) {
      try store.inventory.updateItem(id: 999_999, with: ItemDraft(tea))
    }
    #expect(throws: InventoryError.itemNotFound("999999")) { try store.inventory.deleteItem(id: 999_999) }
    #expect(try store.inventory.actions().map(\.kind) == [.add], "only the add")
    #expect(try store.inventory.count(matching: ItemQuery()) == 1)
  }

  @Test(arguments: Backend.all)
  func anEditThatChangesNothingAndAChangeOfNoneAreNotJournalled(backend: Backend) throws {
    let store = try backend.open()
    let tea = try store.add("Tea", quantity: 2)
    let id = try #require(tea.id)
    #expect(try store.inventory.updateItem(id: id, with: ItemDraft(tea)).name == "Tea")
    let none = try store.inventory.adjustQuantity(itemID: id, by: 0)
    #expect(none.from == 2 && none.to == 2 && none.movementID == nil)
    #expect(try store.inventory.setQuantity(itemID: id, to: 2).movementID == nil)
    #expect(try store.inventory.actions().map(\.kind) == [.add])
    #expect(try store.inventory.movements(itemID: id).count == 1, "the opening stock only")
  }

  @Test(arguments: Backend.all)
  func aCountOutsideTheLimitsAndAnOverlongCreatedCodeAreRefusedBeforeAnyWrite(backend: Backend) throws {
    let store = try backend.open()
    let id = try #require(try store.add("Tea").id)
    #expect(throws: InventoryError.countOutOfRange(what: "the count", value: -1, minimum: 0)) {
      try store.inventory.setQuantity(itemID: id, to: -1)
    }
    let long = String(repeating: "x", count: CreatedCode.maximumContentBytes + 1)
    #expect(
      throws: InventoryError.textTooLong(what: "a created code's content", limit: CreatedCode.maximumContentBytes)
    ) {
      try store.inventory.recordCreatedCode(CreatedCode(kind: "QR", content: long, preview: "", file: nil))
    }
    #expect(try store.inventory.createdCodes(search: "").isEmpty && store.inventory.movements(itemID: id).isEmpty)
  }

  @Test(arguments: Backend.all)
  func aNameTwoItemsShareFindsNeither(backend: Backend) throws {
    let store = try backend.open()
    try store.add("Tea")
    try store.add("TEA")
    #expect(throws: InventoryError.itemNotFound("tea")) { try store.inventory.findItem("tea") }
  }
}
