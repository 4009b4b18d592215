import Foundation
import TestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// A tmux control-mode client (`tmux -C attach`): commands are written to its stdin, and a thread reads its
/// stdout, stamping every `%output` notification (the bytes the program wrote to its terminal) with the time
/// it arrived. Outside the program: what it measures is what a terminal would have received.
final class ControlClient: @unchecked Sendable {
  private let process: SpawnedPipes
  private let lock = NSLock()
  private var outputTimes: [ContinuousClock.Instant] = []
  private var reader: Thread?

  init(tmux: String, socket: String, session: String) throws {
    process = try SpawnedPipes(tmux, ["-S", socket, "-C", "attach-session", "-t", session])
    let handle = FileHandle(fileDescriptor: process.output, closeOnDealloc: false)
    let thread = Thread { [weak self] in
      var pending = Data()
      while true {
        let chunk = handle.availableData
        if chunk.isEmpty { return }
        let now = ContinuousClock.now
        pending.append(chunk)
        while let newline = pending.firstIndex(of: 10) {
          let line = pending[pending.startIndex..<newline]
          pending.removeSubrange(pending.startIndex...newline)
          if line.starts(with: Array("%output ".utf8)) {
            guard let self else { return }
            self.lock.lock()
            self.outputTimes.append(now)
            self.lock.unlock()
          }
        }
      }
    }
    thread.start()
    reader = thread
  }

  /// Sends one tmux command line; the instant it was written.
  @discardableResult
  func send(_ command: String) throws -> ContinuousClock.Instant {
    let bytes = Array((command + "\n").utf8)
    let now = ContinuousClock.now
    let written = bytes.withUnsafeBytes { write(process.input, $0.baseAddress, $0.count) }
    guard written == bytes.count else { throw BenchFailure("writing to tmux -C failed (errno \(errno))") }
    return now
  }

  /// Times of the `%output` notifications that arrived after `instant`.
  func outputs(after instant: ContinuousClock.Instant) -> [ContinuousClock.Instant] {
    lock.lock()
    defer { lock.unlock() }
    return outputTimes.filter { $0 > instant }
  }

  /// Waits for the program's answer to a key sent at `sent`: the first output, then output that goes quiet for
  /// `quiet`. Nil when nothing came within `timeout`.
  func awaitAnswer(to sent: ContinuousClock.Instant, quiet: Duration, timeout: Duration) -> (
    first: Duration, settled: Duration
  )? {
    let deadline = sent + timeout
    while ContinuousClock.now < deadline {
      let times = outputs(after: sent)
      if let first = times.first, let last = times.last, ContinuousClock.now - last >= quiet {
        return (first - sent, last - sent)
      }
      usleep(500)
    }
    return nil
  }

  /// Waits until the program has written nothing for `quiet` (deferred drawing done), at most `timeout`.
  func awaitQuiet(_ quiet: Duration, timeout: Duration) {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
      lock.lock()
      let last = outputTimes.last
      lock.unlock()
      if last.map({ ContinuousClock.now - $0 >= quiet }) ?? true { return }
      usleep(2000)
    }
  }

  func close() {
    _ = try? send("detach-client")
    process.close()
  }
}

/// A child with its stdin and stdout on pipes (`SpawnedProcess.startPiped`).
final class SpawnedPipes {
  private let process: SpawnedProcess
  let input: Int32
  let output: Int32
  var pid: pid_t { process.pid }

  init(_ path: String, _ arguments: [String]) throws {
    do {
      (process, input, output) = try SpawnedProcess.startPiped(
        path, arguments, environment: ["PATH": "/usr/bin:/bin", "TERM": "tmux-256color"])
    } catch { throw BenchFailure("cannot start \(path): \(error)") }
  }

  /// Closes its input, gives it 2 s to end, then closes its output.
  func close() {
    Glibc.close(input)
    _ = process.wait(atMost: 2)
    Glibc.close(output)
  }
}
