import InventoryCore

/// Extra barcodes (issue 12) go straight to the server, as every operation but a scan does.
extension OfflineCapableInventory {
  public func barcodes(ofItem id: Int64) throws -> [ItemBarcode] {
    try deadline.read { [server] in try server.barcodes(ofItem: id) }
  }
  public func barcodes(ofItems ids: [Int64]) throws -> [Int64: [ItemBarcode]] {
    try deadline.read { [server] in try server.barcodes(ofItems: ids) }
  }
  public func match(for code: ProductCode) throws -> CodeMatch? {
    try deadline.read { [server] in try server.match(for: code) }
  }
  @discardableResult
  public func addBarcode(_ code: ProductCode, unitsPerScan: Int, label: String, toItem id: Int64) throws
    -> ItemBarcode
  { try whenAnswering { try server.addBarcode(code, unitsPerScan: unitsPerScan, label: label, toItem: id) } }
  public func removeBarcode(_ code: ProductCode, fromItem id: Int64) throws {
    try whenAnswering { try server.removeBarcode(code, fromItem: id) }
  }
  @discardableResult
  public func setUnitsPerScan(_ units: Int, label: String?, forBarcode code: ProductCode, ofItem id: Int64) throws
    -> ItemBarcode
  { try whenAnswering { try server.setUnitsPerScan(units, label: label, forBarcode: code, ofItem: id) } }
}
