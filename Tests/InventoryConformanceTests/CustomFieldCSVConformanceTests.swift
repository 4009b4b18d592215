import Foundation
import InventoryCore
import Testing

/// Custom fields in CSV: one column per field, by its name; an import checks every value with the fields' rule
/// and names the line and column of a bad one, importing nothing.
@Suite("Inventory conformance: custom fields in CSV")
struct CustomFieldCSVConformanceTests {
  static func addFields(_ store: Store) throws {
    let fields = try store.fields()
    try fields.addCustomField(CustomFieldDraft(name: "Colour", kind: .choice(["Red", "Blue"])))
    try fields.addCustomField(CustomFieldDraft(name: "Weight", kind: .number(unit: "kg", minimum: nil, maximum: nil)))
  }

  static func export(_ store: Store) throws -> String {
    var bytes: [UInt8] = []
    try store.inventory.exportItems { bytes += $0 }
    return String(decoding: bytes, as: UTF8.self)
  }

  static func read(_ text: String, for store: Store) throws -> ItemCSVImport {
    try ItemCSVReader.read(data: Data(text.utf8), fields: try store.fields().customFields())
  }

  @Test(arguments: Backend.all)
  func fieldsAreExportedByNameAndImportBackByteIdentical(backend: Backend) throws {
    // Given items with values (a negative number, which a spreadsheet would read as a formula)
    let store = try backend.open()
    try Self.addFields(store)
    let vase = try #require(try store.add("Vase", quantity: 2).id)
    try store.add("Cup")
    try store.fields().setFieldValue(itemID: vase, field: "Colour", to: "red")
    try store.fields().setFieldValue(itemID: vase, field: "Weight", to: "-1.5")
    // When exported, then each field is a column headed by its name, holding the item's own value
    let exported = try Self.export(store)
    let lines = exported.components(separatedBy: "\r\n")
    try #require(lines.count == 4)
    #expect(lines[0].hasSuffix(",other_barcodes,Colour,Weight"))
    #expect(lines[1].hasSuffix(",Red,'-1.5"))
    #expect(lines[2].hasSuffix(",,"))
    // And an inventory with the same fields imports it back to the same bytes
    let copy = try backend.open()
    try Self.addFields(copy)
    try copy.inventory.importItems(try Self.read(exported, for: copy))
    #expect(try Self.export(copy) == exported)
    #expect(try copy.shownValues(of: vase) == ["Colour": "Red", "Weight": "-1.5 kg"])
  }

  @Test(arguments: Backend.all)
  func aBadValueNamesItsLineAndColumnAndNothingIsImported(backend: Backend) throws {
    let store = try backend.open()
    try Self.addFields(store)
    let file = "name,colour,weight,size\nVase,blue,2,M\nJug,green,x,L\n"
    // An unknown column is named; each bad value names its line and column
    #expect(throws: ItemCSVImportError.self) { try Self.read(file, for: store) }
    do { _ = try Self.read(file, for: store) } catch let error as ItemCSVImportError {
      #expect(
        error.problems.map(\.description) == [
          "line 3: column 2 (Colour): \"green\" is not a value of Colour: choose one of Red, Blue",
          "line 3: column 3 (Weight): \"x\" is not a value of Weight: a number is digits with at most one \".\" "
            + "(up to 15 digits), like 12.5",
        ])
      #expect(error.warnings == ["column 4 \"size\" is not a stockroom column: ignored"])
    }
    #expect(try store.inventory.items().isEmpty)
    // A good file sets values, and an empty cell clears one on update
    try store.inventory.importItems(try Self.read("name,colour,weight\nVase,blue,2\n", for: store))
    let vase = try #require(try store.inventory.findItem("Vase").id)
    #expect(try store.shownValues(of: vase) == ["Colour": "Blue", "Weight": "2 kg"])
    try store.inventory.importItems(try Self.read("name,colour\nVase,\n", for: store), onDuplicate: .update)
    #expect(try store.shownValues(of: vase) == ["Colour": "none", "Weight": "2 kg"])
  }

  @Test(arguments: Backend.all)
  func aCategoryFieldsValueOnAnotherCategorysItemIsRefusedWithItsLine(backend: Backend) throws {
    let store = try backend.open()
    try store.inventory.addCategory(named: "Books")
    try store.fields().addCustomField(CustomFieldDraft(name: "Author", kind: .text, category: "Books"))
    let file = "name,category,author\nNovel,Books,Austen\nMilk,Dairy,Nobody\n"
    #expect(throws: ImportRefused.self) { try store.inventory.importItems(try Self.read(file, for: store)) }
    do { try store.inventory.importItems(try Self.read(file, for: store)) } catch let refused as ImportRefused {
      #expect(
        refused.problems.map(\.description) == [
          "line 3: Author: this item is not in the category the field is for"
        ])
    }
    #expect(try store.inventory.items().isEmpty)
  }
}
