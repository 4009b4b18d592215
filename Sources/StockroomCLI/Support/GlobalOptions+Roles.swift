import InventoryCore
import InventoryStore

extension GlobalOptions {
  /// The inventory with its locations role. Locations are managed on the server itself: a station's offline
  /// journal keeps scans, not moves, so a move while the server is away fails and says so.
  func openLocations(for purpose: AppDatabase.Purpose = .writing) throws -> any Inventory & LocationInventory {
    guard let inventory = try openStore(for: purpose) as? any Inventory & LocationInventory else {
      throw CommandFailure(message: "this inventory has no locations", status: ExitStatus.failure)
    }
    return inventory
  }

  /// The inventory with its alerts role, on the server itself (alerts are the server's, not the station's).
  func openAlerts(for purpose: AppDatabase.Purpose = .writing) throws -> any Inventory & AlertInventory {
    guard let inventory = try openStore(for: purpose) as? any Inventory & AlertInventory else {
      throw CommandFailure(message: "this inventory keeps no alerts", status: ExitStatus.failure)
    }
    return inventory
  }

  /// The store itself: on a server, without the station's offline journal (which keeps scans, nothing else).
  private func openStore(for purpose: AppDatabase.Purpose) throws -> any Inventory {
    if case .server(let settings) = try address() {
      do { return try StationInventory.openServer(settings) } catch { throw CommandFailure(error) }
    }
    return try openInventory(for: purpose)
  }
}
