import Foundation
import InventoryCore
import Testing

/// Items: adding, finding by any form of a barcode or by name, one product one item, editing, deleting.
@Suite("Inventory conformance: items")
struct ItemConformanceTests {
  @Test(arguments: Backend.all)
  func anItemIsFoundByIdEveryFormOfItsBarcodeAndItsName(backend: Backend) throws {
    let store = try backend.open()
    let cola = try store.add("Cola", barcode: "036000291452", quantity: 3)
    let id = try #require(cola.id)
    for reference in [String(id), "036000291452", "0036000291452", "cola", "COLA"] {
      #expect(try store.inventory.findItem(reference).id == id, "\(reference)")
    }
    #expect(try store.inventory.item(for: ProductCode("0036000291452"))?.id == id)
    #expect(throws: InventoryError.itemNotFound("Lemonade")) { try store.inventory.findItem("Lemonade") }
  }

  @Test(arguments: Backend.all)
  func aBarcodeBelongsToOneItemWhateverItsForm(backend: Backend) throws {
    let store = try backend.open()
    let cola = try store.add("Cola", barcode: "036000291452")
    #expect {
      try store.add("Other cola", barcode: "0036000291452")
    } throws: { error in
      guard case InventoryError.duplicateBarcode(_, let existing) = error else { return false }
      return existing.id == cola.id
    }
    #expect(try store.inventory.count(matching: ItemQuery()) == 1)
  }

  @Test(arguments: Backend.all)
  func editingKeepsTheQuantityAsAMovementAndDeletingKeepsHistory(backend: Backend) throws {
    let store = try backend.open()
    let tea = try store.add("Tea", quantity: 2)
    let id = try #require(tea.id)
    var draft = ItemDraft(tea)
    draft.name = "Green tea"
    draft.quantity = "5"
    let edited = try store.inventory.updateItem(id: id, with: draft)
    #expect(edited.name == "Green tea" && edited.quantity == 5)
    #expect(try store.inventory.movementTotal(itemID: id) == 5)
    #expect(try store.inventory.movements(itemID: id).map(\.delta) == [3, 2])
    try store.inventory.deleteItem(id: id)
    #expect(try store.inventory.item(id: id) == nil)
    #expect(
      try store.inventory.movements(search: "tea").map(\.itemName) == ["Green tea", "Tea"],
      "movements outlive their item")
  }

  @Test(arguments: Backend.all)
  func anInvalidDraftIsRefusedWithItsFieldsProblems(backend: Backend) throws {
    let store = try backend.open()
    #expect(throws: InventoryError.self) { try store.add("", barcode: "4006381333932") }
    #expect(try store.inventory.count(matching: ItemQuery()) == 0)
  }

  @Test(arguments: Backend.all)
  func itemsWithoutBarcodesGetConsecutiveInStoreCodesInOneStep(backend: Backend) throws {
    let store = try backend.open()
    let tape = try store.add("Tape")
    let glue = try store.add("Glue")
    let next = try store.inventory.nextInStoreCode()
    let given = try store.inventory.assignInStoreBarcodes(itemIDs: [try #require(tape.id), try #require(glue.id)])
    #expect(given.map(\.barcode) == [next.text, "2000000000022"])
    #expect(try store.inventory.findItem(next.text).name == "Tape")
  }
}

/// One name limit for every store, in the core (issue 26: 3,000 characters were kept on SQLite and refused by
/// PostgreSQL's index with the server's words).
@Suite("Inventory conformance: a name's length")
struct NameLengthConformanceTests {
  @Test(arguments: Backend.all)
  func aNameOverTheLimitIsRefusedAlikeAndOneAtItIsKept(backend: Backend) throws {
    let store = try backend.open()
    let long = String(repeating: "n", count: 3_000)
    do {
      try store.add(long)
      Issue.record("a 3,000-byte name was kept")
    } catch {
      #expect("\(error)" == "name: is 3000 characters long; a name holds at most 200")
    }
    // The longest name a store takes, made of numbers (its sort key pads each to 20 digits), and a CSV row.
    let numbers = String(String(repeating: "1 ", count: 100).dropLast())
    let kept = try store.add(numbers)
    #expect(kept.name == numbers && numbers.utf8.count == 199)
    // An import names the line and imports nothing; 200 characters of any script are a name.
    #expect(try store.add(String(repeating: "茶", count: 200)).name.count == 200)
    let csv = "name,quantity\nTea,2\n\(String(repeating: "é", count: 201)),1\n"
    #expect(throws: ItemCSVImportError.self) {
      try store.inventory.importItems(try ItemCSVReader.read(data: Data(csv.utf8)))
    }
    do {
      _ = try ItemCSVReader.read(data: Data(csv.utf8))
      Issue.record("the file with a long name was read")
    } catch {
      #expect(error.lines == [3] && "\(error)".contains("a name holds at most 200"), "\(error)")
    }
    #expect(try store.inventory.count(matching: ItemQuery()) == 2)
  }
}
