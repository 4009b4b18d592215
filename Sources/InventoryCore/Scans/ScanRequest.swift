/// One scan to record, as the station took it: what was read, how, in which mode, and where. It is what
/// `ScanRecording.recordScan` takes and what the offline journal keeps (inside `OfflineScan`), so a scan sent
/// later is the scan that was taken.
public struct ScanRequest: Sendable, Hashable {
  /// The code as the decoder or scanner gave it.
  public var text: String
  /// The decoder's symbology; nil (typed, a USB scanner) lets the form of the code decide.
  public var symbology: Symbology?
  public var source: ScanSource
  public var quality: ScanQualityFigures?
  /// Whether a change is applied at once or offered first.
  public var policy: ScanPolicy
  public var mode: ScanMode
  /// Units per scan (a QUANTITY card's count; a GS1 label's own count still wins).
  public var quantity: Int
  /// How to tell a GS1 code: declared by the decoder, or detected in the text.
  public var gs1: GS1Hint
  /// The location the scan receives at, counts at or takes from (its id); nil: the default location.
  public var locationID: Int64?

  public init(
    _ text: String, symbology: Symbology? = nil, source: ScanSource, quality: ScanQualityFigures? = nil,
    policy: ScanPolicy = .auto, mode: ScanMode = .add, quantity: Int = 1, gs1: GS1Hint = .detect(separator: nil),
    locationID: Int64? = nil
  ) {
    self.text = text
    self.symbology = symbology
    self.source = source
    self.quality = quality
    self.policy = policy
    self.mode = mode
    self.quantity = quantity
    self.gs1 = gs1
    self.locationID = locationID
  }
}

/// The journal's form, one flat object: the keys journals written before `ScanRequest` existed use (`text`,
/// `symbology`, `source`, `mode`, `quantity`, `gs1Declared`, `gs1Separator`), read as they were; `policy`,
/// `quality` and `locationID` are new and optional.
extension ScanRequest: Codable {
  private enum CodingKeys: String, CodingKey {
    case text, symbology, source, quality, policy, mode, quantity, gs1Declared, gs1Separator, locationID
  }

  public init(from decoder: any Decoder) throws {
    let keys = try decoder.container(keyedBy: CodingKeys.self)
    let declared = try keys.decode(Bool.self, forKey: .gs1Declared)
    self.init(
      try keys.decode(String.self, forKey: .text),
      symbology: try keys.decodeIfPresent(Symbology.self, forKey: .symbology),
      source: try keys.decode(ScanSource.self, forKey: .source),
      quality: try keys.decodeIfPresent(ScanQualityFigures.self, forKey: .quality),
      policy: try keys.decodeIfPresent(ScanPolicy.self, forKey: .policy) ?? .auto,
      mode: try keys.decode(ScanMode.self, forKey: .mode), quantity: try keys.decode(Int.self, forKey: .quantity),
      gs1: declared ? .declared : .detect(separator: try keys.decodeIfPresent(String.self, forKey: .gs1Separator)),
      locationID: try keys.decodeIfPresent(Int64.self, forKey: .locationID))
  }

  public func encode(to encoder: any Encoder) throws {
    var keys = encoder.container(keyedBy: CodingKeys.self)
    try keys.encode(text, forKey: .text)
    try keys.encodeIfPresent(symbology, forKey: .symbology)
    try keys.encode(source, forKey: .source)
    try keys.encodeIfPresent(quality, forKey: .quality)
    try keys.encode(policy, forKey: .policy)
    try keys.encode(mode, forKey: .mode)
    try keys.encode(quantity, forKey: .quantity)
    switch gs1 {
    case .declared: try keys.encode(true, forKey: .gs1Declared)
    case .detect(let separator):
      try keys.encode(false, forKey: .gs1Declared)
      try keys.encodeIfPresent(separator, forKey: .gs1Separator)
    }
    try keys.encodeIfPresent(locationID, forKey: .locationID)
  }
}
