import Foundation
import PostgresNIO

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
    let deadline = connection.eventLoop.scheduleTask(in: .seconds(Int64(seconds))) {
      expired.set()
      answer.fail(DeadlinePassed())
      PostgresSession.closeWhileAlive(connection)
    }
    defer { deadline.cancel() }
    do { return try answer.futureResult.wait() } catch {
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

  /// Runs `body` in one transaction: committed when it returns, rolled back when it throws. A deadlock or a
  /// serialization failure (another station's transaction got in the way) rolls back and runs `body` again,
  /// up to five times; `body` must therefore only read and write through this link.
  func transaction<T>(_ body: () throws -> T) throws -> T {
    var attempt = 1
    while true {
      do { try query("BEGIN") } catch let error as PostgresStoreError where error.connectionIsGone {
        throw StaleConnection()
      }
      do {
        let result = try body()
        try query("COMMIT")
        return result
      } catch {
        if !connection.isClosed { _ = try? query("ROLLBACK") }
        let retryable = (error as? PostgresStoreError).flatMap(\.sqlState).map { ["40001", "40P01"].contains($0) }
        guard retryable == true, attempt < 5 else { throw error }
        attempt += 1
      }
    }
  }
}

extension PostgresLink {
  /// The connection was found broken before the transaction began: nothing was done, so the session may
  /// run the operation again on a new connection.
  struct StaleConnection: Error {}
}

/// A flag set on an event loop and read by the waiting thread.
private final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false

  func set() { lock.withLock { value = true } }
  var isSet: Bool { lock.withLock { value } }
}
