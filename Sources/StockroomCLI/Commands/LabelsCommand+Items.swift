import App
import CodeRendering
import InventoryCore
import InventoryStore

/// Which items `stockroom labels` prints, in what order, how many times, and what each label says.
extension LabelsCommand {
  /// The labels for the chosen items; items without a barcode get in-store codes first (--without-barcode)
  /// or are left out, and named.
  func labels(service: InventoryService, layout: LabelLayout) throws -> [ItemLabel] {
    var chosen = try chosenItems(service)
    guard !chosen.isEmpty else {
      throw CommandFailure(
        message: withoutBarcode ? "no item without a barcode matches" : "no item matches", status: ExitStatus.notFound)
    }
    let output = try ItemOutput(service: service)
    let currency = try self.currency ?? SettingsStore(service: service).load().currency
    if withoutBarcode {
      // The sheet is tried with the next in-store code first: a layout or label too small for an EAN-13 is
      // refused before any item is changed.
      let next = try service.nextInStoreCode().text
      let trial = try labels(for: chosen, output: output, currency: currency) { _ in next }
      _ = try refused { () throws(LabelSheetError) in try makeSheet(trial, layout: layout) }
      chosen = try service.assignInStoreBarcodes(itemIDs: chosen.map { try $0.storedID() })
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
    let labels = try labels(for: chosen, output: output, currency: currency) { $0.barcode }
    guard !labels.isEmpty else {
      let why = copies == .stock ? "the items have no stock (--copies stock)" : "no item has a barcode"
      throw CommandFailure(message: "no labels to print: \(why)", status: ExitStatus.notFound)
    }
    return labels
  }

  /// ITEM arguments first, then the items the options match (in name order), each once; then only those without
  /// a barcode with --without-barcode (every item when nothing else chooses).
  func chosenItems(_ service: InventoryService) throws -> [Item] {
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

  func query(_ service: InventoryService) throws -> ItemQuery {
    var query = ItemQuery(search: search ?? "")
    query.lowStockOnly = lowStock
    if let category { query.category = try .named(category, in: service) }
    return query
  }

  /// `copies` labels for each item with a code, at most `LabelCopies.maximumLabels` in all.
  func labels(
    for items: [Item], output: ItemOutput, currency: String, code: (Item) -> String?
  ) throws -> [ItemLabel] {
    var labels: [ItemLabel] = []
    for item in items {
      guard let barcode = code(item) else { continue }
      let count = copies.count(for: item)
      guard count <= LabelCopies.maximumLabels - labels.count else {
        let total = items.reduce(0) { sum, item in
          let (next, overflow) = sum.addingReportingOverflow(copies.count(for: item))
          return overflow ? Int.max : next
        }
        throw CommandFailure(
          message: "\(StockLimits.groupedDigits(total)) labels are more than the "
            + "\(StockLimits.groupedDigits(LabelCopies.maximumLabels)) one run prints: choose fewer items or copies",
          status: ExitStatus.invalidInput)
      }
      let content: CodeContent
      do { content = try LabelCode.content(forBarcode: barcode, asQR: qr) } catch {
        throw CommandFailure(
          message: "\"\(item.name.terminalSafe)\": its barcode cannot be printed: \(error.description)",
          status: ExitStatus.invalidInput)
      }
      let label = ItemLabel(
        code: content, name: item.name, price: item.price.map { PriceText.format($0, currency: currency) },
        category: output.categoryName(item))
      labels += Array(repeating: label, count: count)
    }
    return labels
  }
}
