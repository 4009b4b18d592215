/// A command card: a printed code that drives the app (switches the scan mode, sets the next scan's
/// quantity, undoes) instead of naming a product. `stockroom cards` prints them; every way a scan enters the
/// app checks for one first, and a card is never recorded as a product scan.
///
/// The code text is `%SR:` and a word (`%SR:REMOVE`, `%SR:QTY:5`). Why that prefix cannot be a product:
/// - EAN/UPC/GTIN, ISBN and stockroom's in-store codes are digits (an ISBN-10 may end in X): never a `%`.
/// - A GS1 element string (GS1-128, GS1 DataMatrix) starts with an application identifier's digits, its
///   bracketed form with `(`, an AIM prefix with `]`, a Digital Link with `http`: never a `%`.
/// - Code 128 labels in stock rooms carry SKUs, bins and serials: letters, digits, `-`, `/`, `.`. A `%`
///   in front has no use there (it is a Code 39 shift character, not something people print), and `%SR:`
///   is stockroom's own mark besides. The item editor refuses it as a barcode.
/// Every character is printable ASCII, so Code 128 set B encodes it and a keyboard-wedge scanner types it.
public enum CommandCard: Sendable, Hashable {
  case add, remove, lookUp
  /// For the stocktake mode planned next; until it exists, the app says so and changes nothing.
  case count
  /// Does what the app's undo key does: says what it would undo, Enter confirms.
  case undo
  /// The quantity of the next product scan (one scan only), one of `quantities`.
  case quantity(Int)
  /// Back to the default mode; a pending quantity is dropped.
  case done

  /// The mark every card's code starts with (see the type's comment for why no product code can have it).
  public static let prefix = "%SR:"
  /// The quantities printed: each from 1 to 20 (the everyday counts), then 25, 50 and 100 (boxes and
  /// cases). Larger counts are typed in the offer dialog or given by a GS1 label's own count.
  public static let quantities: [Int] = Array(1...20) + [25, 50, 100]
  /// The AIM symbology identifier of plain Code 128, which scanners set to send identifiers put in front.
  static let code128Identifier = "]C0"

  /// Every card, in the order the sheet prints them: the commands, then the quantities.
  public static var all: [CommandCard] {
    [.add, .remove, .lookUp, .count, .undo, .done] + quantities.map { .quantity($0) }
  }

  /// The text the card's barcode carries.
  public var code: String { Self.prefix + word }

  /// The word after the prefix: letters only, so a camera or scanner cannot confuse one card with another
  /// by a misread digit (Code 128's check character guards the rest).
  private var word: String {
    switch self {
    case .add: "ADD"
    case .remove: "REMOVE"
    case .lookUp: "LOOKUP"
    case .count: "COUNT"
    case .undo: "UNDO"
    case .quantity(let units): "QTY:\(units)"
    case .done: "DONE"
    }
  }

  /// The card as scanned: exactly a card's code, case and all, with at most a trailing CR and/or LF (what
  /// a scanner's terminator leaves) and an optional Code 128 AIM identifier (`]C0`) in front. Anything
  /// else is nil: a product code, or a reserved code this version does not know (see `isReserved`).
  public init?(scanned text: String) {
    var trimmed = Substring(text)
    while let last = trimmed.last, last == "\r" || last == "\n" || last == "\r\n" { trimmed = trimmed.dropLast() }
    if trimmed.hasPrefix(Self.code128Identifier) { trimmed = trimmed.dropFirst(Self.code128Identifier.count) }
    guard let card = Self.all.first(where: { $0.code == trimmed }) else { return nil }
    self = card
  }

  /// Whether `text` is in the cards' reserved space: it starts with the prefix in any letter case (Caps Lock
  /// turns a scanner's `%SR:` into `%sr:`), after an AIM identifier if any. Such a text is never a
  /// product scan, even when it is no card this version knows (a newer sheet's, or a mis-cased one).
  public static func isReserved(_ text: String) -> Bool {
    var rest = Substring(text)
    if rest.hasPrefix(code128Identifier) { rest = rest.dropFirst(code128Identifier.count) }
    return rest.prefix(prefix.count).uppercased() == prefix
  }
}
