import Foundation
import PostgresNIO

/// One connection to the server, lent to one operation at a time; it connects on first use and again after
/// the connection broke.
///
/// How a synchronous store talks to an asynchronous driver: the `Inventory` protocol is synchronous (the
/// ncurses loop and the CLI call it from plain threads), and postgres-nio runs on NIO event loops. The store
/// uses postgres-nio's `EventLoopFuture` API on NIO's shared event-loop threads
/// (`MultiThreadedEventLoopGroup.singleton`) and blocks the calling thread in `wait()`: the caller is never one
/// of those threads, so nothing waits on itself (NIO's `wait()` stops the process if it ever were, rather than
/// deadlocking). The async API would have needed a semaphore around a `Task`, which holds a thread of the
/// cooperative pool hostage. Every wait has a deadline (`PostgresLink`, `connect`), so a server or network
/// that stops answering gives an error, never a hang.
// Unchecked, with NSLocks: an operation holds `lock` across its whole transaction while the helpers it calls
// replace `connection`, which a `Mutex`'s closure would have to thread through each of them.
final class PostgresSession: @unchecked Sendable {
  let settings: PostgresSettings
  private let environment: [String: String]
  let logger: Logger
  /// Guards `connection` and serialises operations: one connection runs one transaction at a time.
  private let lock = NSLock()
  private var connection: PostgresConnection?
  /// Runs on every new connection before its first operation (the store brings the schema up to date).
  private let prepare: (PostgresLink) throws -> Void
  /// Guards `inUse` and `unanswered`, which are read without waiting for the operation that holds `lock`.
  private let stateLock = NSLock()
  /// The connection operations run on, to cut when the server stopped answering (`stopAsking`).
  private var inUse: PostgresConnection?
  /// Why operations fail at once instead of asking the server (a probe found it not answering), until
  /// `askAgain`.
  private var unanswered: PostgresStoreError?

  init(
    settings: PostgresSettings, environment: [String: String],
    prepare: @escaping @Sendable (PostgresLink) throws -> Void = { _ in }
  ) {
    self.settings = settings
    self.environment = environment
    self.prepare = prepare
    var logger = Logger(label: "stockroom.postgres")
    // The terminal belongs to the screens: postgres-nio's own logging stays silent (errors come back as values).
    logger.logLevel = .critical
    self.logger = logger
  }

  deinit { close() }

  /// Runs `body` with the connection, connecting first when there is none or the last one broke. A
  /// connection the server dropped while it sat idle (a restart, an idle timeout) is found out at the start of
  /// a transaction, before anything was done: then `body` runs once more on a new connection.
  func withLink<T>(_ body: (PostgresLink) throws -> T) throws -> T {
    if let unanswered = stateLock.withLock({ unanswered }) { throw unanswered }
    lock.lock()
    defer { lock.unlock() }
    do { return try body(try openLink()) } catch is PostgresLink.StaleConnection {
      // postgres-nio requires a connection be closed before it is released, broken or not.
      if let connection { Self.closeWhileAlive(connection) }
      connection = nil
      do { return try body(try openLink()) } catch is PostgresLink.StaleConnection {
        throw PostgresStoreError(
          .connectionLost, "the connection to \(settings.serverDescription) broke again as soon as it was made")
      }
    }
  }

  private func openLink() throws -> PostgresLink {
    if let connection, !connection.isClosed {
      return PostgresLink(connection: connection, settings: settings, logger: logger)
    }
    if let connection { Self.closeWhileAlive(connection) }
    connection = nil
    if let unanswered = stateLock.withLock({ unanswered }) { throw unanswered }
    let fresh = try Self.connect(settings, environment: environment, logger: logger)
    let link = PostgresLink(connection: fresh, settings: settings, logger: logger)
    do { try prepare(link) } catch {
      Self.closeWhileAlive(fresh)
      throw error
    }
    connection = fresh
    stateLock.withLock { inUse = fresh }
    return link
  }

  /// Operations fail at once with `error` from now on, and the one waiting for the server (if any) fails now
  /// rather than at its deadline: its connection is closed (a write whose COMMIT was in flight learns its fate
  /// as after any lost connection). For a server a probe found not answering.
  func stopAsking(because error: PostgresStoreError) {
    let cut = stateLock.withLock {
      unanswered = error
      defer { inUse = nil }
      return inUse
    }
    if let cut { Self.closeWhileAlive(cut) }
  }

  /// Operations ask the server again (a probe got its answer).
  func askAgain() { stateLock.withLock { unanswered = nil } }

  /// Closes the connection (the next operation opens a new one).
  func close() {
    lock.lock()
    defer { lock.unlock() }
    if let connection { Self.closeWhileAlive(connection) }
    connection = nil
  }

  /// Connects within `connect_timeout`: postgres-nio's own deadline covers TCP, TLS and authentication; this
  /// one, two seconds later, covers anything that slips past it (a name lookup that never returns).
  static func connect(_ settings: PostgresSettings, environment: [String: String], logger: Logger) throws
    -> PostgresConnection
  {
    let password = PasswordLookup.find(for: settings, environment: environment)
    let configuration: PostgresConnection.Configuration
    do { configuration = try makeConfiguration(settings, password: password.password, environment: environment) } catch
    {
      throw error as? PostgresStoreError ?? PostgresStoreError.connecting(error, settings: settings, password: password)
    }
    let loop = MultiThreadedEventLoopGroup.singleton.next()
    let attempt = PostgresConnection.connect(
      on: loop, configuration: configuration, id: Int.random(in: 1...Int.max), logger: logger)
    let result = loop.makePromise(of: PostgresConnection.self)
    let seconds = settings.connectTimeoutSeconds
    let deadline = loop.scheduleTask(in: .seconds(Int64(seconds) + 2)) {
      result.fail(ConnectTimeout(seconds: seconds))
    }
    // Both callbacks run on `loop`; the later completion of `result` is ignored, a late connection closed.
    attempt.whenComplete { outcome in
      deadline.cancel()
      result.completeWith(outcome)
    }
    result.futureResult.whenFailure { _ in
      attempt.whenSuccess { connection in closeWhileAlive(connection) }
    }
    do { return try result.futureResult.wait() } catch {
      throw PostgresStoreError.connecting(error, settings: settings, password: password)
    }
  }

  /// Closes `connection`, holding it until the close completes (postgres-nio requires a connection to be
  /// closed before it is released).
  static func closeWhileAlive(_ connection: PostgresConnection) {
    let closing: EventLoopFuture<Void> = connection.close()
    closing.whenComplete { _ in withExtendedLifetime(connection) {} }
  }

  /// postgres-nio's configuration for `settings`: TLS as `sslmode` says (never over a Unix socket, as in libpq).
  static func makeConfiguration(_ settings: PostgresSettings, password: String?, environment: [String: String])
    throws -> PostgresConnection.Configuration
  {
    var configuration: PostgresConnection.Configuration
    switch settings.endpoint {
    case .tcp(let host, let port):
      configuration = PostgresConnection.Configuration(
        host: host, port: port, username: settings.user, password: password, database: settings.database,
        tls: try TLSChoice.make(settings, environment: environment))
    case .socket:
      configuration = PostgresConnection.Configuration(
        unixSocketPath: settings.socketPath ?? "", username: settings.user, password: password,
        database: settings.database)
    }
    configuration.options.connectTimeout = .seconds(Int64(settings.connectTimeoutSeconds))
    configuration.options.additionalStartupParameters = [("application_name", settings.applicationName)]
    return configuration
  }
}
