/// What a scan did or found. Every case is also a row in scan history (see `ScanOutcomeKind`).
public enum ScanOutcome: Sendable, Equatable {
  /// Known item, stock changed (policy auto, or an offered change accepted).
  case applied(StockChange, code: ProductCode)
  /// Known item, policy ask: nothing changed yet; the caller offers the change and later answers it,
  /// naming the history row `scanID` (until then History says "waiting").
  case offered(Item, code: ProductCode, scanID: Int64)
  /// Known item in look-up mode.
  case lookedUp(Item, code: ProductCode)
  /// A valid code that no item has: the caller creates the item, prefilled with `code`.
  case unknown(ProductCode)
  /// A code that cannot be right (a retail code with a wrong check digit, ...).
  case invalid(text: String, error: ProductCodeError)
  /// Taking out more than there is: refused, nothing changed.
  case insufficientStock(Item, code: ProductCode, requested: Int)
  /// Adding would pass the maximum quantity: refused, nothing changed.
  case overMaximum(Item, code: ProductCode, delta: Int)
  /// The server is away: the scan is kept on this station (the offline journal) with `waiting` - 1 others, and
  /// is sent, once, when the server is back. Nothing is known yet of its item.
  case keptOffline(OfflineScan, waiting: Int)

  /// How History records this outcome.
  public var kind: ScanOutcomeKind {
    switch self {
    case .applied(let change, _): change.to < change.from ? .decremented : .incremented
    case .offered: .offered
    case .lookedUp: .lookedUp
    case .unknown: .unknown
    case .invalid: .invalid
    case .insufficientStock, .overMaximum: .refused
    case .keptOffline: .keptOffline
    }
  }

  /// Whether this is a refusal to take out more than there is.
  public var isTooLittleStock: Bool {
    if case .insufficientStock = self { return true }
    return false
  }

  /// The outcome in words, the same in the terminal UI and the CLI (see `ScanOutcomeText`).
  public func text(arrow: ScanOutcomeText.Arrow = .ascii) -> String {
    switch self {
    case .applied(let change, _):
      ScanOutcomeText.applied(change.item.name, from: change.from, to: change.to, arrow: arrow)
        + (change.extraBarcode?.packDescription.map { ScanOutcomeText.pack($0, delta: change.delta) } ?? "")
        + LotPart.wording(change.lots)
        + (change.locationPath.map(ScanOutcomeText.at) ?? "")
    case .offered(let item, _, _):
      ScanOutcomeText.question(item.name, inStock: item.quantity, delta: 1)
    case .lookedUp(let item, _):
      ScanOutcomeText.lookedUp(
        item.name, quantity: item.quantity, minimum: item.minimumQuantity, isLow: item.isLowStock)
    case .unknown(let code):
      ScanOutcomeText.unknown(code.text, symbology: code.symbology.rawValue)
    case .invalid(let text, let error):
      ScanOutcomeText.invalid(text, reason: error.description)
    case .insufficientStock(let item, _, let requested):
      ScanOutcomeText.tooLittleStock(item.name, inStock: item.quantity, requested: requested)
    case .overMaximum(let item, _, let delta):
      ScanOutcomeText.overMaximum(item.name, inStock: item.quantity, delta: delta)
    case .keptOffline(let scan, let waiting):
      ScanOutcomeText.keptOffline(scan.text, waiting: waiting)
    }
  }

  /// History's Detail column: the outcome in words (an invalid code's reason alone: the code has its column).
  public var historyDetail: String {
    if case .invalid(_, let error) = self { return error.description }
    if case .unknown = self { return "no item has this code" }
    return text()
  }
}
