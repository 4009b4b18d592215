import Foundation

/// Which line of a session: an item, or a scanned code that matched no item (by its `ProductCode.key`).
public enum SessionLineKey: Sendable, Hashable, CustomStringConvertible {
  case item(Int64)
  case code(String)

  public var description: String {
    switch self {
    case .item(let id): "item \(id)"
    case .code(let key): "code \"\(key)\""
    }
  }
}

/// One line of a session as its entries add up: an item (or an unknown code) and the sum of every scan and
/// keyed number for it, from every station. For a count it also holds what the stock said when the line's
/// first entry was written (`expected`), so the difference is what the count found, whatever sold since.
public struct SessionLine: Sendable, Hashable {
  public var key: SessionLineKey
  /// The item's name now; for an unknown code, nil.
  public var itemName: String?
  public var price: Money?
  /// An item's barcode (nil without one), or an unknown code as first scanned.
  public var code: String?
  /// Counted (a count), received or removed (a batch).
  public var quantity: Int
  /// A count's line: the stock when its first entry was written.
  public var expected: Int?
  /// The stations whose entries make up the line, in alphabetical order.
  public var stations: [String]
  public var lastEntryAt: Date
  /// A count's line for an item its scope does not cover: added on purpose (`OutsideScope.include`), or before
  /// counts checked their scope. Review and the commit preview mark it.
  public var isOutsideScope = false
  /// The part of `quantity` that scans brought (entries with a scanned code); the rest was typed.
  public var scanned = 0
  /// Where the line's units are and which lot: a session's lines are per item, location and lot (an item scanned
  /// with no location set and no lot has one line, `.unplaced`, as before entries had a place).
  public var place = SessionPlace.unplaced
  /// The name of the place's location (nil at the default location, or when it was deleted since).
  public var locationName: String?

  /// " @ Shelf 3 · lot A1, expiry 2027-01-31": the line's place in words, empty when unplaced.
  public var placeWording: String {
    let location = place.locationID == nil ? "" : " @ " + (locationName ?? "location \(place.locationID ?? 0)")
    return location + (place.lot.map { (location.isEmpty ? " " : " · ") + $0.summary } ?? "")
  }

  public init(
    key: SessionLineKey, itemName: String?, price: Money?, code: String?, quantity: Int, expected: Int?,
    stations: [String], lastEntryAt: Date
  ) {
    self.key = key
    self.itemName = itemName
    self.price = price
    self.code = code
    self.quantity = quantity
    self.expected = expected
    self.stations = stations
    self.lastEntryAt = lastEntryAt
  }

  /// A line as a store reads it: the sum of the entries and the expected quantity as stored (out of range
  /// only if written by another program: read as the nearest bound, as items' numbers are), the stations in
  /// any order and with repeats.
  public init(
    stored key: SessionLineKey, itemName: String?, price: Money?, code: String?, total: Int64, expected: Int64?,
    stations: [String], lastEntryAt: Date
  ) {
    self.init(
      key: key, itemName: itemName, price: price, code: code, quantity: Self.bounded(total),
      expected: expected.map(Self.bounded), stations: Array(Set(stations)).sorted(), lastEntryAt: lastEntryAt)
  }

  public var itemID: Int64? {
    if case .item(let id) = key { return id }
    return nil
  }

  public var isUnknownCode: Bool { itemID == nil }

  /// A typed number made the line at least ten times what its scans added (`6` then `7` typed as `67`; a
  /// receive of 3 scans set to 23): worth a second look before it changes stock. A line typed alone is not.
  public var isFarAboveItsScans: Bool {
    scanned > 0 && Int128(quantity) >= 10 * Int128(scanned)
  }

  /// Counted minus expected (a count's line; nil for a batch).
  public var difference: Int? { expected.map { quantity - $0 } }

  /// The difference at the item's price (nil without a price or outside a count); exact, cannot overflow.
  public var differenceValue: MoneyTotal? {
    guard let difference, let price else { return nil }
    return price.value(of: difference)
  }

  /// What the line is called in messages and reports: the item's name, or the code, then its place when it has
  /// one ("Aspirin @ Shelf 3 · lot A1, expiry 2027-01-31").
  public var title: String { (itemName ?? code ?? key.description) + placeWording }

  public static func bounded(_ value: Int64) -> Int {
    Int(min(max(value, 0), Int64(StockLimits.maximumQuantity)))
  }
}

/// An item in a count's scope that no one counted, with what committing will do to it.
public struct UncountedItem: Sendable, Hashable {
  public var itemID: Int64
  public var name: String
  /// Its barcode, if it has one.
  public var code: String?
  public var price: Money?
  /// Its stock now.
  public var quantity: Int
  /// The choice for this item, else the count's default.
  public var choice: UncountedChoice
  /// Whether `choice` was made for this item (rather than the count's default).
  public var isChosen: Bool

  public init(
    itemID: Int64, name: String, code: String? = nil, price: Money?, quantity: Int, choice: UncountedChoice,
    isChosen: Bool
  ) {
    self.itemID = itemID
    self.name = name
    self.code = code
    self.price = price
    self.quantity = quantity
    self.choice = choice
    self.isChosen = isChosen
  }

  /// Setting it to 0 removes all of its stock: the difference is minus the quantity.
  public var difference: Int { choice == .setToZero ? -quantity : 0 }

  public var differenceValue: MoneyTotal? { price?.value(of: difference) }
}

extension SessionLine {
  /// `lines` with those of items `session` does not cover marked (`covered`: the line items its scope covers,
  /// as the store's item list finds them). Only a count with a category or a search leaves items out.
  // Not optimized: Swift 6.3.1's optimizer crashes on this function in release builds ("Found outside of
  // lifetime use" on the line's key); it runs once per session report, so speed does not matter here.
  @_optimize(none)
  public static func marking(_ lines: [SessionLine], outsideScopeOf session: StockSession, covered: Set<Int64>)
    -> [SessionLine]
  {
    guard session.limitsItems else { return lines }
    // Marked in place: the closure form (`lines.map { var marked = line ... }`) crashes Swift 6.3.1's
    // optimiser in release builds (CopyPropagation, "Found outside of lifetime use").
    var marked = lines
    for index in marked.indices {
      if case .item(let id) = marked[index].key {
        marked[index].isOutsideScope = !covered.contains(id)
      } else {
        marked[index].isOutsideScope = false
      }
    }
    return marked
  }

  /// Items by name (in the item list's name order), then unknown codes by code: how reports list lines.
  public static func inReportOrder(_ lines: [SessionLine]) -> [SessionLine] {
    lines.map { line in (line, line.itemName.map(Item.sortKey(for:)) ?? "", line.code ?? "") }
      .sorted { a, b in
        if a.0.isUnknownCode != b.0.isUnknownCode { return !a.0.isUnknownCode }
        if a.1 != b.1 { return a.1 < b.1 }
        if a.2 != b.2 { return a.2 < b.2 }
        if a.0.itemID != b.0.itemID { return (a.0.itemID ?? 0) < (b.0.itemID ?? 0) }
        return a.0.place.reportKey < b.0.place.reportKey
      }.map(\.0)
  }
}
