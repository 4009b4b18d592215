import ArgumentParser
import InventoryCore
import SQLiteStore

struct ItemsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "items", abstract: "List, add, edit and remove items.",
    subcommands: [
      List.self, Show.self, Add.self, Edit.self, Remove.self, Barcodes.self, AddBarcode.self, RemoveBarcode.self,
      SetField.self,
    ], defaultSubcommand: List.self)

  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List items (all, or filtered).")
    @OptionGroup var global: GlobalOptions
    @Option(help: "Only items in this category (\"none\" for uncategorised).") var category: String?
    @Flag(help: "Only items below their minimum quantity.") var lowStock = false
    @Option(help: "Full-text search: every word must start a word of the name, barcode, notes or category.")
    var search: String?
    @Option(help: "Sort by: \(ItemQuery.SortColumn.allCases.map(\.rawValue).joined(separator: ", ")).")
    var sort: ItemQuery.SortColumn = .name
    @Flag(help: "Sort in descending order.") var descending = false
    @Flag(help: "Print JSON instead of a table.") var json = false
    @Option(help: "Only items with stock at this location or below it (id, code, path or name).")
    var location: String?
    @Flag(help: "With --location: only stock at that location itself, not at the locations below it.")
    var onlyHere = false
    @Option(
      name: .customLong("where"),
      help: ArgumentHelp(
        "Only items whose custom field meets this: Field=value, or for a number or date Field<value, <=, >, >=.",
        discussion: "Repeatable: every one must hold. An item compares the value it shows (its own or the default)."))
    var conditions: [String] = []
    @Option(help: "Show this custom field's values as a column (repeatable).") var fieldColumn: [String] = []
    @Option(help: "Sort by this custom field's values instead (items without a value of their own last).")
    var sortField: String?

    func validate() throws {
      guard location != nil || !onlyHere else { throw ValidationError("--only-here needs --location") }
    }

    func run() throws {
      try reportingFailures {
        let service = try global.openInventory(for: .reading)
        var query = ItemQuery(search: search ?? "", sort: sort, ascending: !descending)
        query.lowStockOnly = lowStock
        if let category { query.category = try .named(category, in: service) }
        if let location {
          let tree = try global.openLocations(for: .reading).locationTree()
          query.location = tree.filter(at: try tree.find(location), withSublocations: !onlyHere)
        }
        var columns: [ItemOutput.Column] = []
        if !conditions.isEmpty || !fieldColumn.isEmpty || sortField != nil {
          let fields = try global.openFields(for: .reading)
          let defined = try fields.customFields()
          query.fieldFilters = try conditions.map { try CustomFieldFilter.parse($0, fields: defined) }
          columns = try fieldColumn.map { try ItemsCommand.column(showing: $0, of: defined, from: fields) }
          query.sortField = try sortField.map { try ItemsCommand.field(named: $0, in: defined) }
        }
        let items = try service.items(matching: query)
        let output = try ItemOutput(service: service)
        if json {
          try output.printJSON(items)
        } else if !items.isEmpty {
          print(try output.table(items, extraColumns: columns))
        }
        for item in items { DamageWarnings.print(item) }
      }
    }
  }

  struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Show one item and its recent stock movements.")
    @OptionGroup var global: GlobalOptions
    @Argument(help: "The item: its id, barcode (any form) or exact name.") var item: String
    @Flag(help: "Print JSON.") var json = false

    func run() throws {
      try reportingFailures {
        let service = try global.openInventory(for: .reading)
        let item = try service.findItem(item)
        let output = try ItemOutput(service: service)
        DamageWarnings.print(item)
        let window = try item.id.flatMap { try (service as? any LotInventory)?.itemExpiryWindow(ofItem: $0) }
        if json {
          var shown = try output.jsonWithBarcodes(item)
          shown.expiryWindowDays = window
          return try JSONOutput.print(shown)
        }
        let extras = try item.id.map { try service.barcodes(ofItem: $0) } ?? []
        let fields: [(String, String)] = [
          ("id", String(item.id ?? 0)), ("name", item.name.terminalSafe),
          ("barcode", item.barcode?.terminalSafe ?? "-"),
          ("category", output.categoryName(item)?.terminalSafe ?? "-"),
          ("quantity", "\(item.quantity)\(item.isLowStock ? "  (low: order \(item.reorderQuantity))" : "")"),
          ("minimum", String(item.minimumQuantity)), ("target", item.targetQuantity.map(String.init) ?? "-"),
          ("price", item.price?.description ?? "-"),
          ("expiry", window.map { "due \($0) days before (its own window)" } ?? "-  (the global window)"),
          ("notes", Self.shownNotes(item.notes)),
          ("created", Timestamps.iso8601(item.createdAt)), ("updated", Timestamps.iso8601(item.updatedAt)),
          ("counted", item.lastCountedAt.map(Timestamps.iso8601) ?? "never"),
        ]
        for (label, value) in fields { print("\(label.padded(toColumns: 9)) \(value)") }
        let custom = try ItemsCommand.fieldLines(item, in: service)
        if !custom.isEmpty { print("\nfields:") }
        for (label, value) in custom { print("  \(label): \(value)") }
        if !extras.isEmpty { print("\nother barcodes:") }
        for extra in extras { print("  " + Barcodes.line(extra)) }
        // Where the stock is, once any of it sits somewhere other than the default location.
        let locations = try global.locations(of: service)
        let located = try item.id.map { try locations?.stock(ofItem: $0) ?? [] } ?? []
        if located.contains(where: { !$0.location.isDefault }) {
          print("\nwhere:")
          for stock in located { print("  \(stock.path.terminalSafe)  \(stock.quantity)") }
        }
        try printLots(of: item, in: service, locations: locations)
        let movements = try service.movements(itemID: item.id, limit: 10)
        if !movements.isEmpty { print("\nrecent stock movements:") }
        for movement in movements { print("  " + HistoryCommand.line(movement)) }
      }
    }

    /// Notes keep their line breaks and tabs, later lines indented under the first; other controls are
    /// escaped like everything else.
    static func shownNotes(_ notes: String) -> String {
      notes.terminalSafe(keeping: [.lineBreaks, .tabs]).replacingOccurrences(
        of: "\n", with: "\n" + String(repeating: " ", count: 10))
    }
  }

  /// Fields shared by `add` and `edit`; nil means "not given".
  struct ItemFields: ParsableArguments {
    @Option(help: "The item's name.") var name: String?
    @Option(help: "Its barcode (EAN/UPC/ISBN are check-digit validated; other codes are kept as given).")
    var barcode: String?
    @Option(help: "Quantity in stock.") var quantity: String?
    @Option(help: "Unit price, like 4.99.") var price: String?
    @Option(help: "Category name (created if new; \"none\" for no category).") var category: String?
    @Option(help: "Minimum quantity: below it the item is low on stock (0: never low).") var minimum: String?
    @Option(help: "Target quantity a reorder brings the stock up to.") var target: String?
    @Option(help: "Free-text notes.") var notes: String?
    @Option(
      help: ArgumentHelp(
        "How long before its lots' use-by date they are due: days (30d) or weeks (4w), up to "
          + "\(ExpiryWindow.maximumItemDays) days; none for the global window (stockroom expiring).",
        valueName: "days"))
    var expiryWindow: String?

    /// The item's own expiry window given (nil: not given; .some(nil): none), checked before anything is saved.
    func checkedExpiryWindow() throws -> Int?? {
      guard let expiryWindow else { return .none }
      return .some(try ExpiryWindow.itemDays(from: expiryWindow))
    }

    /// Sets the window given (`checkedExpiryWindow`) on the item saved as `id`.
    static func setExpiryWindow(_ window: Int??, ofItem id: Int64, in service: any Inventory) throws {
      guard case .some(let days) = window else { return }
      guard let lots = service as? any LotInventory else {
        throw ValidationError("this inventory keeps no lots: --expiry-window cannot be set")
      }
      try lots.setItemExpiryWindow(ofItem: id, days: days)
    }

    /// Applies the given fields to `draft`, creating a named category when it does not exist.
    func apply(to draft: inout ItemDraft, service: any Inventory) throws {
      if let name { draft.name = name }
      if let barcode { draft.barcode = barcode }
      if let quantity { draft.quantity = quantity }
      if let price { draft.price = price }
      if let minimum { draft.minimumQuantity = minimum }
      if let target { draft.targetQuantity = target }
      if let notes { draft.notes = notes }
      if let category {
        if category.isEmpty || category.lowercased() == "none" {
          draft.categoryID = nil
        } else {
          draft.categoryID = try (service.category(named: category) ?? service.addCategory(named: category)).id
        }
      }
    }
  }

  struct Add: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Add an item.",
      discussion:
        "A barcode that another item has (in any form: UPC-A, EAN-13, UPC-E ...) is refused, naming that item.")
    @OptionGroup var global: GlobalOptions
    @OptionGroup var fields: ItemFields
    @Flag(help: "Give the item a new in-store EAN-13 (prefix 20) when it has no barcode.") var inStoreBarcode = false
    @Flag(help: "Print the new item as JSON.") var json = false

    func validate() throws {
      guard fields.name != nil else { throw ValidationError("--name is required") }
    }

    func run() throws {
      try reportingFailures {
        let service = try global.openInventory()
        var draft = ItemDraft()
        try fields.apply(to: &draft, service: service)
        let window = try fields.checkedExpiryWindow()
        let added = try global.applyingOnce {
          var item = try service.addItem(draft, source: .cli)
          if inStoreBarcode, item.barcode == nil, let id = item.id {
            item = try service.assignInStoreBarcode(itemID: id)
          }
          if let id = item.id { try ItemFields.setExpiryWindow(window, ofItem: id, in: service) }
          return item
        }
        guard let item = added else { return }
        // What is printed is read from `item` (a new item has no extra barcodes yet) and its own category, best
        // effort: the item is added, and a read failing now must not report the command as failed.
        if json {
          var output = ItemOutput(service: service, categoryOf: item).json(item)
          output.otherBarcodes = []
          return try JSONOutput.print(output)
        }
        let barcode = item.barcode.map { ", barcode \($0.terminalSafe)" } ?? ""
        print("added \(item.name.terminalSafe) (id \(item.id ?? 0))\(barcode), \(item.quantity) in stock")
      }
    }
  }

  struct Edit: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Change an item's fields.", discussion: "A changed quantity is recorded as an edit movement.")
    @OptionGroup var global: GlobalOptions
    @Argument(help: "The item: its id, barcode or exact name.") var item: String
    @OptionGroup var fields: ItemFields
    @Flag(help: "Give the item a new in-store EAN-13 when it has no barcode.") var inStoreBarcode = false
    @Option(name: .customLong("field"), help: "A custom field's value, NAME=VALUE (repeatable; NAME= clears it).")
    var fieldValues: [String] = []

    func run() throws {
      try reportingFailures {
        let assignments = try ItemsCommand.fieldAssignments(fieldValues)
        let service = try assignments.isEmpty ? global.openInventory() : global.openFields()
        let existing = try service.findItem(item)
        var draft = ItemDraft(existing)
        try fields.apply(to: &draft, service: service)
        let window = try fields.checkedExpiryWindow()
        let id = try existing.storedID()
        var updated = try service.updateItem(id: id, with: draft, source: .cli)
        try ItemFields.setExpiryWindow(window, ofItem: id, in: service)
        if inStoreBarcode, updated.barcode == nil { updated = try service.assignInStoreBarcode(itemID: id) }
        for (field, value) in assignments {
          try (service as? any CustomFieldInventory)?.setFieldValue(itemID: id, field: field, to: value)
        }
        print("saved \(updated.name.terminalSafe) (id \(id)), \(updated.quantity) in stock")
      }
    }
  }

  struct Remove: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Delete an item.", discussion: "Its stock movements and scans stay in history.")
    @OptionGroup var global: GlobalOptions
    @Argument(help: "The item: its id, barcode or exact name.") var item: String

    func run() throws {
      try reportingFailures {
        let service = try global.openInventory()
        let existing = try service.findItem(item)
        let id = try existing.storedID()
        try service.deleteItem(id: id)
        print("removed \(existing.name.terminalSafe) (id \(id))")
      }
    }
  }
}

extension ItemQuery.SortColumn: ExpressibleByArgument {}
