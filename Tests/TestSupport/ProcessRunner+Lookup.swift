import Foundation

extension ProcessRunner {
  /// The absolute path of `name` on PATH (posix_spawn does not search PATH), or nil.
  public static func executable(named name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// An executable product built next to the test bundle (like `stockroomPath`), e.g. "terminalui-demo".
  public static func builtExecutable(named name: String) -> String {
    URL(fileURLWithPath: stockroomPath).deletingLastPathComponent().appendingPathComponent(name).path
  }
}
