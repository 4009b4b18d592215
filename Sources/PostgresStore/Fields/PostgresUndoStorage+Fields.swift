import InventoryEngine

extension PostgresUndoStorage {
  /// Undoing a field's removal restores it through the rows `stockroom fields restore` uses, in the undo's
  /// transaction.
  public var fieldRows: PostgresItemStorage { PostgresItemStorage(link: link, origin: origin) }
}
