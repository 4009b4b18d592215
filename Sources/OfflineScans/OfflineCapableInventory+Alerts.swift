import InventoryCore

extension OfflineCapableInventory {
  /// The server's alerts role: alerts are the server's (raised by its writes, sent by its watchers), not kept
  /// offline by a station.
  public var serverAlerts: (any AlertInventory)? { server as? any AlertInventory }
}
