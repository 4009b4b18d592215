import InventoryCore

// TEMPORARY (issue 11 in progress): the error the stubs in this folder throw. Deleted with the last of them.
extension PostgresInventory {
  static func pending(_ operation: String) -> PostgresStoreError {
    PostgresStoreError(.server, "\(operation) is not implemented on PostgreSQL yet")
  }
}
