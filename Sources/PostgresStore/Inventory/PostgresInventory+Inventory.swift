import InventoryCore

/// The PostgreSQL store is an `Inventory`: the front ends and the conformance suite use it as they use SQLite's.
extension PostgresInventory: Inventory {}
