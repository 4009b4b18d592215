/// Why the PostgreSQL store could not do what was asked, in words that say what to do. `kind` lets the
/// front ends choose an exit status (74 for the server being away) and tests check the reason.
public struct PostgresStoreError: Error, Sendable, Equatable, CustomStringConvertible {
  public enum Kind: String, Sendable, Equatable {
    /// No server answers at that address (refused, no such socket, no route, unknown host name).
    case unreachable
    /// The server (or the network) did not answer in time.
    case timedOut
    /// The server refused the password or the user.
    case authenticationFailed
    /// The server asks for a password and none was found.
    case passwordMissing
    /// TLS was required but the server does not offer it.
    case tlsNotOffered
    /// TLS failed (certificate not trusted, wrong host name, no root certificate file).
    case tlsFailed
    case databaseMissing
    /// The connection broke during an operation (the server restarted or the network dropped).
    case connectionLost
    /// The connection broke after COMMIT was sent and the server could not be asked since: the change may or
    /// may not have been applied.
    case outcomeUnknown
    /// The database holds tables but is not a stockroom database: it is left alone.
    case foreignDatabase
    /// The database was migrated by a newer stockroom: this version does not know its schema.
    case newerDatabase
    /// Any other error the server reported.
    case server
  }

  public var kind: Kind
  public var message: String
  /// The server's SQLSTATE, when the server reported the error.
  public var sqlState: String?
  /// The constraint the server named (a CHECK or UNIQUE that refused a write): the store turns these into
  /// `InventoryError`s.
  public var constraint: String?

  public init(_ kind: Kind, _ message: String, sqlState: String? = nil, constraint: String? = nil) {
    self.kind = kind
    self.message = message
    self.sqlState = sqlState
    self.constraint = constraint
  }

  public var description: String { message }

  /// The connection is gone: it broke, or the server ended this session (SQLSTATE 57P01 administrator command,
  /// 57P02 crash shutdown: a restart, or an idle session terminated), which a client may only learn from the
  /// answer to its next statement.
  var connectionIsGone: Bool { kind == .connectionLost || ["57P01", "57P02"].contains(sqlState ?? "") }
}

extension PostgresStoreError {
  /// The server could not be reached or stopped answering: worth trying again later (a station keeps its
  /// scans meanwhile), unlike a refusal.
  public var meansServerAway: Bool {
    [.unreachable, .timedOut, .connectionLost, .outcomeUnknown].contains(kind) || connectionIsGone
  }

  /// The connection was lost while committing and the server could not be asked whether the commit happened.
  static func outcomeUnknown(settings: PostgresSettings, reason: String) -> PostgresStoreError {
    PostgresStoreError(
      .outcomeUnknown,
      "the connection to \(settings.serverDescription) was lost while committing: the change may have been "
        + "applied; `stockroom history` shows it (\(reason))")
  }
}
