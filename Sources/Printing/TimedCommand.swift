import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// What a program printed, and how it ended.
struct CommandOutput: Sendable {
  var status: Int32
  var stdout: String
  var stderr: String
}

/// Runs a program with Foundation's `Process`: its arguments as an array (never through a shell), no standard
/// input, and a time limit after which it is killed, so a scheduler that never answers cannot hang stockroom.
enum TimedCommand {
  enum Failure: Error, Equatable {
    case couldNotStart(String)
    case timedOut
  }

  static func run(
    _ executable: String, _ arguments: [String], environment: [String: String], timeout: TimeInterval
  ) throws(Failure) -> CommandOutput {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    let ended = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in ended.signal() }
    do { try process.run() } catch { throw .couldNotStart("\(error.localizedDescription)") }
    // Both pipes are read while the program runs: one that fills a pipe's buffer would otherwise wait forever.
    let stdout = PipeDrain(output.fileHandleForReading)
    let stderr = PipeDrain(errors.fileHandleForReading)
    guard ended.wait(timeout: .now() + timeout) == .success else {
      kill(process.processIdentifier, SIGKILL)
      ended.wait()
      throw .timedOut
    }
    // A program that left a child holding its output open gets a second to let go; what came so far is kept.
    return CommandOutput(
      status: process.terminationStatus, stdout: stdout.text(waitingAtMost: 1), stderr: stderr.text(waitingAtMost: 1))
  }
}

/// Reads a pipe to its end on a background queue.
private final class PipeDrain: Sendable {
  private let data = Mutex(Data())
  private let finished = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    DispatchQueue.global().async { [self] in
      let read = handle.readDataToEndOfFile()
      data.withLock { $0 = read }
      finished.signal()
    }
  }

  func text(waitingAtMost seconds: TimeInterval) -> String {
    _ = finished.wait(timeout: .now() + seconds)
    return data.withLock { String(decoding: $0, as: UTF8.self) }
  }
}
