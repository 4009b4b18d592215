import InventoryCore
import TerminalUI

/// The type-ahead item picker (Sessions' a, Attach, ^G "go to item"): matches the way the inventory's search
/// does (every word typed starts a word of the name, barcode, notes or category), with the item an exact id,
/// barcode (any form, main or extra) or full name stands for first.
enum ItemPicker {
  /// Matches shown at most; the footnote says when there may be more.
  static let limit = 50

  static func dialog(
    title: String, label: String = "Item (part of its name, its barcode or any word):", service: any Inventory,
    onPick: @escaping (Item) -> ScreenAction
  ) -> PickerDialog<Item> {
    PickerDialog(
      title: title, label: label, placeholder: "type a name, a barcode or any word", noun: "item", width: 72,
      search: { try matches(for: $0, in: service) },
      footnote: { $0.count >= limit ? "the first \(limit) matches: type more to narrow them" : nil },
      onPick: { item, _ in onPick(item) })
  }

  /// The exact match (id, barcode, full name) first, then what the search finds, in name order.
  static func matches(for text: String, in service: any Inventory) throws -> [PickerDialog<Item>.Option] {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    // findItem throws "not found" when nothing matches exactly; a failing store throws again just below.
    let exact = trimmed.isEmpty ? nil : try? service.findItem(trimmed)
    var items = exact.map { [$0] } ?? []
    let found = try service.items(matching: ItemQuery(search: trimmed), limit: limit, offset: 0)
    items += found.filter { $0.id != exact?.id }.prefix(limit - items.count)
    return items.map { item in
      let stock = "\(item.quantity) in stock"
      return .init(item.name, detail: item.barcode.map { "\($0) · \(stock)" } ?? stock, value: item)
    }
  }
}
