import InventoryCore

// TEMPORARY (issue 11 in progress): see PendingReadsAndScans.swift. Deleted when these are implemented.
extension PostgresInventory {
  public func changeToken() throws -> Int { throw Self.pending(#function) }
}
