/// Where and how to reach the PostgreSQL server, as libpq reads a `postgresql://` URL (see
/// `PostgresSettings+URL.swift`). Holds no password: that comes from `PasswordLookup` when connecting, so it
/// never appears in the process list, a shell history or a message.
public struct PostgresSettings: Sendable, Hashable, CustomStringConvertible {
  public enum Endpoint: Sendable, Hashable {
    case tcp(host: String, port: Int)
    /// A Unix socket `.s.PGSQL.<port>` in `folder` (a local server: no network, no TLS).
    case socket(folder: String, port: Int)
  }

  public var endpoint: Endpoint
  public var user: String
  public var database: String
  public var sslMode: SSLMode
  /// `sslrootcert`: the file of root certificates that verify-ca and verify-full trust, or "system" for the
  /// system's roots; nil for libpq's default, `~/.postgresql/root.crt`.
  public var sslRootCertificate: String?
  /// How long connecting (TCP, TLS, authentication) may take before it fails.
  public var connectTimeoutSeconds: Int
  /// How long one statement may wait for the server's answer before the connection is dropped and the
  /// operation fails (a server or network that stopped answering must give an error, never a hang).
  public var queryTimeoutSeconds: Int
  /// What the server shows in `pg_stat_activity`.
  public var applicationName: String

  /// libpq's default socket folder on Debian (`DEFAULT_PGSOCKET_DIR`), used when the URL names no host.
  public static let defaultSocketFolder = "/var/run/postgresql"
  public static let defaultPort = 5432
  public static let defaultConnectTimeoutSeconds = 10
  public static let defaultQueryTimeoutSeconds = 30
  /// How long a probe of the server (`PostgresInventory.checkConnection`) may take to connect or answer.
  public static let probeTimeoutSeconds = 3

  /// These settings with the probe's deadlines (never longer than the user's own).
  var forProbing: PostgresSettings {
    var probing = self
    probing.connectTimeoutSeconds = min(connectTimeoutSeconds, Self.probeTimeoutSeconds)
    probing.queryTimeoutSeconds = min(queryTimeoutSeconds, Self.probeTimeoutSeconds)
    probing.applicationName = applicationName + " probe"
    return probing
  }

  public init(
    endpoint: Endpoint, user: String, database: String, sslMode: SSLMode = .prefer, sslRootCertificate: String? = nil,
    connectTimeoutSeconds: Int = defaultConnectTimeoutSeconds, queryTimeoutSeconds: Int = defaultQueryTimeoutSeconds,
    applicationName: String = "stockroom"
  ) {
    self.endpoint = endpoint
    self.user = user
    self.database = database
    self.sslMode = sslMode
    self.sslRootCertificate = sslRootCertificate
    self.connectTimeoutSeconds = connectTimeoutSeconds
    self.queryTimeoutSeconds = queryTimeoutSeconds
    self.applicationName = applicationName
  }

  public var port: Int {
    switch endpoint {
    case .tcp(_, let port), .socket(_, let port): port
    }
  }

  /// The socket file for a socket endpoint: `/var/run/postgresql/.s.PGSQL.5432`.
  public var socketPath: String? {
    guard case .socket(let folder, let port) = endpoint else { return nil }
    return (folder.hasSuffix("/") ? folder : folder + "/") + ".s.PGSQL.\(port)"
  }

  /// What the host field of a `.pgpass` line is compared with: the host as given, `localhost` for the
  /// default socket folder, the folder for any other socket (libpq's rule).
  public var passwordFileHost: String {
    switch endpoint {
    case .tcp(let host, _): host
    case .socket(let folder, _): folder == Self.defaultSocketFolder ? "localhost" : folder
    }
  }

  /// `ann@db.example:5432/shop` or `ann@/var/run/postgresql/.s.PGSQL.5432/shop`, for messages.
  public var description: String {
    switch endpoint {
    case .tcp(let host, let port):
      let shown = host.contains(":") ? "[\(host)]" : host
      return "\(user)@\(shown):\(port)/\(database)"
    case .socket: return "\(user)@\(socketPath ?? "")/\(database)"
    }
  }

  /// The server, without user and database: `db.example:5432` or the socket file.
  public var serverDescription: String {
    switch endpoint {
    case .tcp(let host, let port): host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    case .socket: "the socket \(socketPath ?? "")"
    }
  }
}
