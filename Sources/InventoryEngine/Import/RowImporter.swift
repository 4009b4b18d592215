import InventoryCore

/// Importing a validated CSV row by row, decided once for every store over its `ImportStorage`: each row is
/// matched to an existing item (by id, then barcode, then name; see `DuplicatePolicy`) and merged into it, or
/// creates one. Every row the inventory refuses is collected with its line, and then nothing is applied (the
/// store rolls its transaction back).
public struct RowImporter<Storage: ImportStorage> {
  public private(set) var storage: Storage
  public let csv: ItemCSVImport
  public let policy: DuplicatePolicy
  public private(set) var summary = ImportSummary()
  private var categories = ImportCategories()
  /// The inventory had no items when the import began: no row can match an item that existed before (the
  /// reader has already refused files with a barcode or id twice), so rows need no look-up.
  public let startedEmpty: Bool
  /// Items this import created: a later row is never matched to them by name (two rows, two items).
  private var createdIDs: Set<Int64> = []

  public init(storage: Storage, csv: ItemCSVImport, policy: DuplicatePolicy) throws {
    self.storage = storage
    self.csv = csv
    self.policy = policy
    startedEmpty = try !storage.hasItems()
  }

  /// Imports the whole file: into an inventory that started empty by `createAll` when the store can create every
  /// row together (it returns nil when it cannot: a file too small to be worth it, a store without the means),
  /// else row by row (`applyAll`); then `finishing` (the store's own last step, before progress says done). The
  /// summary carries the file's warnings and says whether it was a dry run.
  public mutating func importAll(
    dryRun: Bool, progress: ((Double) -> Void)?, finishing: () throws -> Void = {},
    createAll: () throws -> ImportSummary?
  ) throws -> ImportSummary {
    var result: ImportSummary
    if startedEmpty, let created = try createAll() {
      result = created
    } else {
      try applyAll(progress: progress)
      result = summary
    }
    try finishing()
    progress?(1)
    result.warnings = csv.warnings
    result.dryRun = dryRun
    return result
  }

  /// Applies every row, collecting each one's problem; throws `ImportRefused` with all of them.
  public mutating func applyAll(progress: ((Double) -> Void)?) throws {
    var problems: [CSVProblem] = []
    var index = 0
    try csv.forEachRow { row in
      defer { index += 1 }
      do { try apply(row) } catch let problem as ImportRowProblem {
        problems.append(CSVProblem(line: row.line, message: problem.message))
      } catch let error as InventoryError {
        problems.append(CSVProblem(line: row.line, message: error.description))
      } catch let error as LocationError {
        // The default location holds less than the row takes: the rest is placed elsewhere.
        problems.append(CSVProblem(line: row.line, message: error.description))
      } catch {
        switch storage.refusal(in: error) {
        case .refused(let message, let endsImport):
          // The database's own checks are a backstop behind the ones here; still name the line.
          problems.append(CSVProblem(line: row.line, message: "the database refused this row (\(message))"))
          if endsImport { throw ImportRefused(problems: problems) }
        case .afterRefusal where !problems.isEmpty:
          throw ImportRefused(problems: problems)
        case .afterRefusal, nil:
          throw error
        }
      }
      if let progress, index % 1000 == 999 { progress(Double(index + 1) / Double(csv.rowCount)) }
    }
    if !problems.isEmpty { throw ImportRefused(problems: problems) }
    summary.categoriesCreated = categories.created
  }

  private mutating func apply(_ row: ItemCSVRow) throws {
    if let existing = try existingItem(for: row), let id = existing.id {
      try merge(row, into: existing, id: id)
    } else {
      try create(row)
    }
  }

  /// By id, then barcode, then (for rows with neither) name: see `DuplicatePolicy`.
  private func existingItem(for row: ItemCSVRow) throws -> Item? {
    if startedEmpty { return nil }
    if let id = row.id, let item = try storage.item(id: id) { return item }
    if let code = row.barcode {
      guard let match = try storage.match(for: code) else { return nil }
      // A row is matched by its item's main barcode; another item's extra barcode is not this row's item.
      guard match.isMainBarcode else { throw ImportRowProblem.barcodeTaken(code, by: match) }
      return try storage.itemToChange(match)
    }
    guard row.id == nil, let name = row.name else { return nil }
    return try storage.barcodelessItems(sortKey: Item.sortKey(for: name))
      .first { $0.id.map { !createdIDs.contains($0) } ?? false }
  }

  private mutating func create(_ row: ItemCSVRow) throws {
    guard let name = row.name else {
      throw InventoryError.itemNotFound(
        row.barcode.map { "barcode \($0.text) (and the row has no name to create an item with)" }
          ?? row.id.map { "id \($0) (and the row has no name to create an item with)" }
          ?? "this row (it has no name)")
    }
    let valid = ItemDraft.Valid(
      name: name, barcode: row.barcode, quantity: row.quantity ?? 0, price: row.price,
      categoryID: try categories.id(named: row.categoryName, in: storage), minimumQuantity: row.minimumQuantity ?? 0,
      targetQuantity: row.targetQuantity, notes: row.notes ?? "")
    // existingItem(for:) has just looked the barcode up, and the category was found or made above.
    let id = try storage.insertItem(
      valid, preferredID: row.id, createdAt: row.createdAt?.epochMilliseconds,
      updatedAt: row.updatedAt?.epochMilliseconds)
    try replaceBarcodes(of: id, with: row)
    try writeFieldValues(of: id, categoryID: valid.categoryID, from: row)
    createdIDs.insert(id)
    summary.added += 1
  }

  /// Gives item `id` the row's extra barcodes in place of its own, when the file has the column (an empty
  /// cell removes them). A code another item has is refused with the column's name.
  private func replaceBarcodes(of id: Int64, with row: ItemCSVRow) throws {
    guard csv.contains(.otherBarcodes) else { return }
    try storage.removeExtraBarcodes(of: id)
    do { try storage.insertExtraBarcodes(row.otherBarcodes, itemID: id) } catch let error as ItemBarcodeError {
      throw ImportRowProblem(.otherBarcodes, error.description)
    }
  }

  /// Sets the item's value of every field the file has a column of (an empty cell clears it). A value of a
  /// field for another category's items is refused with the field's name.
  private func writeFieldValues(of id: Int64, categoryID: Int64?, from row: ItemCSVRow) throws {
    for field in csv.fields {
      let value = row.fieldValues[field.id]
      if value != nil, !field.applies(toCategory: categoryID) {
        throw ImportRowProblem(field: field, "this item is not in the category the field is for")
      }
      try storage.writeFieldValue(itemID: id, fieldID: field.id, value: value)
    }
  }

  private mutating func merge(_ row: ItemCSVRow, into existing: Item, id: Int64) throws {
    switch policy {
    case .skip:
      summary.skipped += 1
    case .add:
      if let quantity = row.quantity, quantity > 0 {
        if existing.storedValueProblems.contains(where: { $0.field == .quantity }) {
          throw ImportRowProblem.quantityOutOfRange(existing)
        }
        guard let total = StockLimits.quantity(existing.quantity, adding: quantity) else {
          throw ImportRowProblem(
            .quantity,
            "adding \(quantity) to \"\(existing.name)\" (id \(id), \(existing.quantity) in stock) would pass the "
              + "maximum of \(StockLimits.maximumQuantityText)")
        }
        try changeStock(of: existing, id: id, by: quantity)
        try storage.touchItem(id: id)
        var after = existing
        after.quantity = total
        try crossAlerts(from: existing, to: after)
      }
      summary.restocked += 1
    case .update:
      try update(existing, id: id, from: row)
      summary.updated += 1
    }
  }

  /// Overwrites the columns the file has (an empty cell clears an optional value); the quantity is set
  /// through a movement, so history shows the import.
  private mutating func update(_ existing: Item, id: Int64, from row: ItemCSVRow) throws {
    var item = existing
    if csv.contains(.name), let name = row.name { item.name = name }
    // The file's extra barcodes replace the item's before its barcode changes: one of them may become it.
    if csv.contains(.otherBarcodes) { try storage.removeExtraBarcodes(of: id) }
    var barcode = ImportedBarcode.kept
    if csv.contains(.barcode) {
      if let code = row.barcode, let owner = try storage.match(for: code), owner.item.id != id || !owner.isMainBarcode {
        throw owner.item.id == id
          ? ImportRowProblem(.barcode, "\(code.text) is an extra barcode of this item already (id \(id))")
          : ImportRowProblem.barcodeTaken(code, by: owner, notTo: id)
      }
      item.barcode = row.barcode?.text
      barcode = .replaced(by: row.barcode)
    }
    if csv.contains(.category) { item.categoryID = try categories.id(named: row.categoryName, in: storage) }
    if csv.contains(.minimum) { item.minimumQuantity = row.minimumQuantity ?? 0 }
    if csv.contains(.target) { item.targetQuantity = row.targetQuantity }
    if csv.contains(.price) { item.price = row.price }
    if csv.contains(.notes) { item.notes = row.notes ?? "" }
    try storage.updateItem(item, id: id, barcode: barcode)
    try replaceBarcodes(of: id, with: row)
    try writeFieldValues(of: id, categoryID: item.categoryID, from: row)
    guard csv.contains(.quantity), let quantity = row.quantity else { return try crossAlerts(from: existing, to: item) }
    if existing.storedValueProblems.contains(where: { $0.field == .quantity }) {
      try storage.repairQuantity(of: existing, to: quantity)
      return  // a repaired value crosses nothing: the stored one was not a level
    } else if quantity != existing.quantity {
      // Both within the limits (the reader checked the file's, and the stored one has no problem): no overflow.
      try changeStock(of: item, id: id, by: quantity - existing.quantity)
    }
    item.quantity = quantity
    try crossAlerts(from: existing, to: item)
  }

  /// A row's change of stock or minimum raises or ends alerts as every stock write's does.
  private func crossAlerts(from before: Item, to after: Item) throws {
    try StockAlertRule(storage: storage.alerts).apply(before: before, after: after, time: storage.time)
  }

  /// A change as any other: a removal takes first-expiry-first-out, an addition is stock without a lot; both at
  /// the default location. `item` is as the row leaves it (its movements bear its new name).
  private func changeStock(of item: Item, id: Int64, by delta: Int) throws {
    _ = try StockLedger(storage: storage.stock).appendMovements(
      changing: item, itemID: id, by: delta, reason: .import, source: .import, time: storage.time, at: nil, lot: nil)
  }
}
