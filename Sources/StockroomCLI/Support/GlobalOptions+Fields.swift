import InventoryCore
import SQLiteStore

extension GlobalOptions {
  /// The inventory with its custom fields role. Fields and values are changed on the server itself: a station's
  /// offline journal keeps scans, so a change while the server is away fails and says so.
  func openFields(for purpose: AppDatabase.Purpose = .writing) throws -> any Inventory & CustomFieldInventory {
    if case .server(let settings) = try address() {
      do { return try StationInventory.openServer(settings) } catch { throw CommandFailure(error) }
    }
    guard let inventory = try openInventory(for: purpose) as? any Inventory & CustomFieldInventory else {
      throw CommandFailure(message: "this inventory has no custom fields", status: ExitStatus.failure)
    }
    return inventory
  }
}

extension Inventory {
  /// The item's custom field values by field name (defaults included), for outputs; nil when the inventory has
  /// no fields, so outputs of shops without any stay as they were.
  func shownFieldValues(of item: Item) throws -> [String: String]? {
    guard let fields = self as? any CustomFieldInventory, let id = item.id else { return nil }
    let values = try fields.fieldValues(ofItem: id)
    guard !values.isEmpty else { return nil }
    return Dictionary(
      values.compactMap { value in value.value.map { (value.field.name, $0) } }, uniquingKeysWith: { a, _ in a })
  }
}
