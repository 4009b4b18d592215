import Foundation
import InventoryCore

/// The inventory on a PostgreSQL server, for several stations sharing one stock. The same operations, errors
/// and rules as the SQLite store (`SQLiteInventory`); each operation is one transaction, and the rules that
/// keep stock right (quantity = sum of movements, within `StockLimits`, movements append-only) are enforced
/// by the database itself (`PostgresSchema`). Concurrent changes of one item from several stations are exact:
/// each locks the item's row (`SELECT ... FOR UPDATE`) before it reads the quantity it checks.
///
/// Thread-safe: one connection, used by one operation at a time (`PostgresSession`). Callers block until the
/// server answers or the deadline passes; never call it from an event loop.
public final class PostgresInventory: Sendable {
  public let settings: PostgresSettings
  /// Who this inventory acts for: movements and scans record its station, actions are journalled under it.
  public let origin: ActionOrigin
  let session: PostgresSession
  /// A connection of its own for `checkConnection`, with short deadlines: a probe never waits behind an
  /// operation, and a hung server is noticed in seconds, not after the statement deadline.
  let probe: PostgresSession
  /// What other stations commit, as it happens (`changeToken`).
  let changes: ChangeListener
  /// How `backup(to:)` writes a SQLite file (this store cannot: the program that links both gives it one).
  let archiveFiles: (any ArchiveFileMaker)?
  /// The clock, so tests can pin times.
  let now: @Sendable () -> Date

  /// Connects and brings the schema up to date, or refuses a database of another program or of a newer
  /// stockroom without changing it. Errors are `PostgresStoreError`s that say what to do. With `connectNow`
  /// false nothing is tried until the first operation (a station that may start while its server is away);
  /// every new connection checks the schema first either way.
  public init(
    settings: PostgresSettings, origin: ActionOrigin = .thisProcess,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    now: @escaping @Sendable () -> Date = { Date() }, connectNow: Bool = true,
    archiveFiles: (any ArchiveFileMaker)? = nil
  ) throws {
    self.settings = settings
    self.archiveFiles = archiveFiles
    self.origin = origin
    self.now = now
    session = PostgresSession(settings: settings, environment: environment) { link in
      try PostgresMigrator.migrate(link, time: now().epochMilliseconds)
    }
    probe = PostgresSession(settings: settings.forProbing, environment: environment)
    changes = ChangeListener(settings: settings, environment: environment, logger: session.logger)
    if connectNow { try session.withLink { _ in } }
  }

  /// The names of the schema's steps, in the order they are applied (`PostgresSchema.migrations`).
  public static var schemaSteps: [String] { PostgresSchema.migrations.map(\.name) }

  /// Where the inventory lives, for messages: `ann@db.example:5432/shop`.
  public var location: String { settings.description }

  /// Closes the connection now (an operation after this connects again).
  public func close() {
    changes.stop()
    session.close()
    probe.close()
  }

  /// `SELECT 1` on the probe's own connection (connecting again when it broke), within
  /// `PostgresSettings.probeTimeoutSeconds`. While it gets no answer, operations fail at once saying so (the one
  /// waiting for the server too), instead of each waiting for its own deadline: a screen never freezes for
  /// a server known to be away. They ask the server again once a probe is answered.
  public func checkConnection() throws {
    do {
      try probe.withLink { link in _ = try link.query("SELECT 1") }
    } catch let error as PostgresStoreError where error.meansServerAway {
      session.stopAsking(
        because: PostgresStoreError(
          .unreachable,
          "the PostgreSQL server is not answering (\(settings.serverDescription): \(error.message)); "
            + "it is asked again every few seconds"))
      throw error
    }
    session.askAgain()
  }

  /// Moves whenever any station commits a change (LISTEN/NOTIFY on a connection of its own, see
  /// `ChangeListener`): reading it never asks the server, so screens may read it on every tick. The first read
  /// starts listening; a change arrives a few milliseconds after its commit, not at once.
  public func changeToken() throws -> Int { changes.token }

  /// The current time at millisecond precision (what the database keeps).
  public func timestamp() -> Int64 { now().epochMilliseconds }

  /// `body` in one transaction. When the connection breaks after COMMIT was sent, the server is asked (on a
  /// new connection) whether the transaction committed: if it did, its result is returned as if nothing had
  /// happened; if it did not, the error says the operation did not complete; if the server cannot be asked,
  /// the error (`outcomeUnknown`) says that it may have been applied.
  @discardableResult
  func write<T>(_ body: (PostgresLink) throws -> T) throws -> T {
    let claim = OperationClaim.pending
    var uncertain: (result: T, ticket: CommitTicket)?
    let result: T
    do {
      result = try session.withLink { link in
        try link.transaction(
          {
            try claim?.record { id in try Self.recordOperation(id, time: timestamp(), on: link) }
            return try body(link)
          }, uncertain: { uncertain = ($0, $1) })
      }
    } catch {
      guard let uncertain else { throw error }
      switch try session.fate(of: uncertain.ticket) {
      case .committed: result = uncertain.result
      case .rolledBack: throw error
      }
    }
    claim?.settle()
    return result
  }

  /// Records operation `id`, or returns when it was recorded before (the row locked until this transaction
  /// ends, so two runs of one operation at once apply it once).
  private static func recordOperation(_ id: UUID, time: Int64, on link: PostgresLink) throws -> Date? {
    let inserted = try link.execute(
      "INSERT INTO operation (id, time) VALUES (\(id), \(time)) ON CONFLICT (id) DO NOTHING")
    if inserted == 1 { return nil }
    let earlier = try link.query("SELECT time FROM operation WHERE id = \(id)").single(Int64.self) ?? time
    return Date(epochMilliseconds: earlier)
  }

  /// `body` on the connection, each statement on its own (reads that need no snapshot across statements).
  /// A read changes nothing, so one that finds the connection broken runs again on a new one.
  @discardableResult
  func read<T>(_ body: (PostgresLink) throws -> T) throws -> T {
    try session.withLink { link in
      do { return try body(link) } catch let error as PostgresStoreError where error.connectionIsGone {
        throw PostgresLink.StaleConnection()
      }
    }
  }
}
