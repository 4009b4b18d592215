import InventoryEngine

extension SQLiteUndoStorage {
  /// Undoing a field's removal restores it through the rows `stockroom fields restore` uses, in the undo's
  /// transaction.
  public var fieldRows: SQLiteItemStorage { SQLiteItemStorage(db: db, origin: origin) }
}
