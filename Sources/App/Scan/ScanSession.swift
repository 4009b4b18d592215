import Foundation
import Scanning
import Synchronization

/// Opens the frame source on the pipeline's thread (cameras must be opened by the thread that reads them).
public typealias ScanSourceOpener = @Sendable () throws(FrameSourceError) -> any FrameSource

/// One run of the scanning pipeline for the scan screen. The app loop is synchronous, so the pipeline's
/// async stream is drained by a task (on its own thread, see `ScanEventThread`) into a locked mailbox that
/// the screen empties on each tick: the screen never waits, and the tick stays a lock and a copy.
final class ScanSession {
  let pipeline: ScanPipeline
  let mailbox = ScanMailbox()
  private let task: Task<Void, Never>

  init(options: PipelineOptions, open: @escaping ScanSourceOpener) {
    let pipeline = ScanPipeline(options: options)
    let stream = pipeline.events(from: open)
    let mailbox = mailbox
    self.pipeline = pipeline
    task = Task(executorPreference: ScanEventThread.shared) {
      for await event in stream {
        mailbox.post(event)
        // A screen that has not looked for a while is hidden (another tab, the editor on top): stop
        // analysing until it looks again, so nothing is scanned behind the user's back.
        if mailbox.isUnattended { mailbox.autoPause(pipeline) }
      }
    }
  }

  deinit { stop() }

  /// Ends the run: the source is closed by the pipeline's thread after its current frame.
  func stop() {
    pipeline.stop()
  }

  /// The events since the last call, oldest first. Scans that waited longer than `maximumAge` (the screen
  /// was hidden) are dropped rather than applied late.
  func drain(maximumAge: Duration = .milliseconds(1500)) -> [ScanEvent] {
    mailbox.visit(pipeline)
    return mailbox.take(maximumAge: maximumAge)
  }

  var isPaused: Bool { pipeline.isPaused && !mailbox.isAutoPaused }
}

/// The events between the pipeline's task and the screen, with the time each arrived.
final class ScanMailbox: Sendable {
  private struct State {
    var events: [(event: ScanEvent, arrived: ContinuousClock.Instant)] = []
    var lastVisit = ContinuousClock.now
    var autoPaused = false
  }

  private let state = Mutex(State())
  /// How long the screen may go without looking before the pipeline pauses itself.
  static let unattendedAfter = Duration.seconds(2)

  func post(_ event: ScanEvent) {
    state.withLock { $0.events.append((event, .now)) }
  }

  var isUnattended: Bool { state.withLock { ContinuousClock.now - $0.lastVisit > Self.unattendedAfter } }
  var isAutoPaused: Bool { state.withLock { $0.autoPaused } }

  func autoPause(_ pipeline: ScanPipeline) {
    state.withLock { state in
      guard !state.autoPaused, !pipeline.isPaused else { return }
      state.autoPaused = true
      pipeline.pause()
    }
  }

  /// The screen looked: undo an automatic pause (a pause the user asked for stays).
  func visit(_ pipeline: ScanPipeline) {
    state.withLock { state in
      state.lastVisit = .now
      if state.autoPaused {
        state.autoPaused = false
        pipeline.resume()
      }
    }
  }

  func take(maximumAge: Duration) -> [ScanEvent] {
    let now = ContinuousClock.now
    let taken = state.withLock { state in
      defer { state.events.removeAll(keepingCapacity: true) }
      return state.events
    }
    return taken.compactMap { entry in
      if case .scanned = entry.event, now - entry.arrived > maximumAge { return nil }
      return entry.event
    }
  }
}
