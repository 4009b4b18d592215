/// Something a user can ask for, declared once with its texts (tig's design): keymaps bind keys to it,
/// and the help screen and the key-hint bar are generated from those bindings, so they cannot drift.
/// Two commands are the same command when their `id`s are equal.
public struct Command: Hashable, Sendable, Identifiable, CustomStringConvertible {
  /// A stable name ("quit", "item.edit").
  public let id: String
  /// A short label for the hint bar ("Quit", "Edit").
  public let label: String
  /// One line for the help screen ("Quit stockroom (asks first when something is unsaved)").
  public let help: String

  public init(_ id: String, label: String, help: String) {
    self.id = id
    self.label = label
    self.help = help
  }

  public static func == (lhs: Command, rhs: Command) -> Bool { lhs.id == rhs.id }
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
  public var description: String { id }
}

// MARK: Commands the Application itself performs when no screen handles them.
extension Command {
  public static let help = Command("help", label: "Help", help: "Show the keys of this screen")
  public static let quit = Command("quit", label: "Quit", help: "Quit (asks first when something is unsaved)")
  public static let back = Command("back", label: "Back", help: "Close this screen or dialog, go back")
  public static let redraw = Command("redraw", label: "Redraw", help: "Repaint the whole screen")
}

// MARK: Commands of the list widget.
extension Command {
  public static let lineUp = Command("list.up", label: "Up", help: "Select the row above")
  public static let lineDown = Command("list.down", label: "Down", help: "Select the row below")
  public static let pageUp = Command("list.page-up", label: "PgUp", help: "Scroll a page up")
  public static let pageDown = Command("list.page-down", label: "PgDn", help: "Scroll a page down")
  public static let first = Command("list.first", label: "First", help: "Select the first row")
  public static let last = Command("list.last", label: "Last", help: "Select the last row")
  public static let activate = Command("list.activate", label: "Open", help: "Open the selected row")
}

// MARK: Commands of the text field.
extension Command {
  public static let cursorLeft = Command("text.left", label: "Left", help: "Move the cursor left")
  public static let cursorRight = Command("text.right", label: "Right", help: "Move the cursor right")
  public static let cursorStart = Command("text.start", label: "Start", help: "Move the cursor to the start")
  public static let cursorEnd = Command("text.end", label: "End", help: "Move the cursor to the end")
  public static let deleteBackward = Command(
    "text.backspace", label: "Bksp", help: "Delete the character before the cursor")
  public static let deleteForward = Command("text.delete", label: "Del", help: "Delete the character under the cursor")
  public static let deleteToStart = Command(
    "text.kill-start", label: "Clear", help: "Delete everything before the cursor")
  public static let deleteToEnd = Command("text.kill-end", label: "Cut", help: "Delete everything after the cursor")
  public static let deleteWord = Command("text.kill-word", label: "Del word", help: "Delete the word before the cursor")
  public static let submit = Command("text.submit", label: "OK", help: "Accept the text")
}
