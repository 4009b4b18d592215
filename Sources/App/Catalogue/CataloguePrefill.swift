import InventoryCore

/// A new item's fields as the product catalogue fills them: the name (with the pack's quantity, so "Nutella"
/// and "Nutella 750 g" stay apart), the brand in the notes (the item has no brand field), and the category
/// when the inventory has one of the suggested name. A category the inventory lacks is only suggested: the
/// editor creates it when asked, never on its own (a catalogue of a million products names thousands).
struct CataloguePrefill: Equatable {
  var draft: ItemDraft
  /// The catalogue's category when no category of the inventory has its name (ignoring case).
  var unmatchedCategory: String?

  init(_ product: CatalogueProduct?, barcode: String, categories: [InventoryCore.Category]) {
    draft = ItemDraft(barcode: barcode)
    guard let product else { return }
    draft.name = Self.itemName(of: product)
    draft.notes = Self.notes(of: product)
    guard let suggested = product.suggestedCategory, !suggested.isEmpty else { return }
    let key = InventoryCore.Category.nameKey(for: suggested)
    if let existing = categories.first(where: { InventoryCore.Category.nameKey(for: $0.name) == key }) {
      draft.categoryID = existing.id
    } else {
      unmatchedCategory = suggested
    }
  }

  /// "Nutella 400 g": the name, and the quantity when the name does not say it already (spaces and case
  /// aside: "Ritter Sport 100g" with "100 g" is left as it is).
  static func itemName(of product: CatalogueProduct) -> String {
    let squeezed = { (text: String) in text.lowercased().filter { !$0.isWhitespace } }
    let quantity = squeezed(product.quantity)
    guard !quantity.isEmpty, !squeezed(product.name).contains(quantity) else { return product.name }
    return "\(product.name) \(product.quantity)"
  }

  /// "Brand: Ferrero"; empty when the catalogue names no brand.
  static func notes(of product: CatalogueProduct) -> String {
    product.brand.isEmpty ? "" : "Brand: \(product.brand)"
  }

  /// "Nutella 400 g · Ferrero · Spreads": what the product is, in one line for the screens (escaped: the
  /// catalogue is someone else's file).
  static func summary(of product: CatalogueProduct) -> String {
    [itemName(of: product), product.brand, product.suggestedCategory ?? ""].filter { !$0.isEmpty }
      .joined(separator: " · ").terminalSafe
  }
}
