import Dispatch
import Synchronization
import TerminalUI

/// A write run off the input thread, so that a store slow to answer (a SQLite file another program holds, a
/// server that hangs) never holds the keys. When the write answers within `quickly` its outcome is acted on at
/// once, so no dialog flashes on a store that answers at once; otherwise "saving…" shows, with the seconds so
/// far, until it answers. Keys meanwhile go to the dialog and do nothing: a write in flight cannot be taken back
/// (the store's own deadline ends it), and no key is replayed later against a screen it was not typed for.
final class SavingDialog<Value: Sendable>: TickingModal {
  let what: String
  private let pending: PendingWrite<Value>
  private let finish: (Result<Value, any Error>) -> ScreenAction
  private var startedAt: Duration?
  private var now: Duration = .zero
  private var shownSecond = -1

  private init(what: String, pending: PendingWrite<Value>, finish: @escaping (Result<Value, any Error>) -> ScreenAction)
  {
    self.what = what
    self.pending = pending
    self.finish = finish
  }

  /// Starts `work` on the writing thread; `finish` gets its outcome on the input thread: at once when it answers
  /// within `quickly`, else when the dialog this presents sees it.
  static func run(
    _ what: String, quickly: Duration = .milliseconds(100), work: @escaping @Sendable () throws -> Value,
    finish: @escaping (Result<Value, any Error>) -> ScreenAction
  ) -> ScreenAction {
    let pending = PendingWrite<Value>()
    writeQueue.async { pending.answer(Result { try work() }) }
    if let outcome = pending.wait(upTo: quickly) { return finish(outcome) }
    return .present(SavingDialog(what: what, pending: pending, finish: finish))
  }

  var keymaps: [Keymap] { [] }

  func tick(_ time: Duration) -> ModalResult? {
    now = time
    if startedAt == nil { startedAt = time }
    if let outcome = pending.outcome { return .close(then: finish(outcome)) }
    guard seconds != shownSecond else { return nil }
    shownSecond = seconds
    return .keep
  }

  private var seconds: Int { Int(((now - (startedAt ?? now)) / .seconds(1)).rounded(.down)) }

  func handle(_ event: InputEvent) -> ModalResult { .keep }

  func draw(into canvas: inout Canvas, in rect: Rect, context: DrawContext) {
    let width = min(rect.width, 60)
    let inner = max(10, width - 4)
    let box = rect.centered(width: width, height: 5)
    canvas.fill(box, role: .dialog)
    canvas.drawBox(box, role: .dialog, title: "Saving")
    let line = Rect(row: box.row + 1, column: box.column + 2, width: inner, height: 1)
    canvas.put("saving \(what)… \(seconds) s", in: line, role: .dialog)
    canvas.put(
      "waiting for the store: it answers or gives up",
      in: Rect(row: line.row + 1, column: line.column, width: inner, height: 1), role: .dim)
  }
}

extension AppEnvironment {
  /// `work` (a write) off the input thread, with "saving `what`…" shown if it takes longer than
  /// `launch.savingShownAfter`; `finish` gets its outcome on the input thread.
  func saving<Value: Sendable>(
    _ what: String, work: @escaping @Sendable () throws -> Value,
    finish: @escaping (Result<Value, any Error>) -> ScreenAction
  ) -> ScreenAction {
    SavingDialog.run(what, quickly: launch.savingShownAfter, work: work, finish: finish)
  }

  /// A write that words what it did: once it has, `then` refreshes the screen and the words show as a success;
  /// an error shows as one, with nothing refreshed.
  func saving(
    _ what: String, reporting work: @escaping @Sendable () throws -> String, then refresh: @escaping () -> Void
  ) -> ScreenAction {
    saving(what, work: work) { outcome in
      switch outcome {
      case .success(let message):
        refresh()
        return .status(.success(message))
      case .failure(let error):
        return .sequence([.status(.error(describe(error))), .bell])
      }
    }
  }
}

/// A write's outcome, set once on the writing thread and read on the input thread.
private final class PendingWrite<Value: Sendable>: Sendable {
  private let state = Mutex<Result<Value, any Error>?>(nil)
  private let answered = DispatchSemaphore(value: 0)

  func answer(_ outcome: Result<Value, any Error>) {
    state.withLock { $0 = outcome }
    answered.signal()
  }

  var outcome: Result<Value, any Error>? { state.withLock { $0 } }

  /// The outcome if it arrives within `duration`.
  func wait(upTo duration: Duration) -> Result<Value, any Error>? {
    let milliseconds = max(0, Int(duration / .milliseconds(1)))
    guard answered.wait(timeout: .now() + .milliseconds(milliseconds)) == .success else { return nil }
    return outcome
  }
}

/// One thread for the writes keys start: in the order they were made, never two at once.
private let writeQueue = DispatchQueue(label: "stockroom.writes", qos: .userInitiated)
