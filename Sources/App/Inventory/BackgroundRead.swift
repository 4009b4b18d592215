import Dispatch
import Synchronization

/// A read too slow for a keystroke's frame on a large list (the sums of a million items, where an item stands
/// in a new order), run off the input thread. Only the latest request counts: starting one forgets the result
/// of any earlier one, and a request still queued when a newer one comes is skipped. The screen collects the
/// result on a later tick (`take()`), so keys are never kept waiting for it.
final class BackgroundRead<Value: Sendable>: Sendable {
  private struct State {
    var generation = 0
    var result: Value?
    var pending = false
  }
  private let state = Mutex(State())

  /// Runs `read` on the list-reading thread; a failure gives no result (the next reload reports errors).
  func start(_ read: @escaping @Sendable () throws -> Value) {
    let generation = state.withLock { state in
      state.generation += 1
      state.result = nil
      state.pending = true
      return state.generation
    }
    listReadingQueue.async { [self] in
      guard state.withLock({ $0.generation == generation }) else { return }
      // A failure gives no result: the screen's next reload on the input thread reads again and says why.
      let value = try? read()
      state.withLock { state in
        guard state.generation == generation else { return }
        state.result = value
        state.pending = false
      }
    }
  }

  /// Forgets the request under way (its result will not be kept).
  func cancel() {
    state.withLock { state in
      state.generation += 1
      state.result = nil
      state.pending = false
    }
  }

  /// Whether a request is still running or queued.
  var isPending: Bool { state.withLock { $0.pending } }

  /// Whether a request is running or queued, or its result waits to be taken.
  var awaitsCollection: Bool { state.withLock { $0.pending || $0.result != nil } }

  /// The latest request's result, once it is ready (then nil until the next one).
  func take() -> Value? {
    state.withLock { state in
      defer { state.result = nil }
      return state.result
    }
  }
}

/// One thread for every list's background reads: they queue rather than compete for the cores with the
/// input thread.
private let listReadingQueue = DispatchQueue(label: "stockroom.list-reads", qos: .utility)
