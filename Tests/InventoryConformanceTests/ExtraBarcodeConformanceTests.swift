import Foundation
import InventoryCore
import Testing

/// Extra barcodes (issue 12): an item found by any of its codes, each scan counting the code's units, a code
/// belonging to one item whichever kind it is, search, deletion and its undo, CSV — the same on every store.
@Suite("Inventory conformance: extra barcodes")
struct ExtraBarcodeConformanceTests {
  static let beans = "4006381333931"
  /// A case of 12 beans (the EAN-13 form of UPC-A 012345678905).
  static let beansCase = "0012345678905"
  static let tea = "5901234123457"
  static let other = "8712345678906"

  static func code(_ text: String) throws -> ProductCode { try ProductCode(text) }

  /// Every item as CSV.
  static func exportText(_ inventory: any Inventory) throws -> String {
    var bytes: [UInt8] = []
    try inventory.exportItems { bytes += $0 }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Beans (4 in stock, main barcode `beans`) with a case of 12 (`beansCase`, labelled "case").
  static func beansWithACase(_ store: Store, quantity: Int = 4) throws -> Item {
    let id = try #require(try store.add("Coffee beans", barcode: Self.beans, quantity: quantity).id)
    try store.inventory.addBarcode(try code(beansCase), unitsPerScan: 12, label: "case", toItem: id)
    return try #require(try store.inventory.item(id: id))
  }

  @Test(arguments: Backend.all)
  func anExtraBarcodeFindsItsItemAndSaysHowManyUnitsAScanCounts(backend: Backend) throws {
    let store = try backend.open()
    let beans = try Self.beansWithACase(store)
    let id = try #require(beans.id)
    let inventory = store.inventory

    let byCase = try #require(try inventory.match(for: try Self.code(Self.beansCase)))
    #expect(byCase.item == beans && !byCase.isMainBarcode && byCase.unitsPerScan == 12)
    #expect(byCase.barcode == ItemBarcode(code: Self.beansCase, key: "00012345678905", unitsPerScan: 12, label: "case"))
    let byMain = try #require(try inventory.match(for: try Self.code(Self.beans)))
    #expect(byMain.isMainBarcode && byMain.unitsPerScan == 1 && byMain.item == beans)
    #expect(try inventory.match(for: try Self.code(Self.tea)) == nil)
    // Any form of the case's code finds the item: its UPC-A form, through item(for:) and findItem.
    #expect(try inventory.item(for: try Self.code("012345678905")) == beans)
    #expect(try inventory.findItem("012345678905") == beans)
    #expect(try inventory.barcodes(ofItem: id) == [byCase.barcode])
    #expect(try inventory.barcodes(ofItems: [id, id + 1]) == [id: [byCase.barcode]])

    let changed = try inventory.setUnitsPerScan(6, label: nil, forBarcode: try Self.code(Self.beansCase), ofItem: id)
    #expect(changed.unitsPerScan == 6 && changed.label == "case")
    #expect(try inventory.match(for: try Self.code(Self.beansCase))?.unitsPerScan == 6)
  }

  @Test(arguments: Backend.all)
  func scanningACaseAddsItsUnitsAndRemoveModeTakesThemOut(backend: Backend) throws {
    let store = try backend.open()
    let beans = try Self.beansWithACase(store)

    let added = try store.inventory.recordScan(ScanRequest(Self.beansCase, source: .usbScanner))
    guard case .applied(let change, _) = added else { throw Unexpected(added) }
    #expect(change.from == 4 && change.to == 16)
    #expect(added.text() == "Coffee beans 4 -> 16 (+12, case of 12)")
    let twoCases = try store.inventory.recordScan(ScanRequest(Self.beansCase, source: .cli, quantity: 2))
    guard case .applied(let more, _) = twoCases else { throw Unexpected(twoCases) }
    #expect(more.to == 40)
    let out = try store.inventory.recordScan(ScanRequest(Self.beansCase, source: .camera, mode: .remove))
    #expect(out.text() == "Coffee beans 40 -> 28 (-12, case of 12)")
    // The main barcode still counts one.
    #expect(try store.inventory.recordScan(ScanRequest(Self.beans, source: .camera)).text() == "Coffee beans 28 -> 29")
    #expect(try store.inventory.scans().map(\.detail)[1] == "Coffee beans 40 -> 28 (-12, case of 12)")
    #expect(try store.inventory.movements(itemID: beans.id).map(\.delta) == [1, -12, 24, 12, 4])
  }

  @Test(arguments: Backend.all)
  func anOfferForACaseOffersItsUnitsAndTheAnswerAppliesThem(backend: Backend) throws {
    let store = try backend.open()
    let beans = try Self.beansWithACase(store)
    let offered = try store.inventory.recordScan(ScanRequest(Self.beansCase, source: .camera, policy: .ask))
    guard case .offered(_, let code, let scanID) = offered else { throw Unexpected(offered) }
    #expect(try store.inventory.scans().first?.detail == "Coffee beans: +12 waiting for an answer")
    let answered = try store.inventory.answerOffer(
      scanIDs: [scanID], itemID: try #require(beans.id), code: code, delta: 12, source: .camera)
    #expect(answered.text() == "Coffee beans 4 -> 16 (+12, case of 12)")
    #expect(try store.inventory.scans().first?.outcome == .incremented)
  }

  @Test(arguments: Backend.all)
  func aScanPastTheLimitsIsARefusalKeptInHistoryNeverATrap(backend: Backend) throws {
    let store = try backend.open()
    let pallet = try store.add("Screws", barcode: Self.tea, quantity: 10)
    let id = try #require(pallet.id)
    try store.inventory.addBarcode(
      try Self.code(Self.other), unitsPerScan: StockLimits.maximumQuantity, label: "silo", toItem: id)

    let over = try store.inventory.recordScan(ScanRequest(Self.other, source: .cli))
    guard case .overMaximum(_, _, let delta) = over else { throw Unexpected(over) }
    #expect(delta == StockLimits.maximumQuantity)
    // A billion scans of a billion units: 10^18 units, refused as passing the maximum.
    let huge = try store.inventory.recordScan(
      ScanRequest(Self.other, source: .cli, quantity: StockLimits.maximumQuantity))
    guard case .overMaximum(_, _, let hugeDelta) = huge else { throw Unexpected(huge) }
    #expect(hugeDelta == 1_000_000_000_000_000_000)
    let takeOut = try store.inventory.recordScan(ScanRequest(Self.other, source: .cli, mode: .remove, quantity: 5))
    guard case .insufficientStock(let item, _, let requested) = takeOut else { throw Unexpected(takeOut) }
    #expect(requested == 5_000_000_000 && item.quantity == 10)
    #expect(try store.inventory.item(id: id)?.quantity == 10)
    #expect(try store.inventory.scans().map(\.outcome) == [.refused, .refused, .refused])
    #expect(try store.inventory.integrityProblems().isEmpty)
  }

  @Test(arguments: Backend.all)
  func aCodeBelongsToOneItemAsItsMainBarcodeOrAnExtraOne(backend: Backend) throws {
    let store = try backend.open()
    let inventory = store.inventory
    let beansID = try #require(try Self.beansWithACase(store).id)
    let teaID = try #require(try store.add("Tea", barcode: Self.tea).id)
    func item(_ id: Int64) throws -> Item { try #require(try inventory.item(id: id)) }
    let caseBarcode = try #require(try inventory.barcodes(ofItem: beansID).first)

    // An extra barcode that is another item's main or extra barcode, or this item's own, is refused.
    #expect(throws: ItemBarcodeError.codeTaken(code: Self.beans, owner: try item(beansID), extra: nil)) {
      try inventory.addBarcode(try Self.code(Self.beans), toItem: teaID)
    }
    #expect(throws: ItemBarcodeError.codeTaken(code: "012345678905", owner: try item(beansID), extra: caseBarcode)) {
      try inventory.addBarcode(try Self.code("012345678905"), toItem: teaID)
    }
    #expect(throws: ItemBarcodeError.codeTaken(code: Self.tea, owner: try item(teaID), extra: nil)) {
      try inventory.addBarcode(try Self.code(Self.tea), toItem: teaID)
    }
    // A main barcode that is another item's extra one is a duplicate, as a main barcode is.
    #expect(throws: InventoryError.duplicateBarcode(try Self.code(Self.beansCase), existing: try item(beansID))) {
      try inventory.addItem(ItemDraft(name: "Beans again", barcode: Self.beansCase))
    }
    #expect(throws: InventoryError.duplicateBarcode(try Self.code("012345678905"), existing: try item(beansID))) {
      try inventory.updateItem(id: teaID, with: ItemDraft(name: "Tea", barcode: "012345678905"))
    }
    #expect(throws: ItemBarcodeError.self) {
      try inventory.updateItem(id: beansID, with: ItemDraft(name: "Coffee beans", barcode: Self.beansCase))
    }
    // Units and labels out of range.
    for units in [0, -3, StockLimits.maximumQuantity + 1] {
      #expect(throws: ItemBarcodeError.unitsOutOfRange(units)) {
        try inventory.addBarcode(try Self.code(Self.other), unitsPerScan: units, label: "", toItem: teaID)
      }
    }
    #expect(throws: ItemBarcodeError.self) {
      try inventory.addBarcode(try Self.code(Self.other), unitsPerScan: 2, label: "two\nlines", toItem: teaID)
    }
    #expect(throws: ItemBarcodeError.labelTooLong(String(repeating: "x", count: 41))) {
      try inventory.addBarcode(
        try Self.code(Self.other), unitsPerScan: 2, label: String(repeating: "x", count: 41), toItem: teaID)
    }
    // Removing: only an item's own extra barcode.
    #expect(throws: ItemBarcodeError.isMainBarcode(code: Self.beans, item: try item(beansID))) {
      try inventory.removeBarcode(try Self.code(Self.beans), fromItem: beansID)
    }
    #expect(throws: ItemBarcodeError.notOnItem(code: Self.beansCase, item: try item(teaID))) {
      try inventory.removeBarcode(try Self.code(Self.beansCase), fromItem: teaID)
    }
    #expect(throws: ItemBarcodeError.notOnItem(code: Self.other, item: try item(beansID))) {
      try inventory.setUnitsPerScan(2, label: nil, forBarcode: try Self.code(Self.other), ofItem: beansID)
    }
    // Nothing refused changed anything; once removed, the code is free for another item.
    #expect(try inventory.barcodes(ofItem: teaID).isEmpty && inventory.barcodes(ofItem: beansID) == [caseBarcode])
    try inventory.removeBarcode(try Self.code("012345678905"), fromItem: beansID)
    try inventory.addBarcode(try Self.code(Self.beansCase), unitsPerScan: 24, label: "", toItem: teaID)
    #expect(try inventory.match(for: try Self.code(Self.beansCase))?.item.name == "Tea")
    #expect(try inventory.integrityProblems().isEmpty)
  }

  @Test(arguments: Backend.all)
  func searchFindsAnItemByAnExtraBarcodeOrItsBeginning(backend: Backend) throws {
    let store = try backend.open()
    let drinks = try store.inventory.addCategory(named: "Drinks")
    let beans = try Self.beansWithACase(store)
    let id = try #require(beans.id)
    try store.add("Tea", barcode: Self.tea, category: drinks.id)
    func found(_ search: String) throws -> [String] {
      try store.inventory.items(matching: ItemQuery(search: search), limit: -1, offset: 0).map(\.name)
    }

    #expect(try found(Self.beansCase) == ["Coffee beans"])
    #expect(try found("0012345") == ["Coffee beans"])
    #expect(try store.inventory.count(matching: ItemQuery(search: "0012345")) == 1)
    // Editing the item (name, category) keeps its extra barcodes searchable.
    try store.inventory.updateItem(
      id: id, with: ItemDraft(name: "Beans", barcode: Self.beans, quantity: "4", categoryID: drinks.id))
    try store.inventory.renameCategory("Drinks", to: "Pantry")
    #expect(try found("0012345") == ["Beans"])
    #expect(try found("pantry 0012345") == ["Beans"])
    // A removed code no longer finds it.
    try store.inventory.removeBarcode(try Self.code(Self.beansCase), fromItem: id)
    #expect(try found("0012345").isEmpty)
    #expect(try found(Self.beans) == ["Beans"])
  }

  @Test(arguments: Backend.all)
  func deletingAnItemTakesItsExtraBarcodesAndUndoingItBringsThemBack(backend: Backend) throws {
    let store = try backend.open()
    let beans = try Self.beansWithACase(store)
    let id = try #require(beans.id)
    let barcodes = try store.inventory.barcodes(ofItem: id)

    try store.inventory.deleteItem(id: id)
    #expect(try store.inventory.match(for: try Self.code(Self.beansCase)) == nil)
    #expect(try store.inventory.barcodes(ofItem: id).isEmpty)
    #expect(try store.inventory.items(matching: ItemQuery(search: "0012345"), limit: -1, offset: 0).isEmpty)

    try store.inventory.undo()
    #expect(try store.inventory.barcodes(ofItem: id) == barcodes)
    #expect(try store.inventory.match(for: try Self.code(Self.beansCase))?.item.id == id)
    #expect(try store.inventory.items(matching: ItemQuery(search: "0012345"), limit: -1, offset: 0).map(\.id) == [id])

    // Deleted again, and its case code given to another item meanwhile (at another station): the undo is
    // refused, naming that item.
    try store.inventory.redo()
    let backRoom = try store.station("back room")
    let tea = try backRoom.addItem(ItemDraft(name: "Tea", barcode: Self.tea))
    try backRoom.addBarcode(try Self.code(Self.beansCase), unitsPerScan: 1, label: "", toItem: try #require(tea.id))
    #expect(throws: UndoError.barcodeTaken(name: "Coffee beans", barcode: Self.beansCase, by: "Tea")) {
      try store.inventory.undo()
    }
    #expect(try store.inventory.item(id: id) == nil)
  }

  @Test(arguments: Backend.all)
  func extraBarcodesExportAsOnSQLiteAndImportBack(backend: Backend) throws {
    func load(_ store: Store) throws {
      _ = try Self.beansWithACase(store)
      let tea = try store.add("Tea", barcode: Self.tea, quantity: 2)
      try store.inventory.addBarcode(
        try Self.code("SHELF 7:*"), unitsPerScan: 6, label: "box of six", toItem: try #require(tea.id))
      try store.inventory.addBarcode(
        try Self.code(Self.other), unitsPerScan: 1, label: "", toItem: try #require(tea.id))
    }
    let reference = try Backend.sqlite.open()
    try load(reference)
    let store = try backend.open()
    try load(store)

    let exported = try Self.exportText(store.inventory)
    // Times aside (each store's items were added now), the same bytes as on SQLite.
    func withoutTimes(_ csv: String) -> String {
      csv.replacing(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/, with: "T")
    }
    #expect(withoutTimes(exported) == withoutTimes(try Self.exportText(reference.inventory)))
    let lines = exported.split(separator: "\r\n").map(String.init)
    #expect(lines.first?.hasSuffix(",updated,other_barcodes") == true)
    #expect(lines[1].hasSuffix(",0012345678905*12:case"))
    #expect(lines[2].hasSuffix(",SHELF%207%3A%2A*6:box%20of%20six 8712345678906"))

    // Imported into an empty inventory, it exports as the same bytes, and the codes work.
    let copy = try backend.open()
    try copy.inventory.importItems(try ItemCSVReader.read(data: Data(exported.utf8)))
    #expect(try Self.exportText(copy.inventory) == exported)
    #expect(try copy.inventory.match(for: try Self.code("SHELF 7:*"))?.unitsPerScan == 6)
    #expect(
      try copy.inventory.recordScan(ScanRequest(Self.beansCase, source: .cli)).text()
        == "Coffee beans 4 -> 16 (+12, case of 12)")
  }

  @Test(arguments: Backend.all)
  func anImportUpdatesExtraBarcodesOnlyWhenItsFileHasTheColumn(backend: Backend) throws {
    let store = try backend.open()
    let id = try #require(try Self.beansWithACase(store).id)
    try store.add("Tea", barcode: Self.tea)
    func importing(_ text: String) throws -> ImportSummary {
      try store.inventory.importItems(try ItemCSVReader.read(data: Data(text.utf8)), onDuplicate: .update)
    }

    // An older file without the column leaves them as they are.
    #expect(try importing("barcode,quantity\n\(Self.beans),5\n").updated == 1)
    #expect(try store.inventory.barcodes(ofItem: id).map(\.code) == [Self.beansCase])
    // With the column, the file's list replaces the item's: a code may even move to the main barcode.
    _ = try importing("id,barcode,other_barcodes\n\(id),\(Self.beansCase),\(Self.beans)*2:old\n")
    #expect(try store.inventory.item(id: id)?.barcode == Self.beansCase)
    #expect(
      try store.inventory.barcodes(ofItem: id)
        == [ItemBarcode(code: Self.beans, key: "0" + Self.beans, unitsPerScan: 2, label: "old")])
    // An empty cell clears them.
    _ = try importing("id,other_barcodes\n\(id),\n")
    #expect(try store.inventory.barcodes(ofItem: id).isEmpty)
    #expect(try store.inventory.integrityProblems().isEmpty)
  }

  @Test(arguments: Backend.all)
  func anImportGivingAnItemAnotherItemsCodeIsRefusedByLineAndChangesNothing(backend: Backend) throws {
    let store = try backend.open()
    _ = try Self.beansWithACase(store)
    try store.add("Tea", barcode: Self.tea)
    let before = try Self.exportText(store.inventory)

    // A new item whose extra barcode is Tea's, and one whose barcode is the beans' case.
    let csv = try ItemCSVReader.read(
      data: Data(
        "name,barcode,other_barcodes\nSugar,,\(Self.tea)*10\nFlour,\(Self.other),\nMore beans,\(Self.beansCase),\n"
          .utf8))
    let error = #expect(throws: ImportRefused.self) { try store.inventory.importItems(csv, onDuplicate: .skip) }
    #expect(error?.problems.map(\.line) == [2, 4])
    #expect(error?.problems.first?.message.contains("already the main barcode of \"Tea\"") == true)
    #expect(error?.problems.last?.message.contains("as an extra barcode") == true)
    #expect(try Self.exportText(store.inventory) == before)
  }
}
