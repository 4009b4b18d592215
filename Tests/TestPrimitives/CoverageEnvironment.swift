import Foundation

/// Under `swift test --enable-code-coverage` children must write their profiles where the test run
/// collects them, or code run only by the binary (the CLI, the curses UI) counts as never run.
public var coverageEnvironment: [String: String] {
  ProcessInfo.processInfo.environment.filter { $0.key == "LLVM_PROFILE_FILE" }
}
