import InventoryCore

// TEMPORARY (issue 11 in progress): see PendingReadsAndScans.swift. Deleted when these are implemented.
extension PostgresInventory {
  public func undoLastChanges(_ count: Int, source: ScanSource) throws -> [StockChange] {
    throw Self.pending(#function)
  }
  public func actions(search: String, limit: Int, offset: Int) throws -> [JournalAction] {
    throw Self.pending(#function)
  }
  public func nextUndo(scope: UndoScope) throws -> UndoStep? { throw Self.pending(#function) }
  public func nextRedo(scope: UndoScope) throws -> UndoStep? { throw Self.pending(#function) }
  public func undo(scope: UndoScope, expecting actionID: Int64?, source: ScanSource) throws -> UndoStep? {
    throw Self.pending(#function)
  }
  public func redo(scope: UndoScope, expecting actionID: Int64?, source: ScanSource) throws -> UndoStep? {
    throw Self.pending(#function)
  }
  public func exportItems(to sink: @escaping ([UInt8]) throws -> Void) throws -> Int { throw Self.pending(#function) }
  public func exportItems(matching query: ItemQuery, to sink: @escaping ([UInt8]) throws -> Void) throws -> Int {
    throw Self.pending(#function)
  }
  public func exportReorderList(to sink: @escaping ([UInt8]) throws -> Void) throws -> Int {
    throw Self.pending(#function)
  }
  public func importItems(
    _ csv: ItemCSVImport, onDuplicate policy: DuplicatePolicy, dryRun: Bool, progress: ((Double) -> Void)?
  ) throws -> ImportSummary { throw Self.pending(#function) }
}
