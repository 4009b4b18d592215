import InventoryCore

/// Why items' labels cannot be made or written; each says what to change. The CLI gives each its exit status,
/// the app shows it on the status line.
public enum LabellingError: Error, Sendable, Equatable, CustomStringConvertible {
  /// More labels than one run prints (`LabelCopies.maximumLabels`).
  case tooManyLabels(total: Int)
  /// The item's barcode is not something any label code can hold.
  case unprintableBarcode(item: String, CodeContentError)
  /// An item that was never saved has no id to give a code to.
  case unsavedItem(String)
  /// Cairo could not draw the file.
  case cannotDraw(path: String, String)

  public var description: String {
    switch self {
    case .tooManyLabels(let total):
      "\(StockLimits.groupedDigits(total)) labels are more than the "
        + "\(StockLimits.groupedDigits(LabelCopies.maximumLabels)) one run prints: choose fewer items or copies"
    case .unprintableBarcode(let item, let error):
      "\"\(item.terminalSafe)\": its barcode cannot be printed: \(error.description)"
    case .unsavedItem(let name): "item \"\(name.terminalSafe)\" has no id: it was never saved"
    case .cannotDraw(let path, let problem): "\(path): \(problem)"
    }
  }
}
