import Foundation
import InventoryCore
import Testing

/// A field's removal is an action of the journal (issue 24): undo restores the field with every value, redo
/// removes it again, on every backend.
@Suite("Inventory conformance: undoing a field's removal")
struct FieldRemovalUndoConformanceTests {
  @Test(arguments: Backend.all)
  func undoRestoresARemovedFieldWithItsValuesAndRedoRemovesItAgain(backend: Backend) throws {
    // Given a field with values on two items, removed
    let store = try backend.open()
    let fields = try store.fields()
    try fields.addCustomField(CustomFieldDraft(name: "Colour", kind: .choice(["Red", "Navy"])))
    let vase = try #require(try store.add("Vase").id)
    let bowl = try #require(try store.add("Bowl").id)
    try fields.setFieldValue(itemID: vase, field: "Colour", to: "red")
    try fields.setFieldValue(itemID: bowl, field: "Colour", to: "navy")
    #expect(try fields.removeCustomField("colour").itemsWithValues == 2)
    #expect(try store.shownValues(of: vase).isEmpty)
    // Then the journal says what it took, and undo says what it will do
    #expect(try store.inventory.actions().first?.summary == "remove field Colour (2 items lost a value)")
    #expect(
      try store.inventory.nextUndo()?.description == "remove field Colour (restores it with its values on 2 items)")
    // When it is undone, the field is back with every value (search finds them again)
    let undone = try #require(try store.inventory.undo(scope: .session))
    #expect(undone.description == "remove field Colour: restored with its values on 2 items")
    #expect(undone.itemID == nil)
    #expect(try store.shownValues(of: vase) == ["Colour": "Red"])
    #expect(try store.shownValues(of: bowl) == ["Colour": "Navy"])
    #expect(try store.inventory.items(matching: ItemQuery(search: "navy")).map(\.name) == ["Bowl"])
    // When it is redone, it goes again; undone again, it comes back again
    let redone = try #require(try store.inventory.redo(scope: .session))
    #expect(redone.description == "remove field Colour again (2 items lost a value)")
    #expect(try fields.customFields().isEmpty)
    try store.inventory.undo(scope: .session)
    #expect(try store.shownValues(of: bowl) == ["Colour": "Navy"])
  }

  @Test(arguments: Backend.all)
  func aRemovalRestoredByHandOrReplacedHasNothingToRestoreAndUndoGoesOn(backend: Backend) throws {
    // Given a removal restored by hand (`stockroom fields restore`)
    let store = try backend.open()
    let fields = try store.fields()
    try fields.addCustomField(CustomFieldDraft(name: "Colour", kind: .text))
    let vase = try #require(try store.add("Vase").id)
    try fields.setFieldValue(itemID: vase, field: "Colour", to: "red")
    try fields.removeCustomField("Colour")
    try fields.restoreCustomField(named: "Colour")
    // Then undo has nothing left to do, and says so
    #expect(
      try store.inventory.undo(scope: .session)?.description
        == "remove field Colour: nothing to restore (a field named Colour is in use)")
    #expect(try store.shownValues(of: vase) == ["Colour": "red"])
    // And a removal whose field a new one of the name replaced for good has nothing to restore either
    try fields.removeCustomField("Colour")
    try fields.addCustomField(CustomFieldDraft(name: "colour", kind: .yesNo))
    #expect(
      try store.inventory.undo(scope: .session)?.description
        == "remove field Colour: nothing to restore (a field named colour is in use)")
    #expect(try store.shownValues(of: vase) == ["colour": "none"])
    // (Undo then goes on to the older actions: the value set on Vase.)
    #expect(try store.inventory.nextUndo()?.action.kind == .edit)
  }
}
