/// What a GS1 code said beyond which product: kept with the scan, shown on the Scan screen and in History,
/// given in `--json`.
public struct GS1ScanDetails: Sendable, Hashable, Codable {
  /// Every element, bracketed: "(01)09506000134352(17)261231(10)ABC".
  public var elementString: String
  /// (01), or (02) on a logistic unit: 14 digits.
  public var gtin: String?
  /// (17) expiry, as a date ("2026-12-31"; day 00 is the month's last day).
  public var expiry: String?
  /// (15) best before.
  public var bestBefore: String?
  /// (10) batch or lot.
  public var batch: String?
  /// (21) serial number.
  public var serial: String?
  /// (30) or (37): how many units the code stands for.
  public var count: Int?

  public init(
    elementString: String, gtin: String? = nil, expiry: String? = nil, bestBefore: String? = nil,
    batch: String? = nil, serial: String? = nil, count: Int? = nil
  ) {
    self.elementString = elementString
    self.gtin = gtin
    self.expiry = expiry
    self.bestBefore = bestBefore
    self.batch = batch
    self.serial = serial
    self.count = count
  }

  public init(_ gs1: GS1ElementString) {
    self.init(
      elementString: gs1.humanReadable, gtin: gs1.gtin ?? gs1.contentGTIN, expiry: gs1.expiry?.description,
      bestBefore: gs1.bestBefore?.description, batch: gs1.batch, serial: gs1.serial, count: gs1.count)
  }

  /// "expiry 2026-12-31, batch ABC123": the parts a person checks, in words (empty when none is present).
  public var summary: String {
    var parts: [String] = []
    if let expiry { parts.append("expiry \(expiry)") }
    if let bestBefore { parts.append("best before \(bestBefore)") }
    if let batch { parts.append("batch \(batch)") }
    if let serial { parts.append("serial \(serial)") }
    if let count { parts.append("count \(count)") }
    return parts.joined(separator: ", ")
  }
}

/// How a scanned text is known to be GS1.
public enum GS1Hint: Sendable, Hashable {
  /// The decoder saw FNC1 first: the text is a GS1 element string with GS (0x1D) between elements.
  case declared
  /// Look at the text: an AIM prefix ("]C1"), a GS or the `separator` a USB scanner is set to send instead
  /// of GS, the bracketed form, a GS1 Digital Link address (see `GS1ElementString.detect`).
  case detect(separator: String?)

  /// Whether `text` is GS1 and what it says; nil when it is not GS1 at all.
  public func interpret(_ text: String) -> Result<GS1ElementString, GS1Problem>? {
    switch self {
    case .declared:
      do { return .success(try GS1ElementString.parse(raw: text)) } catch { return .failure(error) }
    case .detect(let separator):
      return GS1ElementString.detect(text, separator: separator)
    }
  }
}
