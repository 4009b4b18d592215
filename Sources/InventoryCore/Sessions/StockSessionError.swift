/// Why a stock session operation was refused. Descriptions name the session, the items and codes, and say
/// what to do instead.
public enum StockSessionError: Error, Sendable, Equatable, CustomStringConvertible {
  /// One item a commit cannot apply: what it asked for and what the stock holds.
  public struct Shortage: Sendable, Hashable {
    public var itemID: Int64
    public var itemName: String
    public var requested: Int
    public var inStock: Int

    public init(itemID: Int64, itemName: String, requested: Int, inStock: Int) {
      self.itemID = itemID
      self.itemName = itemName
      self.requested = requested
      self.inStock = inStock
    }
  }

  case sessionNotFound(id: Int64)
  /// The session was committed or discarded: it takes no more scans or edits.
  case sessionClosed(id: Int64, kind: StockSession.Kind, state: StockSession.State)
  /// An operation only a count has (uncounted choices) asked of a batch, or the reverse.
  case wrongKind(id: Int64, kind: StockSession.Kind, operation: String)
  /// Codes scanned that match no item: each must be resolved to an item or dropped before committing.
  case unresolvedCodes(id: Int64, codes: [String])
  /// A remove commit asks for more than the stock holds: nothing was changed.
  case insufficientStock(id: Int64, [Shortage])
  /// A receive commit would take these items above `StockLimits.maximumQuantity`: nothing was changed.
  case overMaximum(id: Int64, [Shortage])
  /// A line's total would leave 0...maximum.
  case lineOutOfRange(name: String, total: Int128)
  /// The session holds `StockSessionLimits.maximumLines` lines already.
  case tooManyLines(id: Int64)
  /// No line of the session is this item or code.
  case lineNotFound(id: Int64, line: String)
  /// A choice for an item the count does not cover.
  case notInScope(id: Int64, itemName: String)
  /// A scan or keyed item outside the count's scope (its category or search), refused unless included on
  /// purpose (`OutsideScope.include`): a count of "Office" must not silently recount a drink. `scope` is worded.
  case outsideScope(id: Int64, itemName: String, scope: String)
  /// A count of a location given a scan at another location ("here" set elsewhere).
  case outsideLocation(id: Int64, path: String, scope: String)
  /// A session's note or search text that cannot be stored.
  case invalidText(what: String, problem: String)
  /// A session row holding a value stockroom never writes (changed by another program).
  case damagedSession(id: Int64, problem: String)

  public var description: String {
    switch self {
    case .sessionNotFound(let id): "there is no stock session \(id)"
    case .sessionClosed(let id, let kind, let state):
      "\(kind.rawValue) session \(id) is \(state.rawValue): it takes no more scans or changes; start a new one "
        + "(stockroom \(kind.rawValue) start)"
    case .wrongKind(let id, let kind, let operation):
      "session \(id) is a \(kind.rawValue) session: \(operation) is only for "
        + (kind == .count ? "receive and remove sessions" : "counts")
    case .unresolvedCodes(let id, let codes):
      "session \(id) holds "
        + (codes.count == 1 ? "a code that matches no item: " : "\(codes.count) codes that match no item: ")
        + codes.prefix(10).map { "\"\($0)\"" }.joined(separator: ", ") + (codes.count > 10 ? ", …" : "")
        + "; resolve each to an item (create it, or attach the code to an existing item) or drop it, then commit"
    case .insufficientStock(let id, let shortages):
      "session \(id) removes more than the stock holds, so nothing was changed: "
        + Self.list(shortages) { "\"\($0.itemName)\" has \($0.inStock), the session removes \($0.requested)" }
    case .overMaximum(let id, let shortages):
      "session \(id) would take stock above the maximum of \(StockLimits.maximumQuantityText), so nothing was "
        + "changed: "
        + Self.list(shortages) { "\"\($0.itemName)\" has \($0.inStock), the session adds \($0.requested)" }
    case .lineOutOfRange(let name, let total):
      "\(name) would come to \(StockLimits.groupedDigits(total)): a line holds 0 to "
        + StockLimits.maximumQuantityText
    case .tooManyLines(let id):
      "session \(id) holds \(StockLimits.groupedDigits(StockSessionLimits.maximumLines)) lines, the most one "
        + "session takes: commit it and start another"
    case .lineNotFound(let id, let line): "session \(id) has no line for \(line)"
    case .notInScope(let id, let itemName):
      "\"\(itemName)\" is not among the items count \(id) covers (its category or search): nothing to choose for it"
    case .outsideScope(let id, let itemName, let scope):
      "\"\(itemName)\" is not in count \(id) (\(scope)): nothing was added; add it to the count only if it "
        + "belongs there (--include-outside-scope on the command line)"
    case .outsideLocation(let id, let path, let scope):
      "count \(id) counts \(scope), not \(path): nothing was added (scan the label of a location it counts, or "
        + "count \(path) in a count of its own)"
    case .invalidText(let what, let problem): "\(what): \(problem)"
    case .damagedSession(let id, let problem):
      "stock session \(id) cannot be read: \(problem) (the database was changed by another program)"
    }
  }

  private static func list(_ shortages: [Shortage], _ describe: (Shortage) -> String) -> String {
    shortages.prefix(10).map(describe).joined(separator: "; ") + (shortages.count > 10 ? "; …" : "")
  }
}
