import TerminalUI

// History's own commands (switching views, search and undo are shared: AppCommands.swift).
extension Command {
  static let thisStationOnly = Command(
    "history.this-station", label: "Station",
    help: "Movements and scans: only this station's (o again: every station's)")
  static let exportHistory = Command(
    "history.export", label: "Export",
    help: "Export the movements, scans or actions shown (search and station filter kept) to a CSV file")
}
