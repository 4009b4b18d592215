import Foundation
import InventoryCore

/// Sends alerts while the terminal UI is open, as `stockroom alerts watch` would, so a user who runs only the
/// terminal UI gets them too; a watcher running beside it takes its share (each alert is claimed by one sender).
enum BackgroundAlertSender {
  /// Looks at the outbox on a thread of its own, for as long as the process runs: as soon as any change commits,
  /// and every `interval` seconds (a failed alert's retry).
  /// `open` is asked again until it succeeds: a server away at start-up is looked for later.
  static func start(
    every interval: TimeInterval = 5, timeout: Duration = .seconds(AlertLimits.defaultCommandTimeoutSeconds),
    opening open: @escaping @Sendable () throws -> any AlertInventory & StatusInventory
  ) {
    // A command that exits without reading its input must not end the program writing to it.
    signal(SIGPIPE, SIG_IGN)
    Thread.detachNewThread {
      var outbox: AlertOutbox?
      var token: Int?
      while true {
        // Nothing is printed (the screen is curses'): an alert that fails is recorded with why (`alerts` and the
        // Alerts screen show it), and a round that cannot read the outbox leaves every alert for the next.
        if outbox == nil { outbox = (try? open()).map { AlertOutbox(alerts: $0, timeout: timeout) } }
        guard let outbox else {
          Thread.sleep(forTimeInterval: interval)
          continue
        }
        token = token ?? (try? outbox.alerts.changeToken())  // nil: unknown, the wait then takes its whole interval
        _ = try? outbox.sendWaiting()
        token = outbox.waitForChange(after: token, upTo: interval)
      }
    }
  }
}
