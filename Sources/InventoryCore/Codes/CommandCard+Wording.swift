/// What a command card is called and what it does, in one place for the printed sheet, the app's messages
/// and `stockroom scan`.
extension CommandCard {
  /// The big caption printed above the card's code ("LOOK UP", "QUANTITY 5").
  public var caption: String {
    switch self {
    case .add: "ADD"
    case .remove: "REMOVE"
    case .lookUp: "LOOK UP"
    case .count: "COUNT"
    case .undo: "UNDO"
    case .quantity(let units): "QUANTITY \(units)"
    case .done: "DONE"
    }
  }

  /// What scanning the card does in the terminal UI, as a phrase ("switches the scan mode to remove stock
  /// on every screen").
  public var effect: String {
    switch self {
    case .add: "switches the scan mode to add stock on every screen"
    case .remove: "switches the scan mode to remove stock on every screen"
    case .lookUp: "switches the scan mode to look up on every screen"
    case .count: "will switch to stocktake (counting) mode, which arrives with the next release; it changes nothing yet"
    case .undo: "offers to undo the window's last action, as the u key does (Enter confirms)"
    case .quantity(let units): "makes the next product scan count \(units) (once)"
    case .done: "returns to add stock, the default mode, and drops a quantity set for the next scan"
    }
  }

  /// The short line printed under a card's code on the sheet.
  public var sheetNote: String {
    switch self {
    case .add, .remove, .lookUp: "scan mode, every screen"
    case .count: "stocktake: next release"
    case .undo: "undo the last action"
    case .quantity: "the next scan only"
    case .done: "back to add stock"
    }
  }

  /// Why `text`, in the cards' reserved space, is no card: a card sent in the wrong letter case (Caps Lock
  /// on while a keyboard-wedge scanner types), or a card of a newer stockroom. Nil for a card or a product code.
  public static func refusal(of text: String) -> String? {
    guard isReserved(text), CommandCard(scanned: text) == nil else { return nil }
    if CommandCard(scanned: text.uppercased()) != nil {
      return "a command card in the wrong letter case (Caps Lock on?)"
    }
    return "a command card this stockroom does not know"
  }
}
