import Foundation
import Synchronization

/// A machine made busy: threads that spin (more of them than there are cores) until `stop()`, so that anything
/// run meanwhile gets a fraction of a core. What a read tries must not change under it (issue 22).
public final class BusyCores: Sendable {
  private let spinning = Atomic<Bool>(true)
  private let running = Atomic<Int>(0)

  /// Starts `threads` spinning threads (default: twice the cores).
  public init(threads: Int = 2 * ProcessInfo.processInfo.activeProcessorCount) {
    for _ in 0..<max(1, threads) {
      running.add(1, ordering: .sequentiallyConsistent)
      let thread = Thread { [self] in
        var turns: UInt64 = 0
        while spinning.load(ordering: .relaxed) { turns &+= 1 }
        running.subtract(1, ordering: .sequentiallyConsistent)
      }
      thread.name = "busy-core"
      thread.start()
    }
  }

  deinit { stop() }

  /// Stops the threads and waits until every one has ended.
  public func stop() {
    spinning.store(false, ordering: .sequentiallyConsistent)
    while running.load(ordering: .sequentiallyConsistent) > 0 { usleep(1000) }
  }

  /// `body`'s result, computed while every core is kept busy.
  public static func whileBusy<T>(_ body: () throws -> T) rethrows -> T {
    let busy = BusyCores()
    defer { busy.stop() }
    return try body()
  }
}
