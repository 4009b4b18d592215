import Dispatch
import Foundation
import Synchronization

/// The terminal UI reads on the thread that reads keys: a server that hangs would hold the keys as long as it
/// hangs (the probe, `watchServer`, notices within seconds, but a key pressed meanwhile waited that long).
/// Reads made on that thread run on a thread of their own and are waited for at most `deadline`; one that
/// outlives it fails visibly (`ServerNotAnswering`), and until it has answered, further reads and writes from
/// the input thread are refused at once (a write refused so was never sent) and scans are kept offline. Work
/// on other threads (background sums, exports, the command line) is not bounded here: only keys must not wait.
///
/// A server merely slow (a read that answers after its deadline) lengthens the deadline to twice that read's
/// time, up to `longest`, so a large list on a slow link is shown rather than refused forever.
final class InputThreadDeadline: Sendable {
  private struct State {
    var inputThread: pthread_t?
    var deadline: Duration = .seconds(1)
    /// The reads handed to the reading thread and not finished, by number.
    var running: Set<Int> = []
    var nextRead = 0
    /// When the oldest read still running outlived its deadline.
    var stalledSince: ContinuousClock.Instant?
  }

  static let longest: Duration = .seconds(5)
  private let state = Mutex(State())
  private let reads = DispatchQueue(label: "stockroom.offline.input-reads")

  /// From now on, reads made on the calling thread (the one that reads keys) wait at most `deadline`.
  func start(deadline: Duration) {
    state.withLock { state in
      state.inputThread = pthread_self()
      state.deadline = min(deadline, Self.longest)
    }
  }

  private var onInputThread: Bool {
    state.withLock { state in state.inputThread.map { pthread_equal($0, pthread_self()) != 0 } ?? false }
  }

  /// How long the input thread waits for a read now.
  var current: Duration { state.withLock { $0.deadline } }

  /// Whether a read from the input thread has outlived its deadline and not answered yet.
  var isStalled: Bool { onInputThread && state.withLock { $0.stalledSince != nil } }

  /// Throws `ServerNotAnswering` on the input thread while a read has not answered.
  func refuseWhileStalled() throws {
    guard onInputThread else { return }
    let since = state.withLock { $0.stalledSince }
    if let since { throw ServerNotAnswering(waited: ContinuousClock.now - since) }
  }

  /// `body`, waited for at most the deadline when called on the input thread (elsewhere simply run).
  func read<T: Sendable>(_ body: @escaping @Sendable () throws -> T) throws -> T {
    guard onInputThread else { return try body() }
    try refuseWhileStalled()
    let started = ContinuousClock.now
    let (number, deadline) = state.withLock { state in
      defer { state.nextRead += 1 }
      state.running.insert(state.nextRead)
      return (state.nextRead, state.deadline)
    }
    let outcome = Mutex<Result<T, any Error>?>(nil)
    let answered = DispatchSemaphore(value: 0)
    reads.async { [self] in
      let result = Result { try body() }
      outcome.withLock { $0 = result }
      let succeeded = if case .success = result { true } else { false }
      finished(number, took: ContinuousClock.now - started, answered: succeeded)
      answered.signal()
    }
    let seconds = Double(deadline.components.seconds) + Double(deadline.components.attoseconds) * 1e-18
    if answered.wait(timeout: .now() + seconds) == .timedOut {
      let stillRunning = state.withLock { state in
        guard state.running.contains(number) else { return false }
        state.stalledSince = state.stalledSince ?? started
        return true
      }
      if stillRunning { throw ServerNotAnswering(waited: deadline) }
    }
    guard let result = outcome.withLock({ $0 }) else { throw ServerNotAnswering(waited: deadline) }
    return try result.get()
  }

  /// A read answered (or failed): the stall ends when none is left running; one that outlived its deadline
  /// and then answered lengthens it (a read that failed late, cut by the probe, says nothing of the server's
  /// speed).
  private func finished(_ number: Int, took elapsed: Duration, answered: Bool) {
    state.withLock { state in
      state.running.remove(number)
      if answered, elapsed > state.deadline { state.deadline = min(Self.longest, elapsed * 2) }
      if state.running.isEmpty { state.stalledSince = nil }
    }
  }
}

/// A read the terminal UI waited for longer than its deadline (or refused because an earlier one has not
/// answered): what the screen shows is as last read. The probe says whether the server is away.
public struct ServerNotAnswering: Error, Sendable, CustomStringConvertible {
  public var waited: Duration

  public var description: String {
    let seconds = Double(waited.components.seconds) + Double(waited.components.attoseconds) * 1e-18
    let time =
      seconds < 1 ? "\(Int(seconds * 1000)) ms" : "\(Int(seconds * 10) / 10).\(Int(seconds * 10) % 10) s"
    return "the server has not answered for \(time): shown as last read, asked again on its own"
  }
}
