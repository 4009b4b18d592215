import Foundation
import InventoryCore

/// Shows an alert as a desktop notification with `notify-send`, where one can be shown: the program is on PATH
/// and a desktop session is reachable (DISPLAY, WAYLAND_DISPLAY or DBUS_SESSION_BUS_ADDRESS set). The summary is
/// the alert's words; running out and expiry are critical, the rest normal.
struct DesktopNotifier {
  let program: String
  let timeout: Duration

  /// The notifier of this environment, or nil when notifications cannot be shown here.
  init?(environment: [String: String] = ProcessInfo.processInfo.environment, timeout: Duration = .seconds(10)) {
    let session = ["DISPLAY", "WAYLAND_DISPLAY", "DBUS_SESSION_BUS_ADDRESS"].contains {
      !(environment[$0] ?? "").isEmpty
    }
    guard session, let program = AlertProcess.find("notify-send", in: environment["PATH"]) else { return nil }
    self.program = program
    self.timeout = timeout
  }

  static func urgency(of alert: StockAlert) -> String {
    switch alert.kind {
    case .outOfStock, .expiring: "critical"
    case .belowMinimum: "normal"
    }
  }

  func send(_ alert: StockAlert) -> AlertProcess.Outcome {
    // `--` ends the options: an item named "-u low" is words, not an option.
    AlertProcess(
      executable: program,
      arguments: ["--app-name=stockroom", "--urgency=\(Self.urgency(of: alert))", "--", alert.summary],
      timeout: timeout
    ).run()
  }
}

/// Mails a digest of alerts with the system's `sendmail -t -oi` (the recipient read from the message's To).
struct SendmailDigest {
  let program: String
  let timeout: Duration

  /// `saved` (`alert_sendmail`), else `/usr/sbin/sendmail`, else `sendmail` on PATH; nil when there is none.
  init?(saved: String?, environment: [String: String] = ProcessInfo.processInfo.environment, timeout: Duration) {
    if let saved, !saved.isEmpty {
      program = saved
    } else if FileManager.default.isExecutableFile(atPath: "/usr/sbin/sendmail") {
      program = "/usr/sbin/sendmail"
    } else if let found = AlertProcess.find("sendmail", in: environment["PATH"]) {
      program = found
    } else {
      return nil
    }
    self.timeout = timeout
  }

  func send(_ mail: AlertDigestMail) -> AlertProcess.Outcome {
    AlertProcess(executable: program, arguments: ["-t", "-oi"], input: Data(mail.text.utf8), timeout: timeout).run()
  }
}
