/// A key on the keyboard, without modifiers.
public enum Key: Hashable, Sendable {
  /// A printable character (any Unicode, as get_wch delivers it). Space is `.character(" ")`.
  case character(Character)
  case enter, escape, backspace, delete, insert, tab, backTab
  case up, down, left, right, pageUp, pageDown, home, end
  /// F1…F12 (and beyond, as the terminal reports them).
  case function(Int)
}

/// Modifier keys a terminal can report.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let control = KeyModifiers(rawValue: 1 << 0)
  public static let alt = KeyModifiers(rawValue: 1 << 1)
  public static let shift = KeyModifiers(rawValue: 1 << 2)
}

/// One key press: a key and its modifiers. Ctrl-C is `KeyPress(.character("c"), .control)`.
public struct KeyPress: Hashable, Sendable {
  public var key: Key
  public var modifiers: KeyModifiers

  public init(_ key: Key, _ modifiers: KeyModifiers = []) {
    self.key = key
    self.modifiers = modifiers
  }

  /// A plain printable character.
  public static func char(_ character: Character) -> KeyPress { KeyPress(.character(character)) }
  /// Ctrl + a letter (`ctrl("c")` is ^C); the letter is stored lowercase.
  public static func ctrl(_ letter: Character) -> KeyPress {
    KeyPress(.character(Character(letter.lowercased())), .control)
  }
  /// Alt (Meta) + a character.
  public static func alt(_ character: Character) -> KeyPress { KeyPress(.character(character), .alt) }
  public static func f(_ number: Int) -> KeyPress { KeyPress(.function(number)) }

  public static let enter = KeyPress(.enter)
  public static let escape = KeyPress(.escape)
  public static let backspace = KeyPress(.backspace)
  public static let delete = KeyPress(.delete)
  public static let tab = KeyPress(.tab)
  public static let backTab = KeyPress(.backTab)
  public static let up = KeyPress(.up)
  public static let down = KeyPress(.down)
  public static let left = KeyPress(.left)
  public static let right = KeyPress(.right)
  public static let pageUp = KeyPress(.pageUp)
  public static let pageDown = KeyPress(.pageDown)
  public static let home = KeyPress(.home)
  public static let end = KeyPress(.end)

  /// The character this press would type into a text field, if any (no Ctrl or Alt).
  public var typedCharacter: Character? {
    guard case .character(let character) = key, modifiers.isDisjoint(with: [.control, .alt]) else { return nil }
    return character
  }
}

/// A mouse action at a cell.
public struct MouseEvent: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    case click, doubleClick, rightClick, wheelUp, wheelDown
  }

  public var kind: Kind
  public var position: Position

  public init(_ kind: Kind, at position: Position) {
    self.kind = kind
    self.position = position
  }
}

/// Everything a screen can be told about.
public enum InputEvent: Hashable, Sendable {
  case key(KeyPress)
  case mouse(MouseEvent)
  /// The terminal now has this size (curses' KEY_RESIZE).
  case resize(TerminalSize)
  /// A keyboard-wedge scanner delivered this code (a burst of keys ending in Enter; see
  /// `ScannerBurstDetector`). Its keys were never delivered one by one.
  case scan(String)
  /// Text the user pasted (bracketed paste): it goes to the focused text field as text, and is never a
  /// scan or a string of commands, however fast it arrived.
  case paste(String)
  /// A key resolved to a command through the keymaps.
  case command(Command)
  /// Time passes (about every 250 ms): poll for changes made by other processes, animate a preview.
  case tick(Duration)
  /// The process was asked to stop (SIGINT, SIGTERM, SIGHUP): the application quits without asking.
  /// Screens never receive it.
  case terminate(signal: Int32)
}
