extension ScanOutcome {
  /// The refusal a scan's change of stock ends in, kept in history like any scan: too little stock to take out,
  /// or the maximum passed. `error` is what the store's change of `item` threw; a change larger than any stock
  /// (a big quantity of a case of 12) is refused in the same words, by its direction. Nil for any other error,
  /// which the store throws (nothing is recorded). One mapping for both stores.
  public static func refusal(_ error: InventoryError, item: Item, code: ProductCode) -> ScanOutcome? {
    switch error {
    case .insufficientStock(let current, let requested):
      .insufficientStock(current, code: code, requested: requested)
    case .quantityOutOfRange(let current, let requested):
      .overMaximum(current, code: code, delta: requested)
    case .changeOutOfRange(let delta) where delta < 0:
      .insufficientStock(item, code: code, requested: Int(clamping: delta.magnitude))
    case .changeOutOfRange(let delta):
      .overMaximum(item, code: code, delta: delta)
    default:
      nil
    }
  }

  /// The outcome with the extra barcode `match` scanned by named in its change (`StockChange.extraBarcode`),
  /// so its words say "case of 12"; unchanged for the main barcode, for outcomes without a change, and for a
  /// change that is no whole number of the barcode's packs (an answered offer that gathered other scans too).
  public func scanned(by match: CodeMatch?) -> ScanOutcome {
    guard case .applied(var change, let code) = self, let extra = match?.extraBarcode,
      match?.item.id == change.item.id, change.delta.isMultiple(of: extra.unitsPerScan)
    else { return self }
    change.extraBarcode = extra
    return .applied(change, code: code)
  }
}
