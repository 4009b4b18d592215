/// The inventory as the front ends see it: the composition of its roles (items, extra barcodes, categories, the
/// stock ledger, scans, stock sessions, the action journal, CSV, created codes, status), each a protocol of its
/// own, in operations named after what they are for. Every operation is one transaction of the store behind it,
/// safe while other stations write. SQLite (`SQLiteInventory`) and PostgreSQL (`PostgresInventory`) implement
/// it; how each searches, pages and orders is its own business. Code that needs one role takes that role.
///
/// Lots, locations, alerts and custom fields are roles a store adds beside it (`LotInventory`, …).
public protocol Inventory:
  ItemInventory, BarcodeInventory, CategoryInventory, StockInventory, ScanInventory, SessionInventory,
  JournalInventory, CSVInventory, CreatedCodeInventory, StatusInventory
{
  /// Who this inventory acts for: actions are journalled under it, and undo reverses its own first.
  var origin: ActionOrigin { get }
}
