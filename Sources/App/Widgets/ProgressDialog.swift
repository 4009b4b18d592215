import Dispatch
import InventoryCore
import Synchronization
import TerminalUI

/// Long work (an import's check and its apply, an export, a backup) run off the input thread while a dialog
/// shows how far it is: a bar, how many of its rows are done, the seconds so far. Keys keep answering meanwhile
/// (a scan goes to the screen below, as under any dialog). Esc abandons work whose result can be dropped with
/// nothing half-done (a dry run changes nothing); work given a `StopRequest` (an export) is asked to stop and
/// the dialog stays until it has, so what it says is what happened; work that writes the inventory runs to its
/// end (all rows or none) and the dialog says so.
final class ProgressDialog<Value: Sendable>: TickingModal {
  static var abandon: Command { Command("progress.abandon", label: "Abandon", help: "Stop waiting; nothing changes") }

  let title: String
  /// How many rows the work goes through ("12,000 of 50,000 rows"), when known.
  let total: Int?
  let abandonable: Bool
  /// Asked on Esc, for work that stops itself (nil: Esc drops the work's result at once).
  private let stopRequest: StopRequest?
  private var stopping = false
  private let report = WorkReport<Value>()
  private let finish: (Result<Value, any Error>) -> ScreenAction
  /// The percent step and the second last drawn (a tick redraws only when one of them moved).
  private var shownFraction = -1.0
  private var shownSecond = -1.0
  private var startedAt: Duration?
  private var now: Duration = .zero

  /// Starts `work` at once on a thread of its own; it is given a function to report the fraction done (0…1).
  /// `finish` runs on the input thread with the outcome, and its action is carried out as the dialog closes.
  init(
    title: String, total: Int?, abandonable: Bool, stopRequest: StopRequest? = nil,
    work: @escaping @Sendable (_ progress: @escaping @Sendable (Double) -> Void) throws -> Value,
    finish: @escaping (Result<Value, any Error>) -> ScreenAction
  ) {
    self.title = title
    self.total = total
    self.abandonable = abandonable || stopRequest != nil
    self.stopRequest = stopRequest
    self.finish = finish
    let report = self.report
    longWorkQueue.async {
      let outcome = Result { try work { report.advance(to: $0) } }
      report.state.withLock { $0.outcome = outcome }
    }
  }

  var keymaps: [Keymap] { abandonable ? [Keymap(title, [.init(Self.abandon, [.escape])])] : [] }

  func tick(_ time: Duration) -> ModalResult? {
    now = time
    if startedAt == nil { startedAt = time }
    let (fraction, outcome) = report.state.withLock { ($0.fraction, $0.outcome) }
    if let outcome { return .close(then: finish(outcome)) }
    // Redrawn when the bar moves a step or each second (the time shown), not on every tick.
    let step = (fraction * 100).rounded(.down)
    let second = ((time - (startedAt ?? time)) / .seconds(1)).rounded(.down)
    guard step != shownFraction || second != shownSecond else { return nil }
    shownFraction = step
    shownSecond = second
    return .keep
  }

  func handle(_ event: InputEvent) -> ModalResult {
    guard abandonable, case .key(.escape) = event else { return .keep }
    guard let stopRequest else { return .close(then: .status(.warning("\(title): abandoned; nothing changed"))) }
    stopRequest.stop()
    stopping = true
    return .keep
  }

  func draw(into canvas: inout Canvas, in rect: Rect, context: DrawContext) {
    let width = min(rect.width, 60)
    let inner = max(10, width - 4)
    let box = rect.centered(width: width, height: 6)
    canvas.fill(box, role: .dialog)
    canvas.drawBox(box, role: .dialog, title: title)
    let fraction = report.state.withLock { $0.fraction }
    let percent = Int((fraction * 100).rounded(.down))
    let barWidth = max(1, inner - 6)
    let filled = min(barWidth, Int((fraction * Double(barWidth)).rounded(.down)))
    let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled)
    canvas.put(
      "\(bar) \(percent) %", in: Rect(row: box.row + 1, column: box.column + 2, width: inner, height: 1), role: .dialog)
    let seconds = Int(((now - (startedAt ?? now)) / .seconds(1)).rounded(.down))
    var detail = total.map { total in
      let done = Int((Double(total) * fraction).rounded(.down))
      return "\(StockLimits.groupedDigits(done)) of \(StockLimits.groupedDigits(total)) rows"
    }
    detail = [detail, "\(seconds) s"].compactMap { $0 }.joined(separator: " · ")
    canvas.put(detail ?? "", in: Rect(row: box.row + 2, column: box.column + 2, width: inner, height: 1), role: .dialog)
    let hint =
      stopping ? "Stopping…" : abandonable ? "[Esc] Abandon (nothing changes)" : "All rows or none: it runs to its end"
    canvas.put(hint, in: Rect(row: box.bottom - 2, column: box.column + 2, width: inner, height: 1), role: .dim)
  }
}

/// Esc on a progress dialog asking its work to stop: the work checks it as it goes (`check`) and, stopped, leaves
/// nothing behind (an export discards its unfinished file).
final class StopRequest: Sendable {
  private let requested = Atomic<Bool>(false)

  func stop() { requested.store(true, ordering: .relaxed) }

  var isRequested: Bool { requested.load(ordering: .relaxed) }

  /// Throws `WorkStopped` once a stop was asked for.
  func check() throws { if isRequested { throw WorkStopped() } }
}

/// Work that stopped because it was asked to (`StopRequest`), with nothing left behind.
struct WorkStopped: Error, CustomStringConvertible {
  var description: String { "stopped before the end; nothing was written" }
}

/// What the work reports back: written on its thread, read on ticks.
private final class WorkReport<Value: Sendable>: Sendable {
  struct State {
    var fraction = 0.0
    var outcome: Result<Value, any Error>?
  }
  let state = Mutex(State())

  /// A fraction done that only grows, within 0…1 (a report out of order or out of range moves nothing back).
  func advance(to fraction: Double) {
    guard fraction.isFinite else { return }
    state.withLock { $0.fraction = max($0.fraction, min(1, max(0, fraction))) }
  }
}

/// One thread for the dialogs' long work: it queues rather than competing with the input thread.
private let longWorkQueue = DispatchQueue(label: "stockroom.long-work", qos: .utility)
