import Foundation
import Synchronization

/// The id a command gives its change so that running it again is recognised, not applied twice: when the
/// answer to a commit is lost, the user (or a script) may run the same command again, and that run must say
/// "already applied" rather than count a second time.
///
/// The rule, for every store: the first write transaction that commits while a claim is current records the
/// claim's id in the same transaction (`claimOnce`); a transaction that finds the id recorded already changes
/// nothing and throws `OperationAlreadyApplied`. Later transactions of the same command record nothing (a
/// command's change is its first write: each command that takes an id writes in one transaction). The claim
/// is carried as a task-local value, so it reaches the store through any wrapper without an argument.
public final class OperationClaim: Sendable {
  @TaskLocal public static var current: OperationClaim?

  public let id: UUID
  private let settled = Atomic<Bool>(false)

  public init(id: UUID) { self.id = id }

  /// Runs `body` with `id` as the current claim.
  public static func performing<T>(_ id: UUID, _ body: () throws -> T) rethrows -> T {
    try $current.withValue(OperationClaim(id: id), operation: body)
  }

  /// The current claim while it has not been recorded by a committed transaction.
  public static var pending: OperationClaim? {
    guard let claim = current else { return nil }
    return claim.settled.load(ordering: .acquiring) ? nil : claim
  }

  /// Records the claim inside the open write transaction: `insert` records the id and returns nil, or returns
  /// the time it was recorded before (then nothing may change: `OperationAlreadyApplied` is thrown, which
  /// rolls the transaction back). Call it at the start of every attempt of the transaction.
  public func record(_ insert: (UUID) throws -> Date?) throws {
    if let earlier = try insert(id) { throw OperationAlreadyApplied(id: id, time: earlier) }
  }

  /// The transaction that recorded the claim committed: later ones of the same command record nothing.
  public func settle() { settled.store(true, ordering: .releasing) }
}

/// A change run again under an id the inventory already recorded: nothing was changed this time.
public struct OperationAlreadyApplied: Error, Equatable, Sendable, CustomStringConvertible {
  public var id: UUID
  /// When the first run committed.
  public var time: Date

  public init(id: UUID, time: Date) {
    self.id = id
    self.time = time
  }

  public var description: String {
    "already applied at \(CSVTimestamp.string(time)) (operation \(id.uuidString.lowercased())): nothing was changed"
  }
}
