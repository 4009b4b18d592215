import Foundation
import PostgresNIO

/// Turns postgres-nio's and NIO's errors into `PostgresStoreError`s that name the server, the user and what
/// to do: "connection refused" becomes "cannot reach the PostgreSQL server at db:5432 ... is it running?".
extension PostgresStoreError {
  /// A failure to connect (TCP, TLS, authentication, the database).
  static func connecting(_ error: any Error, settings: PostgresSettings, password: PasswordLookup) -> PostgresStoreError
  {
    let server = settings.serverDescription
    if let timeout = error as? ConnectTimeout {
      return PostgresStoreError(
        .timedOut,
        "the PostgreSQL server at \(server) did not answer within \(timeout.seconds) s (is the host up, and no "
          + "firewall dropping the connection?)")
    }
    guard let error = error as? PSQLError else { return transport(error, settings: settings) }
    switch error.code {
    case .sslUnsupported:
      return PostgresStoreError(
        .tlsNotOffered,
        "the server at \(server) does not offer TLS, and sslmode=\(settings.sslMode.rawValue) insists on it: turn "
          + "TLS on in the server (ssl = on in postgresql.conf) or connect with sslmode=prefer")
    case .authMechanismRequiresPassword:
      var message =
        "the server at \(server) asks for a password for user \(settings.user) and none was found: put it in "
        + "~/.pgpass (a line \(passwordLineExample(settings)), chmod 600) or in PGPASSWORD"
      if let skipped = password.skippedFile { message += "; \(skipped)" }
      return PostgresStoreError(.passwordMissing, message)
    case .saslError:
      return PostgresStoreError(
        .authenticationFailed, "the password exchange with \(server) failed for user \(settings.user): \(error)")
    case .unsupportedAuthMechanism:
      return PostgresStoreError(
        .authenticationFailed,
        "the server at \(server) asks for an authentication method stockroom does not support (it supports "
          + "password, md5 and scram-sha-256): change the user's line in the server's pg_hba.conf")
    case .server:
      return refusal(error, settings: settings, password: password)
    case .connectionError:
      return transport(error.underlying ?? error, settings: settings)
    default:
      return PostgresStoreError(.connectionLost, "the connection to \(server) failed: \(error.code)")
    }
  }

  /// The server's own refusal while connecting.
  private static func refusal(_ error: PSQLError, settings: PostgresSettings, password: PasswordLookup)
    -> PostgresStoreError
  {
    let state = error.serverInfo?[.sqlState]
    let said = error.serverInfo?[.message] ?? "\(error)"
    switch state {
    case "28P01":
      return PostgresStoreError(
        .authenticationFailed,
        "the server at \(settings.serverDescription) refused the password for user \(settings.user) (the "
          + "password came from \(password.source ?? "nowhere")): correct it there",
        sqlState: state)
    case "28000":
      return PostgresStoreError(
        .authenticationFailed,
        "the server at \(settings.serverDescription) refused user \(settings.user): \(said) (is the role created, "
          + "and allowed by the server's pg_hba.conf?)", sqlState: state)
    case "57P03", "53300":
      // Starting up, shutting down, in recovery, or out of connection slots: away for now, back soon.
      return PostgresStoreError(
        .unreachable, "the server at \(settings.serverDescription) cannot take connections now: \(said)",
        sqlState: state)
    case "3D000":
      return PostgresStoreError(
        .databaseMissing,
        "the database \(settings.database) does not exist on \(settings.serverDescription): create it first "
          + "(createdb -O \(settings.user) \(settings.database))", sqlState: state)
    default:
      return PostgresStoreError(
        .server, "the server at \(settings.serverDescription) refused the connection: \(said)", sqlState: state)
    }
  }

  /// A failure below PostgreSQL: sockets, names, TLS.
  private static func transport(_ error: any Error, settings: PostgresSettings) -> PostgresStoreError {
    let server = settings.serverDescription
    let reach = "cannot reach the PostgreSQL server at \(server)"
    if let failure = error as? NIOConnectionError {
      if failure.connectionErrors.isEmpty, failure.dnsAError != nil || failure.dnsAAAAError != nil {
        return PostgresStoreError(.unreachable, "\(reach): the host name \(failure.host) is unknown")
      }
      if let first = failure.connectionErrors.first { return transport(first.error, settings: settings) }
    }
    if let error = error as? IOError {
      switch error.errnoCode {
      case ECONNREFUSED:
        return PostgresStoreError(
          .unreachable,
          settings.socketPath == nil
            ? "\(reach): connection refused (is the server running and listening there? see listen_addresses "
              + "and port in postgresql.conf)"
            : "\(reach): connection refused (is the server running?)")
      case ENOENT:
        return PostgresStoreError(
          .unreachable, "\(reach): no such socket (is the server running, and is this its socket folder?)")
      case EHOSTUNREACH, ENETUNREACH:
        return PostgresStoreError(.unreachable, "\(reach): no route to the host (is the network up?)")
      case EACCES:
        return PostgresStoreError(.unreachable, "\(reach): permission denied")
      default: break
      }
    }
    if let error = error as? ChannelError, case .connectTimeout(let amount) = error {
      return PostgresStoreError(
        .timedOut,
        "the PostgreSQL server at \(server) did not answer within \(amount.nanoseconds / 1_000_000_000) s (is the "
          + "host up, and no firewall dropping the connection?)")
    }
    if error is NIOSSLError || error is BoringSSLError || error is NIOSSLExtraError {
      return PostgresStoreError(
        .tlsFailed,
        "the TLS connection to \(server) failed (sslmode=\(settings.sslMode.rawValue)): \(error); check the "
          + "server's certificate, the host name and sslrootcert")
    }
    return PostgresStoreError(.unreachable, "\(reach): \(error)")
  }

  /// `db.example:5432:shop:ann:PASSWORD` for the connection's own settings.
  static func passwordLineExample(_ settings: PostgresSettings) -> String {
    func escaped(_ field: String) -> String {
      field.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: ":", with: "\\:")
    }
    return [settings.passwordFileHost, String(settings.port), settings.database, settings.user].map(escaped)
      .joined(separator: ":") + ":PASSWORD"
  }

  /// An error while running statements on an open connection.
  static func running(_ error: any Error, settings: PostgresSettings) -> PostgresStoreError {
    if let error = error as? PostgresStoreError { return error }
    guard let error = error as? PSQLError else {
      return PostgresStoreError(.connectionLost, "the connection to \(settings.serverDescription) failed: \(error)")
    }
    switch error.code {
    case .server:
      let state = error.serverInfo?[.sqlState]
      var message = error.serverInfo?[.message] ?? "\(error)"
      if let detail = error.serverInfo?[.detail] { message += " (\(detail))" }
      return PostgresStoreError(
        .server, "the server refused: \(message)", sqlState: state, constraint: error.serverInfo?[.constraintName])
    case .serverClosedConnection, .clientClosedConnection, .uncleanShutdown, .connectionError:
      return PostgresStoreError(
        .connectionLost,
        "the connection to \(settings.serverDescription) was lost (the server restarted or the network dropped); "
          + "the operation did not complete")
    default:
      return PostgresStoreError(.server, "the server at \(settings.serverDescription) failed: \(error)")
    }
  }
}

/// Our own deadline on connecting passed (postgres-nio's did not fire in time).
struct ConnectTimeout: Error {
  var seconds: Int
}
