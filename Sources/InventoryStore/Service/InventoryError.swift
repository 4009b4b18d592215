import InventoryCore

/// Why an inventory operation was refused. Descriptions name the item and say what to do instead.
public enum InventoryError: Error, Sendable, Equatable, CustomStringConvertible {
  case itemNotFound(String)
  case categoryNotFound(String)
  case duplicateBarcode(ProductCode, existing: Item)
  case duplicateCategory(String)
  case insufficientStock(Item, requested: Int)
  case invalidItem(ItemDraft.Invalid)
  case invalidCode(String, ProductCodeError)
  case invalidCategoryName(String)
  case cannotUndo(itemName: String, delta: Int, quantity: Int)
  case inStoreCodesExhausted

  public var description: String {
    switch self {
    case .itemNotFound(let reference): "no item matches \"\(reference)\""
    case .categoryNotFound(let name): "no category named \"\(name)\""
    case .duplicateBarcode(let code, let existing):
      "barcode \(code.text) already belongs to \"\(existing.name)\" (id \(existing.id ?? 0), \(existing.quantity) in stock)"
        + ": add stock to it instead (stockroom scan \(code.text), or stockroom adjust \(existing.id ?? 0) +1)"
    case .duplicateCategory(let name): "a category named \"\(name)\" exists already (names ignore case)"
    case .insufficientStock(let item, let requested):
      "only \(item.quantity) of \"\(item.name)\" in stock: cannot remove \(requested)"
    case .invalidItem(let invalid): invalid.description
    case .invalidCode(let text, let error): "\(text): \(error.description)"
    case .invalidCategoryName(let name):
      // Empty, or (trimmed, as it would be stored) holding a character names may not hold.
      TextPolicy.problem(inName: name).map { "category name: \($0)" }
        ?? "\"\(name)\" is not a usable category name (it is empty)"
    case .cannotUndo(let itemName, let delta, let quantity):
      "cannot undo \(delta > 0 ? "+" : "")\(delta) on \"\(itemName)\": only \(quantity) left, stock cannot go below 0"
    case .inStoreCodesExhausted: "all in-store codes are in use"
    }
  }
}
