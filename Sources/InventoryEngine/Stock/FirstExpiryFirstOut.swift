import InventoryCore

/// Which stock a removal takes, in order (FEFO): the lot the scan or command named (a GS1 code's (10), or
/// `--lot`), then lots by use-by date (the expiry, else the best-before date; the earlier received first on a
/// tie), then lots without a date (the earlier received first), then stock without a lot. Stock without a lot
/// goes last because nothing says it expires later: a lot's date is the one thing known to run out.
public enum FirstExpiryFirstOut {
  /// One part of a removal: `quantity` units from `lot` (nil: stock without a lot).
  public struct Part: Sendable, Hashable {
    public var lot: Lot?
    public var quantity: Int
  }

  /// Whether `a` is taken before `b` (the named lot aside).
  public static func precedes(_ a: Lot, _ b: Lot) -> Bool {
    switch (a.details.useBy, b.details.useBy) {
    case (let x?, let y?) where x != y: x < y
    case (.some, nil): true
    case (nil, .some): false
    default: (a.receivedAt, a.id) < (b.receivedAt, b.id)
    }
  }

  /// The parts taking `amount` from `lots` (those at one location) in the order above, no more than each lot
  /// holds; what the lots do not hold is taken from stock without a lot. The callers checked the location holds
  /// `amount` in all; the database refuses stock without a lot going below 0.
  public static func parts(taking amount: Int, lots: [Lot], named: LotDetails?) -> [Part] {
    let holding = lots.filter { $0.quantity > 0 }.sorted(by: precedes)
    let first = named.map { named in holding.filter { named.names($0.details) } } ?? []
    let rest = holding.filter { lot in !first.contains(lot) }
    var parts: [Part] = []
    var left = amount
    for lot in first + rest where left > 0 {
      let taken = min(lot.quantity, left)
      parts.append(Part(lot: lot, quantity: taken))
      left -= taken
    }
    if left > 0 { parts.append(Part(lot: nil, quantity: left)) }
    return parts
  }
}
