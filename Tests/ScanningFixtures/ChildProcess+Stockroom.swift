import Foundation

extension ChildProcess {
  /// The `stockroom` executable built beside the running test bundle.
  public static var stockroomPath: String {
    let bundle =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    return URL(fileURLWithPath: bundle).deletingLastPathComponent().appendingPathComponent("stockroom").path
  }

  /// Runs the real `stockroom` binary with `arguments`, with a throwaway HOME and database, to completion
  /// (60 s at most).
  public static func stockroom(_ arguments: [String]) throws -> Outcome {
    let home = try Fixtures.freshFolder()
    var process = ChildProcess(executable: stockroomPath, arguments: arguments)
    process.timeout = 60
    process.environment["HOME"] = home
    process.environment["STOCKROOM_DB"] = home + "/stockroom.sqlite"
    return try process.run()
  }
}
