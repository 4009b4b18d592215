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
  /// A change that would take the stock above `StockLimits.maximumQuantity` (or a change larger than it).
  case quantityOutOfRange(Item, requested: Int)
  /// A number given for a quantity (a count, a scan's quantity) outside minimum...maximum.
  case countOutOfRange(what: String, value: Int, minimum: Int)
  /// A change of stock larger than `StockLimits.maximumQuantity` either way.
  case changeOutOfRange(Int)
  /// The database holds a value outside the limits for this item: it must be repaired first.
  case storedValueOutOfRange(Item)
  /// A movement whose delta an older version stored outside the limits: it cannot be undone.
  case movementOutOfRange(movementID: Int64, itemName: String)
  /// Text over its length limit (in UTF-8 bytes).
  case textTooLong(what: String, limit: Int)
  /// An item's own expiry window that is not days (30d), weeks (4w) or "none", or is over the limit.
  case invalidExpiryWindow(String)

  public var description: String {
    switch self {
    case .textTooLong(let what, let limit): "\(what) is over its limit of \(limit) bytes"
    case .itemNotFound(let reference): "no item matches \"\(reference)\""
    case .invalidExpiryWindow(let text):
      "\"\(text)\" is not an expiry window: give days (30d) or weeks (4w), 0 to \(ExpiryWindow.maximumItemDays) days, "
        + "or none (the global window)"
    case .categoryNotFound(let name): "no category named \"\(name)\""
    case .duplicateBarcode(let code, let existing):
      "barcode \(code.text) already belongs to \"\(existing.name)\" (id \(existing.id ?? 0), \(existing.quantity) in stock)"
        + ": add stock to it instead (\(ShellQuoting.command(["stockroom", "scan", code.text])), "
        + "or stockroom adjust \(existing.id ?? 0) +1)"
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
    case .quantityOutOfRange(let item, let requested):
      "\"\(item.name)\" has \(item.quantity): \(requested > 0 ? "+" : "")\(requested) would pass the maximum, "
        + "\(StockLimits.maximumQuantityText)"
    case .countOutOfRange(let what, let value, let minimum):
      "\(what) \(value) is out of range: it must be \(minimum) to \(StockLimits.maximumQuantityText)"
    case .changeOutOfRange(let delta):
      "a change of \(delta > 0 ? "+" : "")\(delta) is out of range: one change moves at most "
        + "\(StockLimits.maximumQuantityText) units either way"
    case .storedValueOutOfRange(let item): item.storedValueWarnings.joined(separator: "; ")
    case .movementOutOfRange(let movementID, let itemName):
      "movement \(movementID) of \"\(itemName)\" holds a change outside the limits (written by an older "
        + "version): it cannot be undone; set the real count with stockroom adjust ITEM --set N"
    }
  }
}
