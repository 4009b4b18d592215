import Foundation
import InventoryCore

/// Sends alerts while the terminal UI is open, as `stockroom alerts watch` would, so a user who runs only the
/// terminal UI gets them too; a watcher running beside it takes its share (each alert is claimed by one sender).
enum BackgroundAlertSender {
  /// Looks at the outbox every `interval` seconds on a thread of its own, for as long as the process runs.
  /// `open` is asked again until it succeeds: a server away at start-up is looked for later.
  static func start(
    every interval: TimeInterval = 5, timeout: Duration = .seconds(AlertLimits.defaultCommandTimeoutSeconds),
    opening open: @escaping @Sendable () throws -> any AlertInventory & StatusInventory
  ) {
    // A command that exits without reading its input must not end the program writing to it.
    signal(SIGPIPE, SIG_IGN)
    Thread.detachNewThread {
      var alerts: (any AlertInventory & StatusInventory)?
      while true {
        // Nothing is printed (the screen is curses'): an alert that fails is recorded with why (`alerts` and the
        // Alerts screen show it), and a round that cannot read the outbox leaves every alert for the next.
        if alerts == nil { alerts = try? open() }
        if let alerts { _ = try? AlertOutbox(alerts: alerts, timeout: timeout).sendWaiting() }
        Thread.sleep(forTimeInterval: interval)
      }
    }
  }
}
