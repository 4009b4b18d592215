import InventoryCore

// TEMPORARY (issue 11 in progress): the operations PostgresInventory does not implement yet, so it conforms to
// `Inventory` while they are written. Each throws; none is reachable from the front ends until `--db` opens
// PostgreSQL. This file is deleted when they are implemented.
extension PostgresInventory {
  public func items(matching query: ItemQuery, adjacentTo item: Item, forward: Bool, limit: Int) throws -> [Item]? {
    throw Self.pending(#function)
  }
  public func window(of query: ItemQuery, positions: Range<Int>, total: Int) throws -> [Item] {
    throw Self.pending(#function)
  }
  public func totals(matching query: ItemQuery) throws -> ItemTotals { throw Self.pending(#function) }
  public func position(ofItem id: Int64, matching query: ItemQuery) throws -> Int? { throw Self.pending(#function) }
  public func lowStockReport() throws -> [Item] { throw Self.pending(#function) }
  public func lowStockCount() throws -> Int { throw Self.pending(#function) }
  public func stockAlertCounts() throws -> StockAlertCounts { throw Self.pending(#function) }
  public func outOfStockWithoutMinimum() throws -> [Item] { throw Self.pending(#function) }
  public func itemsWithStoredValueProblems(limit: Int) throws -> [Item] { throw Self.pending(#function) }
  public func nextInStoreCode() throws -> ProductCode { throw Self.pending(#function) }
  public func assignInStoreBarcode(itemID: Int64) throws -> Item { throw Self.pending(#function) }
  public func assignInStoreBarcodes(itemIDs: [Int64]) throws -> [Item] { throw Self.pending(#function) }
  public func recordScan(
    _ text: String, symbology: Symbology?, source: ScanSource, quality: ScanQualityFigures?, policy: ScanPolicy,
    mode: ScanMode, quantity: Int, gs1 hint: GS1Hint
  ) throws -> ScanOutcome { throw Self.pending(#function) }
  public func answerOffer(scanIDs: [Int64], itemID: Int64, code: ProductCode, delta: Int, source: ScanSource) throws
    -> ScanOutcome
  { throw Self.pending(#function) }
  public func cancelOffer(scanIDs: [Int64], itemName: String, delta: Int) throws { throw Self.pending(#function) }
  public func scans(search: String, station: String?, limit: Int, offset: Int) throws -> [ScanRecord] {
    throw Self.pending(#function)
  }
  public func scans(after id: Int64, limit: Int) throws -> [ScanRecord] { throw Self.pending(#function) }
  public func newestScanID() throws -> Int64 { throw Self.pending(#function) }
  public func clearScanHistory() throws -> Int { throw Self.pending(#function) }
  public func recordCreatedCode(_ code: CreatedCode) throws -> CreatedCode { throw Self.pending(#function) }
  public func createdCodes(search: String, limit: Int) throws -> [CreatedCode] { throw Self.pending(#function) }
  public func createdCode(id: Int64) throws -> CreatedCode? { throw Self.pending(#function) }
  public func deleteCreatedCode(id: Int64) throws -> Bool { throw Self.pending(#function) }
  public func integrityProblems() throws -> [String] { throw Self.pending(#function) }
}

extension PostgresInventory {
  static func pending(_ operation: String) -> PostgresStoreError {
    PostgresStoreError(.server, "\(operation) is not implemented on PostgreSQL yet")
  }
}
