import TerminalUI

// History's own commands (switching views, search and undo are shared: AppCommands.swift).
extension Command {
  static let thisStationOnly = Command(
    "history.this-station", label: "Station",
    help: "Movements and scans: only this station's (o again: every station's)")
}
