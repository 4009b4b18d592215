import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Finds the password for a connection where libpq looks: `PGPASSWORD`, else the password file
/// (`PGPASSFILE`, else `~/.pgpass`). Never the URL: see `PostgresSettingsError.passwordInURL`.
public struct PasswordLookup: Sendable, Equatable {
  public var password: String?
  /// Where the password came from: "PGPASSWORD" or "/home/ann/.pgpass line 3".
  public var source: String?
  /// Why a password file that exists was not read (libpq ignores such a file the same way); shown when the
  /// server then asks for a password.
  public var skippedFile: String?

  public init(password: String? = nil, source: String? = nil, skippedFile: String? = nil) {
    self.password = password
    self.source = source
    self.skippedFile = skippedFile
  }

  public static func find(
    for settings: PostgresSettings, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> PasswordLookup {
    if let password = environment["PGPASSWORD"], !password.isEmpty {
      return PasswordLookup(password: password, source: "PGPASSWORD")
    }
    let path = passwordFilePath(environment: environment)
    let contents: String
    switch read(path) {
    case .missing: return PasswordLookup()
    case .skipped(let reason): return PasswordLookup(skippedFile: reason)
    case .contents(let text): contents = text
    }
    guard
      let match = PasswordFile.password(
        in: contents, host: settings.passwordFileHost, port: settings.port, database: settings.database,
        user: settings.user)
    else { return PasswordLookup() }
    return PasswordLookup(password: match.password, source: "\(path) line \(match.lineNumber)")
  }

  /// `PGPASSFILE`, else `.pgpass` in the home folder (`HOME`, else the user's entry).
  public static func passwordFilePath(environment: [String: String]) -> String {
    if let file = environment["PGPASSFILE"], !file.isEmpty { return file }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    return (home.hasSuffix("/") ? home : home + "/") + ".pgpass"
  }

  enum FileRead: Equatable {
    case missing
    case skipped(String)
    case contents(String)
  }

  /// The file's text, unless it is missing, not a plain file, or open to group or others (libpq's rule:
  /// a password file must be u=rw or less).
  static func read(_ path: String) -> FileRead {
    var status = stat()
    guard stat(path, &status) == 0 else { return .missing }
    guard status.st_mode & S_IFMT == S_IFREG else {
      return .skipped("the password file \(path) was not read: it is not a plain file")
    }
    guard status.st_mode & 0o077 == 0 else {
      return .skipped(
        "the password file \(path) was not read: group or others can access it (chmod 600 \(path) to use it)")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      return .skipped("the password file \(path) could not be read")
    }
    return .contents(String(decoding: data, as: UTF8.self))
  }
}
