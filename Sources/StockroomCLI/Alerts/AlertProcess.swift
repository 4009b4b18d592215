import Foundation
import InventoryCore
import Synchronization

/// One run of a program a channel sends through (the user's alert command, `notify-send`, `sendmail`): `input`
/// on its stdin, its stderr kept for the failure, stopped after `timeout`. Exit status 0 is a send; anything else
/// is a failure worded with the program's stderr, which the sender records and retries.
struct AlertProcess {
  let executable: String
  let arguments: [String]
  /// Added to this process's environment.
  var environment: [String: String] = [:]
  var input = Data()
  let timeout: Duration

  enum Outcome: Equatable {
    case sent
    case failed(String)
  }

  func run() -> Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    let stdin = Pipe()
    let errors = Pipe()
    process.standardInput = stdin
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    do {
      try process.run()
    } catch {
      return .failed("could not start \(executable): \(error.localizedDescription)")
    }
    // Written on a thread of its own: a digest may pass a pipe's buffer, and the program may not read its input
    // at all (the write then fails: senders ignore SIGPIPE), which is not its failure.
    let writer = stdin.fileHandleForWriting
    let data = input
    Thread.detachNewThread {
      try? writer.write(contentsOf: data)
      try? writer.close()
    }
    let collector = StderrCollector(errors.fileHandleForReading)
    if finished.wait(timeout: .now() + .milliseconds(Int(timeout.components.seconds) * 1_000)) == .timedOut {
      process.terminate()
      if finished.wait(timeout: .now() + 2) == .timedOut { kill(process.processIdentifier, SIGKILL) }
      return .failed("\(name) did not finish in \(timeout.components.seconds) s and was stopped")
    }
    let stderr = collector.text()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      let how =
        process.terminationReason == .exit
        ? "exit status \(process.terminationStatus)" : "stopped by signal \(process.terminationStatus)"
      return .failed(stderr.isEmpty ? how : "\(how): \(stderr)")
    }
    return .sent
  }

  /// "the command" for the user's alert command, else the program's name.
  private var name: String {
    executable == "/bin/sh" ? "the command" : URL(fileURLWithPath: executable).lastPathComponent
  }

  /// The first executable file named `program` in `path` (a PATH value), or nil.
  static func find(_ program: String, in path: String?) -> String? {
    for folder in (path ?? "").split(separator: ":") where !folder.isEmpty {
      let candidate = "\(folder)/\(program)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }
}

/// Reads a child's stderr on its own thread (a chatty command must not block on a full pipe), keeping the first
/// `AlertLimits.maximumFailureLength` characters.
private final class StderrCollector: Sendable {
  private let data = Mutex(Data())
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      // A read error ends the collection like the end of the pipe: what was read is kept.
      while let chunk = try? handle.read(upToCount: 4096), !chunk.isEmpty {
        data.withLock { data in if data.count < 16_384 { data += chunk } }
      }
      done.signal()
    }
  }

  func text() -> String {
    _ = done.wait(timeout: .now() + 1)
    let text = data.withLock { String(decoding: $0, as: UTF8.self) }
    return String(text.trimmingCharacters(in: .whitespacesAndNewlines).prefix(AlertLimits.maximumFailureLength))
  }
}
