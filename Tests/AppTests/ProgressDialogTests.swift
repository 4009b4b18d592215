import Foundation
import TerminalUI
import TestSupport
import Testing

@testable import App

/// Long work runs off the input thread under a dialog that shows how far it is, closes with its outcome, and
/// can be abandoned only when nothing is half-done.
@Suite struct ProgressDialogTests {
  /// Work that reports what it is told and ends when released.
  final class HeldWork: @unchecked Sendable {
    let reported = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    var steps: [Double] = [0.25, 0.5]
    var failure: (any Error)?

    func run(_ progress: @Sendable (Double) -> Void) throws -> Int {
      for step in steps {
        progress(step)
        reported.signal()
      }
      release.wait()
      if let failure { throw failure }
      return 42
    }
  }

  struct Refused: Error {}

  func screenText(_ dialog: some Modal) -> String {
    var canvas = Canvas(size: TerminalSize(columns: 70, rows: 12))
    dialog.draw(
      into: &canvas, in: canvas.bounds, context: DrawContext(theme: .monochrome, pixelMode: .shadeRamp, now: .zero))
    return canvas.lines.joined(separator: "\n")
  }

  /// Ticks until the dialog answers something (the work's thread is real), at most `seconds`.
  func tickUntilAnswer(_ dialog: ProgressDialog<Int>, seconds: Double = 20) -> ModalResult? {
    let deadline = Date().addingTimeInterval(seconds)
    var time = Duration.seconds(1)
    while Date() < deadline {
      time += .milliseconds(50)
      if let answer = dialog.tick(time) { return answer }
      Thread.sleep(forTimeInterval: 0.01)
    }
    return nil
  }

  @Test func theBarAndCountFollowTheWorkAndTheOutcomeClosesIt() throws {
    let work = HeldWork()
    nonisolated(unsafe) var finished: Result<Int, any Error>?
    let dialog = ProgressDialog<Int>(
      title: "Importing big.csv", total: 1_000, abandonable: false, work: { try work.run($0) },
      finish: { outcome in
        finished = outcome
        return .none
      })
    work.reported.wait()
    work.reported.wait()
    guard case .keep = tickUntilAnswer(dialog) else {
      Issue.record("no redraw for the progress")
      return
    }
    let shown = screenText(dialog)
    #expect(shown.contains("50 %") && shown.contains("500 of 1,000 rows"), "\(shown)")
    #expect(shown.contains("runs to its end"), "\(shown)")
    // Esc does not abandon work that writes
    guard case .keep = dialog.handle(.key(.escape)) else {
      Issue.record("Esc closed a dialog whose work writes")
      return
    }
    work.release.signal()
    var answer = tickUntilAnswer(dialog)
    while case .keep = answer { answer = tickUntilAnswer(dialog) }
    guard case .close = answer else {
      Issue.record("the dialog did not close when the work ended")
      return
    }
    #expect(try finished?.get() == 42)
  }

  @Test func aFailureReachesTheFinishAndEscAbandonsWorkThatChangesNothing() throws {
    let work = HeldWork()
    work.failure = Refused()
    nonisolated(unsafe) var finished: Result<Int, any Error>?
    let dialog = ProgressDialog<Int>(
      title: "Checking big.csv", total: nil, abandonable: true, work: { try work.run($0) },
      finish: { outcome in
        finished = outcome
        return .none
      })
    #expect(screenText(dialog).contains("Esc] Abandon"))
    guard case .close(then: .status(let message)) = dialog.handle(.key(.escape)) else {
      Issue.record("Esc did not abandon a dry run")
      return
    }
    #expect(message.text.contains("abandoned; nothing changed"))
    work.release.signal()
    let other = HeldWork()
    other.failure = Refused()
    other.steps = []
    let failing = ProgressDialog<Int>(
      title: "Checking bad.csv", total: nil, abandonable: true, work: { try other.run($0) },
      finish: { outcome in
        finished = outcome
        return .none
      })
    other.release.signal()
    var answer = tickUntilAnswer(failing)
    while case .keep = answer { answer = tickUntilAnswer(failing) }
    #expect(throws: Refused.self) { try finished?.get() }
  }

  @Test func escAsksWorkThatStopsItselfAndTheDialogSaysWhatItDid() throws {
    let stop = StopRequest()
    let started = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var finished: Result<Int, any Error>?
    let dialog = ProgressDialog<Int>(
      title: "Exporting items.csv", total: 10, abandonable: true, stopRequest: stop,
      work: { progress in
        started.signal()
        // An export writing until asked to stop (each chunk checks, as the export's sink does).
        var written = 0
        while true {
          try stop.check()
          written += 1
          progress(min(0.9, Double(written) / 1_000_000))
          Thread.sleep(forTimeInterval: 0.001)
        }
      },
      finish: { outcome in
        finished = outcome
        return .none
      })
    started.wait()
    #expect(screenText(dialog).contains("Esc] Abandon"))
    // Esc asks; the dialog stays until the work has stopped, then closes with what the work says.
    guard case .keep = dialog.handle(.key(.escape)) else {
      Issue.record("Esc closed the dialog before its work stopped")
      return
    }
    #expect(screenText(dialog).contains("Stopping"))
    var answer = tickUntilAnswer(dialog)
    while case .keep = answer { answer = tickUntilAnswer(dialog) }
    guard case .close = answer else {
      Issue.record("the dialog did not close when the work stopped")
      return
    }
    #expect(throws: WorkStopped.self) { try finished?.get() }
  }

  @Test func anExportStoppedPartWayLeavesNoFile() throws {
    let folder = try TemporaryDirectory("export-stopped")
    let path = folder.path("items.csv")
    let stop = StopRequest()
    #expect(throws: WorkStopped.self) {
      try FileActions.writeAtomically(to: path) { sink in
        try sink(Array("name\n".utf8))
        stop.stop()
        try stop.check()
        return 1
      }
    }
    #expect(!FileManager.default.fileExists(atPath: path))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
  }
}
