import InventoryCore

extension SettingRow {
  /// The bell for a new stock alert (`AlertWatch`): the channel of a shop that set no alert command.
  static var alertBellRow: SettingRow {
    var row = toggle("Bell on new alert", \.alertBell)
    row.help =
      "When an item goes below its minimum or runs out and no alert command sends the alert (stockroom alerts "
      + "set-command), the bell rings once. The header counts open alerts either way."
    return row
  }

  /// The channels alerts are sent by while a sender runs (this terminal UI, `stockroom alerts watch`): the
  /// inventory's settings, checked by the rules `stockroom alerts set-command`, `set-email` and `desktop` use.
  static var alertChannelRows: [SettingRow] {
    var desktop = toggle("Desktop notifications", \.alertChannels.desktopOn)
    desktop.help =
      "Each new alert is shown once with notify-send where a desktop session is reachable (DISPLAY, "
      + "WAYLAND_DISPLAY or DBUS_SESSION_BUS_ADDRESS) and notify-send is installed."
    return [
      SettingRow(
        name: "Alert command", value: { $0.alertChannels.command ?? "none" },
        change: .text(current: { $0.alertChannels.command ?? "" }) { text, settings in
          checked { settings.alertChannels.command = try blankIsNone(text).map(AlertSettingRules.command) }
        },
        help: "Run by /bin/sh for each alert, once, given it as JSON on stdin and in STOCKROOM_ALERT_* variables; "
          + "a failure is retried. Empty: no command.",
        prompt: "Command each alert is given to (empty: none):"),
      desktop,
      SettingRow(
        name: "Alert e-mail", value: { $0.alertChannels.email ?? "none" },
        change: .text(current: { $0.alertChannels.email ?? "" }) { text, settings in
          checked { settings.alertChannels.email = try blankIsNone(text).map(AlertSettingRules.emailAddress) }
        },
        help: "One mail per interval through sendmail lists every alert raised since the last. Empty: no mail.",
        prompt: "Address the alert digest goes to (empty: none):"),
      SettingRow(
        name: "E-mail digest every",
        value: { AlertSettingRules.intervalWording($0.alertChannels.emailEverySeconds) },
        change: .text(current: { AlertSettingRules.intervalWording($0.alertChannels.emailEverySeconds) }) {
          text, settings in
          checked { settings.alertChannels.emailEverySeconds = try AlertSettingRules.digestInterval(text) }
        },
        prompt: "Time between digests (90s, 30m, 2h, 1d):"),
      SettingRow(
        name: "Sendmail program", value: { $0.alertChannels.sendmail ?? "default" },
        change: .text(current: { $0.alertChannels.sendmail ?? "" }) { text, settings in
          checked { settings.alertChannels.sendmail = try blankIsNone(text).map(AlertSettingRules.sendmailPath) }
        },
        help: "Empty: /usr/sbin/sendmail, else sendmail on PATH. It is run as sendmail -t -oi.",
        prompt: "The sendmail program, an absolute path (empty: the default):"),
    ]
  }

  private static func blankIsNone(_ text: String) -> String? { text.allSatisfy(\.isWhitespace) ? nil : text }

  /// Runs a change; the rule's words when it refuses the value.
  private static func checked(_ change: () throws -> Void) -> String? {
    do { try change() } catch { return "\(error)" }
    return nil
  }
}
