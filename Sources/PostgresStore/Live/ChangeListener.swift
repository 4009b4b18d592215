import Foundation
import PostgresNIO
import Synchronization

/// Learns of every change committed on the server as it happens, so an open screen on one station shows
/// another station's scan at once without asking the server on every tick: a connection of its own LISTENs on
/// the channel the schema's triggers NOTIFY (`PostgresSchema.changeNotifications`), and each notification moves
/// `token`. PostgreSQL delivers a notification when the transaction that sent it commits, never before.
///
/// It starts on the first `token` read (a CLI command that never asks opens no second connection), connects on
/// a queue of its own (reading `token` never waits for the network), and when the connection breaks it connects
/// again every few seconds. Notifications sent while it was not listening are lost: so the token moves each time
/// listening (re)starts, and whoever watches it reloads once.
final class ChangeListener: Sendable {
  static let channel = "stockroom_change"
  /// How long to wait before connecting again after a failure or a broken connection.
  static let retryDelay: DispatchTimeInterval = .seconds(2)

  private let settings: PostgresSettings
  private let environment: [String: String]
  private let logger: Logger
  private let queue = DispatchQueue(label: "stockroom.postgres.changes")
  private struct State {
    var changes = 0
    var started = false
    var stopped = false
    var connection: PostgresConnection?
  }
  private let state = Mutex(State())

  init(settings: PostgresSettings, environment: [String: String], logger: Logger) {
    self.settings = settings
    self.environment = environment
    self.logger = logger
  }

  deinit { stop() }

  /// Moves whenever a change was committed (by any station) since it was last read, or listening restarted.
  var token: Int {
    let start = state.withLock { state in
      defer { state.started = true }
      return !state.started && !state.stopped
    }
    if start { queue.async { self.listen() } }
    return state.withLock { $0.changes }
  }

  /// Whether the listening connection is up (for tests and the status line).
  var isListening: Bool { state.withLock { $0.connection.map { !$0.isClosed } ?? false } }

  /// Stops listening and closes the connection; `token` stays where it is.
  func stop() {
    let open = state.withLock { state in
      state.stopped = true
      defer { state.connection = nil }
      return state.connection
    }
    if let open { PostgresSession.closeWhileAlive(open) }
  }

  private func moved() { state.withLock { $0.changes &+= 1 } }

  /// On `queue`: connect, register the handler, LISTEN; on any failure try again later.
  private func listen() {
    guard !state.withLock({ $0.stopped }) else { return }
    do {
      let fresh = try PostgresSession.connect(settings, environment: environment, logger: logger)
      fresh.addListener(channel: Self.channel) { [weak self] _, _ in self?.moved() }
      do {
        try PostgresLink(connection: fresh, settings: settings, logger: logger)
          .query(PostgresQuery(unsafeSQL: "LISTEN \(Self.channel)"))
      } catch {
        PostgresSession.closeWhileAlive(fresh)
        throw error
      }
      let keep = state.withLock { state in
        guard !state.stopped else { return false }
        state.connection = fresh
        return true
      }
      guard keep else { return PostgresSession.closeWhileAlive(fresh) }
      moved()
      fresh.closeFuture.whenComplete { [weak self] _ in self?.connectionClosed(fresh) }
    } catch {
      logger.debug("listening for changes failed: \(error)")
      retryLater()
    }
  }

  private func connectionClosed(_ closed: PostgresConnection) {
    // Closed from our side too before it is released (postgres-nio insists, even when the server ended it).
    PostgresSession.closeWhileAlive(closed)
    let current = state.withLock { state in
      guard state.connection === closed else { return false }
      state.connection = nil
      return true
    }
    if current { retryLater() }
  }

  private func retryLater() {
    guard !state.withLock({ $0.stopped }) else { return }
    queue.asyncAfter(deadline: .now() + Self.retryDelay) { [weak self] in self?.listen() }
  }
}
