/// The status role of an inventory: shared settings, the change token screens reload on, health, backup, and whether
/// the store answers.
public protocol StatusInventory: AnyObject, Sendable {
  func setting(_ key: String) throws -> String?
  func setSetting(_ key: String, to value: String) throws
  /// Changes whenever any station commits a change: screens reload when it moves.
  func changeToken() throws -> Int
  /// What a health check finds wrong with the store (empty when nothing).
  func integrityProblems() throws -> [String]
  /// A consistent copy of the whole inventory at `destination` (a file the store can open again).
  func backup(to destination: String) throws
  /// Where the inventory lives, for messages ("backed up /home/ann/stock.db").
  var location: String { get }
  /// Whether the server is reached and what scans wait on this station for it (`.online` for a local file).
  var offlineStatus: OfflineStatus { get }
  /// Asks the server whether it answers, within a few seconds, on a connection of its own so that it never
  /// waits behind an operation or holds one up; throws the error an operation would get. A file on this
  /// machine always answers.
  func checkConnection() throws
}

/// What a store on this machine answers.
extension StatusInventory {
  /// A store on this machine is never away.
  public var offlineStatus: OfflineStatus { .online }

  /// A store on this machine always answers.
  public func checkConnection() throws {}
}
