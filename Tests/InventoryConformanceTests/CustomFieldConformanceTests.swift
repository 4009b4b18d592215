import Foundation
import InventoryCore
import Testing

/// The shop's own fields: one rule for their values on every backend, their changes undone with the item's
/// edits, their limits held by the database too.
@Suite("Inventory conformance: custom fields")
struct CustomFieldConformanceTests {
  @Test(arguments: Backend.all)
  func valuesOfEveryKindAreCheckedAndStoredCanonically(backend: Backend) throws {
    // Given a field of each kind
    let store = try backend.open()
    let fields = try store.fields()
    try fields.addCustomField(CustomFieldDraft(name: "Colour", kind: .choice(["Red", "Blue"])))
    try fields.addCustomField(CustomFieldDraft(name: "Weight", kind: .number(unit: "kg", minimum: "0", maximum: "50")))
    try fields.addCustomField(CustomFieldDraft(name: "Best before", kind: .date))
    try fields.addCustomField(CustomFieldDraft(name: "Fragile", kind: .yesNo))
    try fields.addCustomField(CustomFieldDraft(name: "Supplier", kind: .text))
    let id = try #require(try store.add("Vase").id)
    // When values are typed loosely, then they are stored in one spelling
    #expect(try fields.setFieldValue(itemID: id, field: "colour", to: "blue").value == "Blue")
    #expect(try fields.setFieldValue(itemID: id, field: "Weight", to: "012.50").value == "12.5")
    #expect(try fields.setFieldValue(itemID: id, field: "Best before", to: "2026-02-28").value == "2026-02-28")
    #expect(try fields.setFieldValue(itemID: id, field: "Fragile", to: "Y").value == "yes")
    #expect(try fields.setFieldValue(itemID: id, field: "Supplier", to: "  Acme  ").value == "Acme")
    #expect(
      try store.shownValues(of: id) == [
        "Colour": "Blue", "Weight": "12.5 kg", "Best before": "2026-02-28", "Fragile": "yes", "Supplier": "Acme",
      ])
    // And a bad value is refused, naming the field and what it takes, changing nothing
    #expect(
      fieldError { try fields.setFieldValue(itemID: id, field: "Colour", to: "Green") }
        == .invalidValue(field: "Colour", value: "Green", problem: "choose one of Red, Blue"))
    #expect(
      fieldError { try fields.setFieldValue(itemID: id, field: "Weight", to: "51") }
        == .invalidValue(field: "Weight", value: "51", problem: "it is above the maximum, 50"))
    #expect(
      fieldError { try fields.setFieldValue(itemID: id, field: "Best before", to: "2026-02-30") }
        == .invalidValue(field: "Best before", value: "2026-02-30", problem: "there is no such day"))
    #expect(fieldError { try fields.setFieldValue(itemID: id, field: "Size", to: "L") } == .notFound("Size"))
    #expect(try store.shownValues(of: id)["Weight"] == "12.5 kg")
    // And an empty value clears it
    #expect(try fields.setFieldValue(itemID: id, field: "Supplier", to: "").value == nil)
    #expect(try store.shownValues(of: id)["Supplier"] == "none")
  }

  @Test(arguments: Backend.all)
  func categoryFieldsDefaultsAndRequiredFields(backend: Backend) throws {
    let store = try backend.open()
    let fields = try store.fields()
    let books = try #require(try store.inventory.addCategory(named: "Books").id)
    try fields.addCustomField(CustomFieldDraft(name: "Author", kind: .text, category: "books", isRequired: true))
    try fields.addCustomField(
      CustomFieldDraft(name: "Shelf life", kind: .number(unit: "days", minimum: nil, maximum: nil), defaultValue: "30"))
    let novel = try #require(try store.add("Novel", category: books).id)
    let milk = try #require(try store.add("Milk").id)
    // A category's field is its items' only; a default shows where an item has no value of its own
    #expect(try store.shownValues(of: novel) == ["Author": "none", "Shelf life": "30 days"])
    #expect(try store.shownValues(of: milk) == ["Shelf life": "30 days"])
    #expect(try fields.fieldValues(ofItem: milk).first?.isDefault == true)
    #expect(
      fieldError { try fields.setFieldValue(itemID: milk, field: "Author", to: "X") }
        == .notForItem(field: "Author", itemName: "Milk"))
    // A required field cannot be cleared
    try fields.setFieldValue(itemID: novel, field: "Author", to: "Austen")
    #expect(
      fieldError { try fields.setFieldValue(itemID: novel, field: "Author", to: " ") } == .required(field: "Author"))
    // Names are unique ignoring case; a bad default is refused with the field's name
    #expect(
      fieldError { try fields.addCustomField(CustomFieldDraft(name: "AUTHOR", kind: .text)) } == .nameTaken("AUTHOR"))
    #expect(
      fieldError { try fields.addCustomField(CustomFieldDraft(name: "Ok", kind: .yesNo, defaultValue: "maybe")) }
        == .invalidDefinition(field: "Ok", problem: "the default \"maybe\" is refused: answer yes or no"))
    #expect(try fields.customFields().map(\.name) == ["Author", "Shelf life"])
  }

  @Test(arguments: Backend.all)
  func aValueChangeIsAnEditThatUndoAndRedoTakeBackFieldByField(backend: Backend) throws {
    let store = try backend.open()
    let fields = try store.fields()
    try fields.addCustomField(CustomFieldDraft(name: "Colour", kind: .choice(["Red", "Blue"])))
    let id = try #require(try store.add("Vase").id)
    try fields.setFieldValue(itemID: id, field: "Colour", to: "red")
    try fields.setFieldValue(itemID: id, field: "Colour", to: "blue")
    // History names the field and both values
    #expect(try store.inventory.actions().first?.summary == "edit \"Vase\": Colour \"Red\" → \"Blue\"")
    // Undo puts the older value back, and redo the newer
    let undone = try #require(try store.inventory.undo(scope: .session))
    #expect(undone.description == "edit \"Vase\": Colour \"Blue\" → \"Red\"")
    #expect(try store.shownValues(of: id)["Colour"] == "Red")
    try store.inventory.undo(scope: .session)
    #expect(try store.shownValues(of: id)["Colour"] == "none")
    try store.inventory.redo(scope: .session)
    #expect(try store.shownValues(of: id)["Colour"] == "Red")
    // An item's ordinary edit keeps its values; deleting it and undoing that restores them
    var draft = ItemDraft(try #require(try store.inventory.item(id: id)))
    draft.name = "Tall vase"
    try store.inventory.updateItem(id: id, with: draft)
    #expect(try store.shownValues(of: id)["Colour"] == "Red")
    try store.inventory.deleteItem(id: id)
    #expect(try store.sql("SELECT count(*) FROM item_field_value") == "0")
    try store.inventory.undo(scope: .session)
    #expect(try store.shownValues(of: id)["Colour"] == "Red")
  }

  @Test(arguments: Backend.all)
  func removingAFieldSaysWhatItTakesAndCanBeUndone(backend: Backend) throws {
    let store = try backend.open()
    let fields = try store.fields()
    try fields.addCustomField(CustomFieldDraft(name: "Colour", kind: .text))
    let vase = try #require(try store.add("Vase").id)
    let jug = try #require(try store.add("Jug").id)
    try store.add("Cup")
    try fields.setFieldValue(itemID: vase, field: "Colour", to: "red")
    try fields.setFieldValue(itemID: jug, field: "Colour", to: "green")
    // Removing it says how many items lose a value
    #expect(try fields.itemsWithValues(ofField: "colour") == 2)
    #expect(try fields.removeCustomField("Colour").itemsWithValues == 2)
    #expect(try fields.customFields().isEmpty)
    #expect(try store.shownValues(of: vase).isEmpty)
    // Restoring it brings the values back
    try fields.restoreCustomField(named: "colour")
    #expect(try store.shownValues(of: vase) == ["Colour": "red"])
    #expect(try store.shownValues(of: jug) == ["Colour": "green"])
    // A new field of the same name replaces a removed one for good
    try fields.removeCustomField("Colour")
    try fields.addCustomField(CustomFieldDraft(name: "colour", kind: .yesNo))
    #expect(try store.shownValues(of: vase) == ["colour": "none"])
    #expect(fieldError { try fields.restoreCustomField(named: "Colour") } == .removedFieldNotFound("Colour"))
    // Renaming keeps the values
    try fields.setFieldValue(itemID: vase, field: "colour", to: "no")
    try fields.renameCustomField("colour", to: "Glazed")
    #expect(try store.shownValues(of: vase) == ["Glazed": "no"])
  }

  @Test(arguments: Backend.all)
  func theLimitsHoldInTheCoreAndInTheDatabase(backend: Backend) throws {
    let store = try backend.open()
    let fields = try store.fields()
    for number in 1...CustomFieldLimits.maximumFields {
      try fields.addCustomField(CustomFieldDraft(name: "F\(number)", kind: .text))
    }
    #expect(
      fieldError { try fields.addCustomField(CustomFieldDraft(name: "One more", kind: .text)) }
        == .tooManyFields(limit: CustomFieldLimits.maximumFields))
    let id = try #require(try store.add("Vase").id)
    let long = String(repeating: "x", count: CustomFieldLimits.maximumValueLength + 1)
    #expect(fieldError { try fields.setFieldValue(itemID: id, field: "F1", to: long) } != nil)
    // Another program's writes past the limits are refused by the database
    #expect(throws: (any Error).self) {
      try store.sql(
        "INSERT INTO custom_field (name, name_key, kind, position) VALUES ('One more', 'one more', 'text', 99)")
    }
    #expect(throws: (any Error).self) {
      try store.sql(
        "INSERT INTO item_field_value (item_id, field_id, value) SELECT \(id), id, '\(long)' FROM custom_field LIMIT 1")
    }
    #expect(throws: (any Error).self) {
      try store.sql("UPDATE custom_field SET kind = 'colour' WHERE name = 'F1'")
    }
  }

  @Test(arguments: Backend.all)
  func aDatabaseMadeByTheSchemaBeforeFieldsUpgrades(backend: Backend) throws {
    // Given a database made by the schema before custom fields, with an item and its history
    let store = try backend.open()
    let id = try #require(try store.add("Tea", quantity: 3).id)
    _ = try store.sql(backend.beforeCustomFields)
    // When a station opens it, then it has no fields and fields can be added and used
    let upgraded = try store.fields(station: "back-office")
    #expect(try upgraded.customFields().isEmpty)
    #expect(try upgraded.fieldValues(ofItem: id).isEmpty)
    try upgraded.addCustomField(CustomFieldDraft(name: "Origin", kind: .text))
    try upgraded.setFieldValue(itemID: id, field: "Origin", to: "Assam")
    #expect(try upgraded.fieldValues(ofItem: id).map(\.shown) == ["Assam"])
    #expect(try upgraded.item(id: id)?.quantity == 3)
  }
}
