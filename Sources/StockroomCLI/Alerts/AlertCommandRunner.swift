import Foundation
import InventoryCore
import Synchronization

/// Runs the user's alert command for one alert: `/bin/sh -c COMMAND`, the alert as JSON on stdin and in
/// environment variables (`StockAlertMessage`), stopped after `timeout`. Exit status 0 is a send; anything else
/// is a failure worded with the command's stderr, which the sender records and retries.
struct AlertCommandRunner {
  let command: String
  let timeout: Duration

  enum Outcome: Equatable {
    case sent
    case failed(String)
  }

  func send(_ alert: StockAlert) -> Outcome {
    let message = StockAlertMessage(alert)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    process.environment = ProcessInfo.processInfo.environment.merging(message.environment) { _, new in new }
    let input = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    do {
      try process.run()
    } catch {
      return .failed("could not start /bin/sh: \(error.localizedDescription)")
    }
    // The command may not read its input: the write then fails (the watcher ignores SIGPIPE), which is not the
    // command's failure. The message is far smaller than a pipe's buffer, so the write never waits.
    let json = (try? message.json()) ?? Data()
    try? input.fileHandleForWriting.write(contentsOf: json)
    try? input.fileHandleForWriting.close()
    let collector = StderrCollector(errors.fileHandleForReading)
    if finished.wait(timeout: .now() + .milliseconds(Int(timeout.components.seconds) * 1_000)) == .timedOut {
      process.terminate()
      if finished.wait(timeout: .now() + 2) == .timedOut { kill(process.processIdentifier, SIGKILL) }
      return .failed("the command did not finish in \(timeout.components.seconds) s and was stopped")
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
