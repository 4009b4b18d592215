import InventoryCore
import SQLiteStore

extension GlobalOptions {
  /// The inventory with its locations role. Locations are managed on the server itself: a station's offline
  /// journal keeps scans, not moves, so a move while the server is away fails and says so.
  func openLocations(for purpose: AppDatabase.Purpose = .writing) throws -> any Inventory & LocationInventory {
    try openRole(for: purpose, named: "locations")
  }

  /// The inventory with its lots role (on the server itself, as locations).
  func openLots(for purpose: AppDatabase.Purpose = .writing) throws -> any Inventory & LotInventory {
    try openRole(for: purpose, named: "lots")
  }

  /// The inventory with its alerts role (on the server itself: alerts are the server's, not a station's).
  func openAlerts(for purpose: AppDatabase.Purpose = .writing) throws -> any Inventory & AlertInventory {
    try openRole(for: purpose, named: "alerts")
  }

  /// `service`'s locations role for outputs: its own, or on a server the server's (a station takes on lots and
  /// fields, not locations: `items show` once put every lot at "Default" there); nil when there is none.
  func locations(of service: any Inventory) throws -> (any LocationInventory)? {
    if let own = service as? any LocationInventory { return own }
    guard case .server = try address() else { return nil }
    return try openLocations(for: .reading)
  }

  /// The inventory as `Role`, a role both stores have: on a server, the server itself rather than a station
  /// that can keep scans offline.
  private func openRole<Role>(for purpose: AppDatabase.Purpose, named name: String) throws -> Role {
    let inventory: Any
    if case .server(let settings) = try address() {
      do { inventory = try StationInventory.openServer(settings) } catch { throw CommandFailure(error) }
    } else {
      inventory = try openInventory(for: purpose)
    }
    guard let role = inventory as? Role else {
      throw CommandFailure(message: "this inventory has no \(name)", status: ExitStatus.failure)
    }
    return role
  }
}
