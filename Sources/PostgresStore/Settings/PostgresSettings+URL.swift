import Foundation
import InventoryCore

/// `postgresql://[USER@][HOST][:PORT][/DATABASE][?NAME=VALUE&...]` (or `postgres://`), read as libpq reads
/// it: parts percent-decoded, query parameters overriding the parts before them, a host starting with "/"
/// (given as `host=/path` or percent-encoded, `%2Fvar%2Frun%2Fpostgresql`) naming a Unix socket folder, no
/// host meaning the default socket folder, user defaulting to the system user and database to the user.
extension PostgresSettings {
  /// The query parameters stockroom reads (libpq has more; an unknown one is refused, not ignored).
  public static let parameterNames = [
    "host", "port", "dbname", "user", "sslmode", "sslrootcert", "connect_timeout", "application_name",
  ]

  /// The user this process runs as: libpq's default user name.
  public static var systemUserName: String { NSUserName() }

  public init(url text: String, defaultUser: String = systemUserName) throws(PostgresSettingsError) {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard let schemeEnd = ["postgresql://", "postgres://"].first(where: { trimmed.hasPrefix($0) }) else {
      throw .notAPostgresURL(text)
    }
    let rest = trimmed.dropFirst(schemeEnd.count)
    let (beforeQuery, query) = Self.split(rest, at: "?")
    let (authority, path) = Self.split(beforeQuery, at: "/")

    var user: String?
    var hostAndPort = authority
    if let at = authority.firstIndex(of: "@") {
      let userInfo = authority[..<at]
      if userInfo.contains(":") { throw .passwordInURL }
      user = try Self.decoded(userInfo)
      hostAndPort = authority[authority.index(after: at)...]
    }
    if hostAndPort.contains(",") { throw .severalHosts(String(hostAndPort)) }
    var (host, port) = try Self.hostAndPort(hostAndPort)
    var database: String? = nil
    if let path { database = try Self.decoded(path) }
    var sslMode = SSLMode.prefer
    var rootCertificate: String?
    var timeout = Self.defaultConnectTimeoutSeconds
    var applicationName = "stockroom"

    for parameter in (query ?? "").split(separator: "&") {
      guard let equals = parameter.firstIndex(of: "=") else { throw .malformedParameter(String(parameter)) }
      let name = try Self.decoded(parameter[..<equals])
      let value = try Self.decoded(parameter[parameter.index(after: equals)...])
      switch name {
      case "password": throw .passwordInURL
      case "host":
        if value.contains(",") { throw .severalHosts(value) }
        host = value
      case "port": port = try Self.port(value)
      case "dbname": database = value
      case "user": user = value
      case "sslmode":
        guard let mode = SSLMode(rawValue: value) else {
          throw value.isEmpty ? .emptyValue(parameter: "sslmode") : .invalidSSLMode(value)
        }
        sslMode = mode
      case "sslrootcert": rootCertificate = value.isEmpty ? nil : value
      case "connect_timeout":
        guard value.count <= 4, let seconds = Int(value), (1...3600).contains(seconds) else {
          throw .invalidTimeout(value)
        }
        timeout = seconds
      case "application_name": applicationName = value
      default: throw .unknownParameter(name)
      }
    }

    let givenUser = user.flatMap { $0.isEmpty ? nil : $0 } ?? defaultUser
    let endpoint: Endpoint =
      if host.isEmpty {
        .socket(folder: Self.defaultSocketFolder, port: port)
      } else if host.hasPrefix("/") {
        .socket(folder: host, port: port)
      } else {
        .tcp(host: host, port: port)
      }
    self.init(
      endpoint: endpoint, user: givenUser,
      database: database.flatMap { $0.isEmpty ? nil : $0 } ?? givenUser, sslMode: sslMode,
      sslRootCertificate: rootCertificate, connectTimeoutSeconds: timeout, applicationName: applicationName)
  }

  /// `text` before and after the first `separator` (nil when there is none).
  private static func split(_ text: Substring, at separator: Character) -> (Substring, Substring?) {
    guard let index = text.firstIndex(of: separator) else { return (text, nil) }
    return (text[..<index], text[text.index(after: index)...])
  }

  /// `host`, `host:port`, `[::1]:port` or `:port`; the port defaults to 5432.
  private static func hostAndPort(_ text: Substring) throws(PostgresSettingsError) -> (String, Int) {
    if text.hasPrefix("[") {
      guard let close = text.firstIndex(of: "]") else { throw .notAPostgresURL(String(text)) }
      let host = String(text[text.index(after: text.startIndex)..<close])
      let after = text[text.index(after: close)...]
      if after.isEmpty { return (host, defaultPort) }
      guard after.hasPrefix(":") else { throw .invalidPort(String(after)) }
      return (host, try port(try decoded(after.dropFirst())))
    }
    guard let colon = text.lastIndex(of: ":") else { return (try decoded(text), defaultPort) }
    return (try decoded(text[..<colon]), try port(try decoded(text[text.index(after: colon)...])))
  }

  private static func port(_ text: String) throws(PostgresSettingsError) -> Int {
    if text.isEmpty { return defaultPort }
    guard text.count <= 5, text.allSatisfy({ ("0"..."9").contains($0) }), let port = Int(text),
      (1...65_535).contains(port)
    else {
      throw .invalidPort(text)
    }
    return port
  }

  /// Percent-decoded text (UTF-8); "+" stays "+", as in libpq.
  static func decoded(_ text: Substring) throws(PostgresSettingsError) -> String {
    do { return try PercentDecoding.decoded(text) } catch { throw .invalidPercentEncoding(String(text)) }
  }
}
