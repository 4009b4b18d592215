import TerminalUI

// The Alerts screen's commands (`AlertsScreen`), declared once: keymaps, hint bar and help read them.
extension Command {
  static let showAlerts = Command(
    "alerts.show", label: "Alerts",
    help: "Open the stock alerts: items that went below their minimum or ran out (stockroom alerts)")
  static let acknowledgeAlert = Command(
    "alert.acknowledge", label: "Seen",
    help: "Mark the selected alert seen (stockroom alerts ack): the header stops counting it")
  static let showAcknowledgedAlerts = Command(
    "alerts.acknowledged", label: "Seen too", help: "Show the alerts already marked seen too, or hide them again")
}
