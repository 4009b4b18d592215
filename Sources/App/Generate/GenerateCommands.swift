import TerminalUI

// The Generate screen's and History's Created list's commands (the rest of the table is in AppCommands.swift).
extension Command {
  static let saveCode = Command(
    "generate.save", label: "Save",
    help: "Save the code to a PNG, SVG or PDF file (by its extension), read back first; History keeps it")
  static let printCode = Command(
    "generate.print", label: "Print",
    help: "Print the code on a CUPS printer (a PDF, read back first); History keeps it")
  static let chooseValue = Command(
    "generate.choose", label: "Choose",
    help: "On Kind: pick the kind of code from a list; on Security or Hidden: the next value")
  static let nextValue = Command(
    "generate.next-value", label: "Next", help: "On Kind, Security or Hidden: the next value (Left: the previous)")
  static let leaveFields = Command(
    "generate.leave-fields", label: "Leave",
    help: "Leave the fields for the Kind row, where number keys switch screens (Esc there goes back)")
  static let reopenCreated = Command(
    "history.reopen-created", label: "Open",
    help: "Created view: open the selected code in Generate, to look at it or save it again")
  static let deleteCreated = Command(
    "history.delete-created", label: "Forget",
    help: "Created view: forget the selected code (asks first; its file is kept)")
}
