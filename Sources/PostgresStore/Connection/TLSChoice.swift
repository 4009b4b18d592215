import Foundation
import PostgresNIO

/// postgres-nio's TLS mode for an `sslmode`, with libpq's certificate rules: prefer and require encrypt but
/// check nothing; verify-ca checks the chain against the root certificates; verify-full also the host name.
/// The roots are `sslrootcert` (a file, or "system" for the system's), else `~/.postgresql/root.crt`, which
/// must then exist (libpq's rule: trusting every public authority must be asked for by name).
enum TLSChoice {
  static func make(_ settings: PostgresSettings, environment: [String: String]) throws
    -> PostgresConnection.Configuration.TLS
  {
    var configuration = TLSConfiguration.makeClientConfiguration()
    switch settings.sslMode {
    case .disable: return .disable
    case .prefer, .require: configuration.certificateVerification = .none
    case .verifyCA, .verifyFull:
      configuration.certificateVerification =
        settings.sslMode == .verifyFull ? .fullVerification : .noHostnameVerification
      configuration.trustRoots = try trustRoots(settings, environment: environment)
    }
    let context: NIOSSLContext
    do { context = try NIOSSLContext(configuration: configuration) } catch {
      throw PostgresStoreError(.tlsFailed, "cannot set up TLS for \(settings.serverDescription): \(error)")
    }
    return settings.sslMode == .prefer ? .prefer(context) : .require(context)
  }

  private static func trustRoots(_ settings: PostgresSettings, environment: [String: String]) throws
    -> NIOSSLTrustRoots
  {
    if settings.sslRootCertificate == "system" { return .default }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    let path = settings.sslRootCertificate ?? home + "/.postgresql/root.crt"
    guard FileManager.default.isReadableFile(atPath: path) else {
      throw PostgresStoreError(
        .tlsFailed,
        "sslmode=\(settings.sslMode.rawValue) checks the server's certificate against root certificates, and "
          + "\(path) cannot be read: give the file with sslrootcert=PATH, trust the system's roots with "
          + "sslrootcert=system, or use sslmode=require (encrypted, not checked)")
    }
    return .file(path)
  }
}
