import InventoryCore
import InventoryStore

extension GlobalOptions {
  /// The inventory with its locations role. Locations are managed on the server itself: a station's offline
  /// journal keeps scans, not moves, so a move while the server is away fails and says so.
  func openLocations(for purpose: AppDatabase.Purpose = .writing) throws -> any Inventory & LocationInventory {
    if case .server(let settings) = try address() {
      do { return try StationInventory.openServer(settings) } catch { throw CommandFailure(error) }
    }
    guard let inventory = try openInventory(for: purpose) as? any Inventory & LocationInventory else {
      throw CommandFailure(message: "this inventory has no locations", status: ExitStatus.failure)
    }
    return inventory
  }
}
