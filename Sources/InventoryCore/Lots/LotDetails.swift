/// What tells one lot of an item from another: its batch (GS1 (10)), expiry (17), best-before date (15) and
/// serial (21). At least one is given; dates are "YYYY-MM-DD". Checked by `LotLimits` where they enter.
public struct LotDetails: Sendable, Hashable, Codable {
  public var batch: String?
  public var expiry: String?
  public var bestBefore: String?
  public var serial: String?

  public init(batch: String? = nil, expiry: String? = nil, bestBefore: String? = nil, serial: String? = nil) {
    self.batch = batch
    self.expiry = expiry
    self.bestBefore = bestBefore
    self.serial = serial
  }

  /// The lot a GS1 code names, nil when it names none (no (10), (15), (17) or (21)).
  public init?(gs1: GS1ScanDetails) {
    self.init(batch: gs1.batch, expiry: gs1.expiry, bestBefore: gs1.bestBefore, serial: gs1.serial)
    if isEmpty { return nil }
  }

  public var isEmpty: Bool { batch == nil && expiry == nil && bestBefore == nil && serial == nil }

  /// The date first-expiry-first-out orders by: the expiry, else the best-before date.
  public var useBy: String? { expiry ?? bestBefore }

  /// Whether a lot with `other`'s details is the one these name when taking stock: the same batch and, when
  /// given, the same serial. Details without a batch or serial name no lot to take from.
  public func names(_ other: LotDetails) -> Bool {
    guard batch != nil || serial != nil else { return false }
    return batch == other.batch && (serial == nil || serial == other.serial)
  }

  /// "lot ABC123, expiry 2026-12-31": the parts a person checks (the batch first, as on a package).
  public var summary: String {
    var parts: [String] = []
    if let batch { parts.append("lot \(batch)") }
    if let serial { parts.append("serial \(serial)") }
    if let expiry { parts.append("expiry \(expiry)") }
    if let bestBefore { parts.append("best before \(bestBefore)") }
    return parts.joined(separator: ", ")
  }
}
