import InventoryCore

/// A single-line text field: cursor movement, readline-style deletion (^U, ^K, ^W), wide characters,
/// horizontal scrolling when the text is wider than the field, and a slot for a validation message.
/// Keys come through `keymap` (`Keymap.textEditing`); printable characters are inserted.
///
/// A field created with text (a prompt's suggested answer, a line's current number) starts with that text
/// selected: the first typed character (or paste) replaces it, so typing 7 on a 6 gives 7, not 67. Any editing
/// key (arrows, Home/End, Backspace, ^U…) keeps the text and drops the selection, to edit it. Every prompt
/// and dialog gets this from here rather than choosing for itself.
public struct TextField: Sendable {
  /// What handling an event did.
  public enum Result: Hashable, Sendable {
    /// Not a field key (Esc, Tab, F-keys…): the screen may use it.
    case unhandled
    /// Handled, nothing changed (Backspace at the start, say).
    case unchanged
    /// The text changed.
    case edited
    /// Only the cursor moved.
    case moved
    /// Enter: the text as it stands.
    case submitted(String)
  }

  public internal(set) var characters: [Character]
  /// The insertion point, in characters from the start (0...characters.count).
  public internal(set) var cursorIndex: Int
  /// The whole text is selected: the next typed character replaces it (see the type's comment).
  public private(set) var isSelected: Bool
  /// Shown dimmed while the field is empty.
  public var placeholder: String
  /// Shown on the line below the field (when it has a second line) as an error.
  public var validationMessage: String?
  /// Insertions beyond this many characters are refused (nil: no limit).
  public var maximumLength: Int?
  public var keymap: Keymap
  /// The first text column shown (horizontal scrolling), kept by `draw`.
  public internal(set) var scrollColumn = 0
  /// Where the last draw put the text line (for mouse clicks).
  public internal(set) var textArea = Rect(row: 0, column: 0, width: 0, height: 0)

  public init(text: String = "", placeholder: String = "", maximumLength: Int? = nil, keymap: Keymap = .textEditing) {
    characters = Array(text)
    cursorIndex = characters.count
    isSelected = !characters.isEmpty
    self.placeholder = placeholder
    self.maximumLength = maximumLength
    self.keymap = keymap
  }

  /// Setting the text puts the cursor after it, not selected (to go on typing); `select()` selects it.
  public var text: String {
    get { String(characters) }
    set {
      characters = Array(newValue)
      cursorIndex = characters.count
      isSelected = false
    }
  }

  /// Selects the whole text (nothing happens to an empty field): the next typed character replaces it.
  public mutating func select() {
    isSelected = !characters.isEmpty
  }

  /// Keeps the text, no longer selected; the cursor stays where it is.
  public mutating func deselect() {
    isSelected = false
  }

  /// The cursor's column within the text (wide characters count two).
  public var cursorColumn: Int { characters[..<cursorIndex].reduce(0) { $0 + $1.terminalWidth } }

  /// Acts on a key (or a click in the field). Printable characters are inserted; editing keys go through `keymap`.
  public mutating func handle(_ event: InputEvent) -> Result {
    switch event {
    case .key(let key):
      if let command = keymap.command(for: key) { return perform(command) }
      if let character = key.typedCharacter { return replacingSelection(with: String(character)) }
      return .unhandled
    case .command(let command):
      return perform(command)
    case .paste(let text):
      // A single-line field: pasted lines are joined by spaces (a trailing line break is dropped).
      return replacingSelection(with: text.split(whereSeparator: \.isNewline).joined(separator: " "))
    case .mouse(let mouse) where mouse.kind == .click && textArea.contains(mouse.position):
      isSelected = false
      return moveCursor(toColumn: scrollColumn + mouse.position.column - textArea.column)
    default:
      return .unhandled
    }
  }

  /// Typed text: replaces the selected text, or goes in at the cursor.
  private mutating func replacingSelection(with typed: String) -> Result {
    guard isSelected else { return insert(typed) }
    isSelected = false
    let hadText = !characters.isEmpty
    characters = []
    cursorIndex = 0
    let result = insert(typed)
    return hadText ? .edited : result
  }

  /// Inserts `text` at the cursor (control characters are dropped; the maximum length is respected).
  public mutating func insert(_ text: String) -> Result {
    var inserted = text.filter { $0.sanitizedForDisplay == $0 && $0 != "\n" && $0 != "\r" }
    if let maximumLength { inserted = String(inserted.prefix(max(0, maximumLength - characters.count))) }
    guard !inserted.isEmpty else { return .unchanged }
    characters.insert(contentsOf: inserted, at: cursorIndex)
    cursorIndex += inserted.count
    return .edited
  }

  /// Performs a text-editing command (see `Keymap.textEditing`).
  public mutating func perform(_ command: Command) -> Result {
    let result = performEditing(command)
    // An editing key keeps the selected text, to edit it (Enter submits it as shown).
    if result != .unhandled, command != .submit { isSelected = false }
    return result
  }

  private mutating func performEditing(_ command: Command) -> Result {
    switch command {
    case .cursorLeft: return setCursor(cursorIndex - 1)
    case .cursorRight: return setCursor(cursorIndex + 1)
    case .cursorStart: return setCursor(0)
    case .cursorEnd: return setCursor(characters.count)
    case .deleteBackward: return delete(max(0, cursorIndex - 1)..<cursorIndex)
    case .deleteForward: return delete(cursorIndex..<min(characters.count, cursorIndex + 1))
    case .deleteToStart: return delete(0..<cursorIndex)
    case .deleteToEnd: return delete(cursorIndex..<characters.count)
    case .deleteWord:
      var start = cursorIndex
      while start > 0 && characters[start - 1].isWhitespace { start -= 1 }
      while start > 0 && !characters[start - 1].isWhitespace { start -= 1 }
      return delete(start..<cursorIndex)
    case .submit: return .submitted(text)
    default: return .unhandled
    }
  }

  private mutating func setCursor(_ index: Int) -> Result {
    let clamped = max(0, min(index, characters.count))
    defer { cursorIndex = clamped }
    return clamped == cursorIndex ? .unchanged : .moved
  }

  private mutating func delete(_ range: Range<Int>) -> Result {
    guard !range.isEmpty else { return .unchanged }
    characters.removeSubrange(range)
    cursorIndex = range.lowerBound
    return .edited
  }

  private mutating func moveCursor(toColumn target: Int) -> Result {
    var column = 0
    var index = 0
    while index < characters.count && column + characters[index].terminalWidth <= target {
      column += characters[index].terminalWidth
      index += 1
    }
    return setCursor(index)
  }
}
