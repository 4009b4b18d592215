import Foundation

/// A task executor with a thread of its own, for the task that moves pipeline events to the screen.
///
/// The app loop blocks the thread it runs on (curses waits for keys), and when it is started from an
/// async context that thread belongs to Swift's cooperative pool, which has one thread per core. On a small
/// machine, or in a test run where other tests block pool threads, a task on the pool might then never
/// run and scans would never reach the screen. Running that one task here makes delivery independent of
/// the pool.
// Unchecked, with an NSCondition: its thread sleeps until a job arrives, a wait `Mutex` has no way to express.
final class ScanEventThread: TaskExecutor, @unchecked Sendable {
  /// One thread serves every scan session (a session's task mostly waits).
  static let shared = ScanEventThread()

  private let condition = NSCondition()
  /// Guarded by `condition`.
  private var jobs: [UnownedJob] = []

  private init() {
    let thread = Thread { [unowned self] in self.serve() }
    thread.name = "stockroom.scan-events"
    thread.start()
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    condition.lock()
    jobs.append(job)
    condition.signal()
    condition.unlock()
  }

  private func serve() {
    while true {
      condition.lock()
      while jobs.isEmpty { condition.wait() }
      let job = jobs.removeFirst()
      condition.unlock()
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }
}
