/// The lot a scanned code names, decided once for the scan recorder and the offer a scan makes.
extension LotDetails {
  /// The lot a GS1 code's (10), (15), (17) and (21) name, trimmed as stored, when they fit a lot (`LotLimits`);
  /// nil for any other code and for a lot that cannot be stored (it still scans, as stock without a lot: the
  /// scan log keeps what the code said).
  public init?(scanned gs1: GS1ScanDetails?) {
    guard let details = gs1.flatMap(LotDetails.init(gs1:)), let usable = try? LotLimits.usable(details) else {
      return nil
    }
    self = usable
  }
}
