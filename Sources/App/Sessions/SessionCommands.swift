import TerminalUI

// MARK: Stock sessions (the Sessions tab): counts, goods received, goods removed.
extension Command {
  static let sessionNewCount = Command(
    "session.new-count", label: "Count",
    help: "Start a stocktake count of everything, a category or the Inventory tab's search; this terminal joins it")
  static let sessionNewReceive = Command(
    "session.new-receive", label: "Receive", help: "Start a receive session (goods arriving); this terminal joins it")
  static let sessionNewRemove = Command(
    "session.new-remove", label: "Remove",
    help: "Start a remove session (picking goods out); this terminal joins it")
  static let sessionJoin = Command(
    "session.join", label: "Join",
    help: "Join the selected session: every scan on this terminal goes into it, from every tab")
  static let sessionDiscard = Command(
    "session.discard", label: "Discard",
    help: "Discard the session: no stock changes, its scans are kept for the record (asks first)")
  static let sessionLeave = Command(
    "session.leave", label: "Leave",
    help: "Leave the session: it stays open, to resume later here or at another station")
  static let sessionLinePlus = Command("session.line-plus", label: "+1", help: "Add one to the selected line")
  static let sessionLineMinus = Command("session.line-minus", label: "-1", help: "Take one from the selected line")
  static let sessionLineSet = Command(
    "session.line-set", label: "Set", help: "Set the selected line's number (a count of 0 records that none was found)")
  static let sessionLineDrop = Command(
    "session.line-drop", label: "Drop", help: "Drop the selected line and its scans (not counted, not received)")
  static let sessionLineOpen = Command(
    "session.line-open", label: "Open",
    help: "An unknown code: resolve it (create the item, or attach the code to an item); an item: edit it")
  static let sessionAddItem = Command(
    "session.add-item", label: "Add item", help: "Key a number for an item found by name, barcode or id")
  static let sessionUncounted = Command(
    "session.uncounted", label: "Leave/0",
    help: "Not counted: leave the item's stock or set it to 0 at commit (on the heading: every item not chosen)")
  static let sessionCommit = Command(
    "session.commit", label: "Commit", help: "Commit the session: says what will change first, Enter applies it all")
  static let sessionExport = Command(
    "session.export", label: "CSV",
    help: "Write the count's report (expected, counted, difference, not counted) to a CSV file (asks for the path)")
  static let sessionShowClosed = Command(
    "session.show-closed", label: "Open/closed",
    help: "List the open sessions, or the committed and discarded ones (Enter shows one, x writes a count's report)")
}
