import Foundation
import PostgresNIO
import Synchronization

/// The open connection as one operation uses it: statements that wait at most `queryTimeoutSeconds` for
/// their answer, and transactions. Only `PostgresSession.withLink` makes one, under its lock.
struct PostgresLink {
  let connection: PostgresConnection
  let settings: PostgresSettings
  let logger: Logger

  /// The rows of one statement. Past the deadline the connection is closed (which fails the statement and
  /// makes the session connect anew next time) and the error says the server did not answer.
  @discardableResult
  func query(_ query: PostgresQuery) throws -> [PostgresRow] {
    try wait(connection.query(query, logger: logger)).rows
  }

  /// The same connection for statements that work through `rows` rows at once (an import's INSERT … SELECT):
  /// their deadline grows by a second for every 2,000 rows, up to an hour. A million rows took 50-70 s a
  /// statement on this machine, past the usual deadline meant for a server that stopped answering; the longer
  /// one still ends a hung server's wait.
  func allowingWork(rows: Int) -> PostgresLink {
    var settings = settings
    let (longer, overflow) = settings.queryTimeoutSeconds.addingReportingOverflow(max(0, rows) / 2_000)
    if !overflow { settings.queryTimeoutSeconds = max(settings.queryTimeoutSeconds, min(longer, 3_600)) }
    return PostgresLink(connection: connection, settings: settings, logger: logger)
  }

  /// How many rows a statement changed (`UPDATE`, `DELETE`, `INSERT`).
  @discardableResult
  func execute(_ query: PostgresQuery) throws -> Int {
    try wait(connection.query(query, logger: logger)).metadata.rows ?? 0
  }

  /// Waits for `future`, at most `queryTimeoutSeconds`. The wait is on a promise of our own that the deadline
  /// fails itself: closing a connection whose server died mid-statement does not always fail the statement's
  /// future (seen: a scan waited forever after the server was restarted under load).
  func wait<Value: Sendable>(_ future: EventLoopFuture<Value>) throws -> Value {
    let expired = Flag()
    let connection = self.connection
    let seconds = settings.queryTimeoutSeconds
    let answer = connection.eventLoop.makePromise(of: Value.self)
    future.cascade(to: answer)
    // A connection that closes (the server crashed, the network reset it) fails the statement at once rather
    // than at the deadline: postgres-nio does not always fail a statement in flight when its connection dies.
    connection.closeFuture.whenComplete { _ in answer.fail(ConnectionClosed()) }
    let deadline = connection.eventLoop.scheduleTask(in: .seconds(Int64(seconds))) {
      expired.set()
      answer.fail(DeadlinePassed())
      PostgresSession.closeWhileAlive(connection)
    }
    defer { deadline.cancel() }
    do { return try answer.futureResult.wait() } catch {
      if error is ConnectionClosed {
        throw PostgresStoreError(
          .connectionLost,
          "the connection to \(settings.serverDescription) was lost (the server restarted or the network dropped); "
            + "the operation did not complete")
      }
      if expired.isSet {
        throw PostgresStoreError(
          .timedOut,
          "the PostgreSQL server at \(settings.serverDescription) did not answer within \(seconds) s; the "
            + "connection was closed and the operation did not complete")
      }
      throw PostgresStoreError.running(error, settings: settings)
    }
  }

  private struct DeadlinePassed: Error {}
  private struct ConnectionClosed: Error {}

  /// Runs `body` in one transaction: committed when it returns, rolled back when it throws. A deadlock or a
  /// serialization failure (another station's transaction got in the way) rolls back and runs `body` again,
  /// up to five times; `body` must therefore only read and write through this link.
  ///
  /// When the connection breaks before COMMIT was sent, nothing was committed: `StaleConnection` lets the session
  /// run the operation again on a new connection. When it breaks after COMMIT was sent, the transaction may or
  /// may not have committed: then
  /// `uncertain` gets `body`'s result and the ticket that lets the session find out (`CommitTicket`) before the
  /// error is thrown.
  func transaction<T>(_ body: () throws -> T, uncertain: (T, CommitTicket) -> Void = { _, _ in }) throws -> T {
    var attempt = 1
    while true {
      do { try query("BEGIN") } catch let error as PostgresStoreError where error.connectionIsGone {
        throw StaleConnection()
      }
      let result: T
      let ticket: CommitTicket?
      do {
        result = try body()
        ticket = try CommitTicket.current(on: self)
      } catch let error as PostgresStoreError where error.connectionIsGone {
        // Lost before COMMIT was sent: the server rolls the transaction back, so it can run again, whole, on a
        // new connection (a network that dropped mid-statement costs a retry, not the user's change).
        throw StaleConnection()
      } catch {
        try rollBack(after: error, attempt: &attempt)
        continue
      }
      do {
        try query("COMMIT")
        return result
      } catch let error as PostgresStoreError where error.meansServerAway {
        // COMMIT was sent: its answer is what was lost, and a transaction that wrote may have committed.
        if let ticket { uncertain(result, ticket) }
        throw error
      } catch {
        try rollBack(after: error, attempt: &attempt)  // the server refused the COMMIT: nothing was committed
      }
    }
  }

  /// Rolls back after `error`; returns to run the transaction again when another station's transaction got in
  /// the way (a deadlock or a serialization failure) and attempts remain, or throws `error`.
  private func rollBack(after error: any Error, attempt: inout Int) throws {
    if !connection.isClosed { _ = try? query("ROLLBACK") }
    let retryable = (error as? PostgresStoreError).flatMap(\.sqlState).map { ["40001", "40P01"].contains($0) }
    guard retryable == true, attempt < 5 else { throw error }
    attempt += 1
  }
}

/// What identifies a transaction about to commit, so that the session can learn its fate when the answer to
/// COMMIT is lost: its transaction id (`txid_status` says committed, aborted or in progress, from any
/// connection) and the server process that runs it (ended if the transaction is still in progress, so that
/// its fate is settled rather than waited for).
struct CommitTicket: Sendable {
  var transactionID: Int64
  var backendProcessID: Int32

  /// The ticket of the transaction open on `link`, or nil when it has written nothing (no transaction id was
  /// assigned: it has nothing to commit, so nothing to lose).
  static func current(on link: PostgresLink) throws -> CommitTicket? {
    let rows = try link.query("SELECT txid_current_if_assigned(), pg_backend_pid()")
    guard let row = rows.first, let (transactionID, backend) = try? row.decode((Int64?, Int32).self) else {
      throw PostgresStoreError(.server, "the server did not say which transaction is committing")
    }
    return transactionID.map { CommitTicket(transactionID: $0, backendProcessID: backend) }
  }
}

extension PostgresLink {
  /// The connection was found broken before the transaction committed anything: nothing was done, so the
  /// session may run the operation again on a new connection.
  struct StaleConnection: Error {}
}

/// A flag set on an event loop and read by the waiting thread.
private final class Flag: Sendable {
  private let value = Atomic<Bool>(false)

  func set() { value.store(true, ordering: .releasing) }
  var isSet: Bool { value.load(ordering: .acquiring) }
}
