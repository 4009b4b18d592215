/// libpq's `sslmode` values stockroom supports. Over a Unix socket none applies: the connection never leaves
/// the machine and PostgreSQL offers no TLS there (libpq ignores `sslmode` for sockets too).
public enum SSLMode: String, Sendable, Hashable, CaseIterable {
  /// Never TLS.
  case disable
  /// TLS when the server offers it, else plain (the default, as in libpq); the certificate is not checked.
  case prefer
  /// TLS or no connection; the certificate is not checked (it only protects against eavesdropping).
  case require
  /// TLS with a certificate signed by a trusted root (`sslrootcert`), whatever host name it names.
  case verifyCA = "verify-ca"
  /// TLS with a trusted certificate naming the host connected to: the only mode that stops an impostor.
  case verifyFull = "verify-full"

  /// Whether a connection without TLS is refused.
  public var requiresTLS: Bool { self != .disable && self != .prefer }
}
