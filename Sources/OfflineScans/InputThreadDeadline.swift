import Dispatch
import Foundation
import Synchronization

/// The terminal UI reads on the thread that reads keys: a server that hangs would hold the keys as long as it
/// hangs (the probe, `watchServer`, notices within seconds, but a key pressed meanwhile waited that long).
/// Reads made on that thread run on a thread of their own. The input thread waits for one only a moment (the
/// soft wait, `pendingAfter`): past it the read goes on, the key fails with `ReadPending` (its screen is drawn
/// at once as last read, "reading…"), and when the read lands `landings` moves, so the screens read again (the
/// landed value itself is dropped: what a screen needs may have changed with the keys typed since). Only one
/// read runs at a time: while it runs, later reads are refused unsent, never queued behind it nor overtaken by it.
/// A read that outlives `deadline` is a stall (`ServerNotAnswering`): until it has answered, further reads and
/// writes from the input thread are refused at once (a write refused so was never sent) and scans are kept
/// offline. Work on other threads (background sums, exports, the command line) is not bounded: only keys must
/// not wait.
///
/// A slow link still shows its screens: the reads started within `grace` of a landing that answered (the screens
/// reading again from a server that proved alive) are waited for the whole deadline, so they are not pending in
/// turn (a read that failed, cut by the probe, opens no grace: the server may still hang); and a read that
/// answers after its deadline makes the deadline twice that read's time (up to `longest`). A slow moment does not
/// lengthen the soft wait: the next key after a hang would wait that long.
final class InputThreadDeadline: Sendable {
  /// A read handed to the reading thread and not finished.
  private struct Running {
    var started: ContinuousClock.Instant
    /// The deadline when it started.
    var deadline: Duration
    /// The input thread stopped waiting for it (pending, or stalled): its landing moves `landings`.
    var abandoned = false
    /// The input thread waited for it the whole deadline.
    var stalled = false

    func isStalled(at now: ContinuousClock.Instant) -> Bool { stalled || (abandoned && now - started >= deadline) }
  }

  private struct State {
    var inputThread: pthread_t?
    var deadline: Duration = .seconds(1)
    var softWait: Duration = .seconds(1)
    /// Until when reads are waited for the whole deadline: the screens read again after a landing.
    var graceUntil: ContinuousClock.Instant?
    var running: [Int: Running] = [:]
    var nextRead = 0
    var landings = 0

    /// When the oldest read still running outlived its deadline.
    func stalledSince(at now: ContinuousClock.Instant) -> ContinuousClock.Instant? {
      running.values.filter { $0.isStalled(at: now) }.map(\.started).min()
    }

    func softWait(at now: ContinuousClock.Instant) -> Duration {
      graceUntil.map { now < $0 } == true ? deadline : softWait
    }
  }

  static let longest: Duration = .seconds(5)
  /// How long after a landing reads are waited for the whole deadline.
  let grace: Duration
  private let state = Mutex(State())
  private let reads = DispatchQueue(label: "stockroom.offline.input-reads")

  init(grace: Duration = .milliseconds(500)) { self.grace = grace }

  /// From now on, reads made on the calling thread (the one that reads keys) are waited for `pendingAfter` (the
  /// whole `deadline` when nil) and fail as a stall past `deadline`.
  func start(deadline: Duration, pendingAfter softWait: Duration? = nil) {
    state.withLock { state in
      state.inputThread = pthread_self()
      state.deadline = min(deadline, Self.longest)
      state.softWait = min(softWait ?? state.deadline, state.deadline)
      state.graceUntil = nil
    }
  }

  private var onInputThread: Bool {
    state.withLock { state in state.inputThread.map { pthread_equal($0, pthread_self()) != 0 } ?? false }
  }

  /// How long the input thread waits for a read before it is a stall.
  var current: Duration { state.withLock { $0.deadline } }

  /// How long the input thread waits for a read before drawing its screen as last read.
  var softWait: Duration { state.withLock { $0.softWait(at: .now) } }

  /// How many reads the input thread stopped waiting for have landed since it started: a screen that showed
  /// "reading…" reads again when this moves.
  var landings: Int { state.withLock { $0.landings } }

  /// Whether a read from the input thread is running (pending or stalled): the screens show what was read before.
  var isReading: Bool { state.withLock { !$0.running.isEmpty } }

  /// Whether a read from the input thread has outlived its deadline and not answered yet.
  var isStalled: Bool { onInputThread && state.withLock { $0.stalledSince(at: .now) != nil } }

  /// Throws `ServerNotAnswering` on the input thread while a read has outlived its deadline and not answered.
  func refuseWhileStalled() throws {
    guard onInputThread else { return }
    let now = ContinuousClock.now
    if let since = state.withLock({ $0.stalledSince(at: now) }) { throw ServerNotAnswering(waited: now - since) }
  }

  /// `body`, waited for at most the soft wait when called on the input thread (elsewhere simply run).
  func read<T: Sendable>(_ body: @escaping @Sendable () throws -> T) throws -> T {
    guard onInputThread else { return try body() }
    try refuseWhileStalled()
    let started = ContinuousClock.now
    let begun: (number: Int, softWait: Duration, deadline: Duration)? = state.withLock { state in
      guard state.running.isEmpty else { return nil }
      defer { state.nextRead += 1 }
      state.running[state.nextRead] = Running(started: started, deadline: state.deadline)
      return (state.nextRead, state.softWait(at: started), state.deadline)
    }
    // An earlier read still runs: this one is not sent (it would wait behind it on the same server).
    guard let begun else { throw ReadPending() }
    let outcome = Mutex<Result<T, any Error>?>(nil)
    let answered = DispatchSemaphore(value: 0)
    reads.async { [self] in
      let result = Result { try body() }
      outcome.withLock { $0 = result }
      let succeeded = if case .success = result { true } else { false }
      finished(begun.number, took: ContinuousClock.now - started, answered: succeeded)
      answered.signal()
    }
    if answered.wait(timeout: .now() + begun.softWait.inSeconds) == .timedOut {
      let stall = begun.softWait >= begun.deadline
      let stillRunning = state.withLock { state in
        guard state.running[begun.number] != nil else { return false }
        state.running[begun.number]?.abandoned = true
        state.running[begun.number]?.stalled = stall
        return true
      }
      if stillRunning { throw stall ? ServerNotAnswering(waited: begun.deadline) : ReadPending() }
    }
    guard let result = outcome.withLock({ $0 }) else { throw ServerNotAnswering(waited: begun.deadline) }
    return try result.get()
  }

  /// A read answered (or failed). One the input thread stopped waiting for moves `landings`, and opens the grace
  /// if it answered;
  /// one that answered after its deadline lengthens the deadline (a read that failed late, cut by the probe, says
  /// nothing of the server's speed).
  private func finished(_ number: Int, took elapsed: Duration, answered: Bool) {
    let now = ContinuousClock.now
    state.withLock { state in
      guard let read = state.running.removeValue(forKey: number) else { return }
      if read.abandoned { state.landings += 1 }
      if read.abandoned, answered { state.graceUntil = now + grace }
      if answered, elapsed > state.deadline { state.deadline = min(Self.longest, elapsed * 2) }
    }
  }
}

extension Duration {
  /// In seconds, for Dispatch's timeouts and for words.
  var inSeconds: Double { Double(components.seconds) + Double(components.attoseconds) * 1e-18 }
}

/// A read the terminal UI waited for longer than its deadline (or refused because an earlier one has not
/// answered): what the screen shows is as last read. The probe says whether the server is away.
public struct ServerNotAnswering: Error, Sendable, CustomStringConvertible {
  public var waited: Duration

  public var description: String {
    let seconds = waited.inSeconds
    let time =
      seconds < 1 ? "\(Int(seconds * 1000)) ms" : "\(Int(seconds * 10) / 10).\(Int(seconds * 10) % 10) s"
    return "the server has not answered for \(time): shown as last read, asked again on its own"
  }
}
