import App
import CodeRendering
import InventoryCore
import Labelling

/// Which items `stockroom labels` prints; what each label says and how many are shared with the app
/// (`ItemLabeller`).
extension LabelsCommand {
  /// The labels for the chosen items; items without a barcode get in-store codes first (--without-barcode)
  /// or are left out, and named.
  func labels(service: any Inventory, layout: LabelLayout) throws -> [ItemLabel] {
    var chosen = try chosenItems(service)
    guard !chosen.isEmpty else {
      throw CommandFailure(
        message: withoutBarcode ? "no item without a barcode matches" : "no item matches", status: ExitStatus.notFound)
    }
    let labeller = try ItemLabeller(
      service: service, copies: copies, asQR: qr,
      currency: try self.currency ?? SettingsStore(service: service).load().currency)
    if withoutBarcode {
      // The sheet is tried with the next in-store code first: a layout or label too small for an EAN-13 is
      // refused before any item is changed.
      chosen = try refusingLabels {
        try labeller.givingInStoreCodes(to: chosen, service: service) { trial in
          _ = try refused { () throws(LabelSheetError) in try makeSheet(trial, layout: layout) }
        }
      }
      let given = chosen.map { "\"\($0.name.terminalSafe)\" \($0.barcode?.terminalSafe ?? "")" }
      print("gave \(Self.count(chosen.count, "item")) in-store barcodes: \(given.joined(separator: ", "))")
    }
    let missing = chosen.filter { $0.barcode == nil }
    if !missing.isEmpty {
      let names = missing.map { "\"\($0.name.terminalSafe)\"" }.joined(separator: ", ")
      printError(
        "stockroom: left out \(Self.count(missing.count, "item")) without a barcode (--without-barcode gives them "
          + "in-store codes): \(names)")
    }
    let labels = try refusingLabels { try labeller.labels(for: chosen) }
    guard !labels.isEmpty else {
      let why = copies == .stock ? "the items have no stock (--copies stock)" : "no item has a barcode"
      throw CommandFailure(message: "no labels to print: \(why)", status: ExitStatus.notFound)
    }
    return labels
  }

  /// Too many labels or a barcode no code can hold are refused input (status 65), in the labeller's words.
  func refusingLabels<Value>(_ body: () throws -> Value) throws -> Value {
    do { return try body() } catch let error as LabellingError {
      throw CommandFailure(message: error.description, status: ExitStatus.invalidInput)
    }
  }

  /// ITEM arguments first, then the items the options match (in name order), each once; then only those without
  /// a barcode with --without-barcode (every item when nothing else chooses).
  func chosenItems(_ service: any Inventory) throws -> [Item] {
    let filtered = all || category != nil || search != nil || lowStock
    guard filtered || !items.isEmpty || withoutBarcode else {
      throw CommandFailure(
        message: "say which items: ITEM..., --all, --category, --search, --low-stock or --without-barcode",
        status: ExitStatus.usage)
    }
    var found = try items.map { try service.findItem($0) }
    if filtered || items.isEmpty { found += try service.items(matching: try query(service)) }
    var seen = Set<Int64>()
    let unique = found.filter { seen.insert($0.id ?? -1).inserted }
    return withoutBarcode ? unique.filter { $0.barcode == nil } : unique
  }

  func query(_ service: any Inventory) throws -> ItemQuery {
    var query = ItemQuery(search: search ?? "")
    query.lowStockOnly = lowStock
    if let category { query.category = try .named(category, in: service) }
    return query
  }
}
