/// The words for every way a scan can end, shared by the terminal UI, the CLI and History, so that the same
/// outcome reads the same everywhere. Pure functions of the figures: the callers pick the arrow (the CLI keeps
/// the ASCII `A 4 -> 5` that scripts parse; the terminal UI may use →).
public enum ScanOutcomeText {
  /// The arrow between the old and the new quantity.
  public enum Arrow: String, Sendable {
    case ascii = "->"
    case unicode = "→"
  }

  /// "Coffee beans 4 -> 5": stock changed.
  public static func applied(_ name: String, from: Int, to: Int, arrow: Arrow = .ascii) -> String {
    "\(name) \(from) \(arrow.rawValue) \(to)"
  }

  /// " @ Shop › Shelf 3": after `applied`, where a scan that named a location changed the stock.
  public static func at(_ path: String) -> String { " @ \(path)" }

  /// " (+12, case of 12)": after `applied`, when the scan was of an extra barcode that counts several units or
  /// has a label (`ItemBarcode.packDescription`).
  public static func pack(_ description: String, delta: Int) -> String {
    " (\(signed(delta)), \(description))"
  }

  /// "Coffee beans (4 in stock): +1?": a change waiting for an answer.
  public static func question(_ name: String, inStock: Int, delta: Int) -> String {
    "\(name) (\(inStock) in stock): \(signed(delta))?"
  }

  /// "Coffee beans: +1 waiting for an answer": History's words for an offer not answered yet.
  public static func waiting(_ name: String, delta: Int) -> String {
    "\(name): \(signed(delta)) waiting for an answer"
  }

  /// "Coffee beans: +2 cancelled, nothing changed".
  public static func cancelled(_ name: String, delta: Int) -> String {
    "\(name): \(signed(delta)) cancelled, nothing changed"
  }

  /// "Coffee beans: 3 in stock ▼ low (minimum 5)": a look-up (the marker only when the item is low).
  public static func lookedUp(_ name: String, quantity: Int, minimum: Int, isLow: Bool, lowMarker: String = "▼")
    -> String
  {
    "\(name): \(quantity) in stock" + (isLow ? " \(lowMarker) low (minimum \(minimum))" : "")
  }

  /// "unknown code 5012345678900 (EAN-13)": a valid code no item has.
  public static func unknown(_ code: String, symbology: String?) -> String {
    "unknown code \(code)" + (symbology.map { " (\($0))" } ?? "")
  }

  /// "5901234123453: EAN-13 check digit should be 7, found 3": a code that cannot be right.
  public static func invalid(_ text: String, reason: String) -> String {
    "\(text): \(reason)"
  }

  /// "Coffee beans: only 1 in stock, cannot take 2 out".
  public static func tooLittleStock(_ name: String, inStock: Int, requested: Int) -> String {
    "\(name): only \(inStock) in stock, cannot take \(requested) out"
  }

  /// "Coffee beans: 999999990 in stock, +20 would pass the maximum 999,999,999".
  public static func overMaximum(_ name: String, inStock: Int, delta: Int) -> String {
    "\(name): \(inStock) in stock, \(signed(delta)) would pass the maximum \(StockLimits.maximumQuantityText)"
  }

  /// "4006381333931: kept offline, 3 scans waiting for the server".
  public static func keptOffline(_ code: String, waiting: Int) -> String {
    "\(code): kept offline, \(waiting) scan\(waiting == 1 ? "" : "s") waiting for the server"
  }

  /// "+3" or "-2".
  public static func signed(_ delta: Int) -> String { delta < 0 ? "\(delta)" : "+\(delta)" }
}

extension ScanOutcomeKind {
  /// The outcome as History's Outcome column shows it.
  public var word: String {
    switch self {
    case .incremented: "added"
    case .decremented: "taken out"
    case .offered: "waiting"
    case .lookedUp: "looked up"
    case .unknown: "unknown code"
    case .invalid: "invalid"
    case .cancelled: "cancelled"
    case .refused: "refused"
    case .keptOffline: "kept offline"
    case .session: "in session"
    case .filled: "filled field"
    }
  }

  /// Whether the scan ended without the change a person may have expected (History marks these).
  public var isProblem: Bool { self == .invalid || self == .refused || self == .unknown }
}
