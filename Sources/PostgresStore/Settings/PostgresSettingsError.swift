/// Why a `postgresql://` URL cannot be used. Descriptions say what to write instead.
public enum PostgresSettingsError: Error, Sendable, Equatable, CustomStringConvertible {
  case notAPostgresURL(String)
  /// A password in the URL: other users see it in the process list, and it stays in shell histories.
  case passwordInURL
  case invalidPort(String)
  case severalHosts(String)
  case unknownParameter(String)
  case invalidSSLMode(String)
  case invalidTimeout(String)
  case invalidPercentEncoding(String)
  case emptyValue(parameter: String)
  case malformedParameter(String)

  public var description: String {
    switch self {
    case .notAPostgresURL(let text):
      "\"\(text)\" is not a PostgreSQL URL: write postgresql://USER@HOST:PORT/DATABASE?sslmode=MODE"
    case .passwordInURL:
      "the URL holds a password, which other users can see in the process list and which stays in shell "
        + "histories: remove it from the URL and put it in ~/.pgpass (a line HOST:PORT:DATABASE:USER:PASSWORD, "
        + "chmod 600; PGPASSFILE names another file) or in the PGPASSWORD environment variable"
    case .invalidPort(let text): "port \"\(text)\" is not a port number (1 to 65535)"
    case .severalHosts(let text):
      "\"\(text)\" names several hosts: stockroom connects to one server (give one HOST:PORT)"
    case .unknownParameter(let name):
      "unknown URL parameter \"\(name)\": stockroom understands "
        + PostgresSettings.parameterNames.joined(separator: ", ")
    case .invalidSSLMode(let text):
      text == "allow"
        ? "sslmode=allow is not supported: use prefer (TLS when the server offers it) or disable"
        : "sslmode \"\(text)\" is not one of " + SSLMode.allCases.map(\.rawValue).joined(separator: ", ")
    case .invalidTimeout(let text):
      "connect_timeout \"\(text)\" must be a whole number of seconds from 1 to 3600 (stockroom never waits forever)"
    case .invalidPercentEncoding(let text): "\"\(text)\" holds a broken percent escape (write %XX with two hex digits)"
    case .emptyValue(let parameter): "the URL parameter \(parameter) is empty"
    case .malformedParameter(let text): "URL parameter \"\(text)\" is not NAME=VALUE"
    }
  }
}
