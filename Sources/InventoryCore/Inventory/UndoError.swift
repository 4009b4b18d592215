/// Why an undo or redo was refused. Stock that would leave the limits is refused with `InventoryError`.
public enum UndoError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The action shown for confirmation is no longer the next one (something else was done meanwhile).
  case changedMeanwhile(expected: String)
  /// The item the action changed was deleted since (by someone else).
  case itemGone(name: String)
  /// Restoring a deleted item: its id was taken again (only an import choosing ids can do that).
  case idTaken(name: String, id: Int64)
  /// Restoring an item or its barcode: another item has that barcode now.
  case barcodeTaken(name: String, barcode: String, by: String)
  /// The stock change was undone already by another way (an older `undo`).
  case alreadyUndone(summary: String)
  /// A journal entry another program damaged.
  case damagedEntry(actionID: Int64)

  public var description: String {
    switch self {
    case .changedMeanwhile(let expected):
      "not undone: \(expected) is no longer the last action (something was done meanwhile); look again and retry"
    case .itemGone(let name): "\"\(name)\" was deleted since: undo its deletion first (or restore it another way)"
    case .idTaken(let name, let id):
      "cannot restore \"\(name)\": its id \(id) belongs to another item now"
    case .barcodeTaken(let name, let barcode, let other):
      "cannot restore \"\(name)\": barcode \(barcode) belongs to \"\(other)\" now; change that item's barcode first"
    case .alreadyUndone(let summary): "\(summary) was undone already"
    case .damagedEntry(let id): "journal entry \(id) is damaged (written by another program): it cannot be undone"
    }
  }
}
