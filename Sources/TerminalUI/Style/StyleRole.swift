/// What a piece of text *is*, not how it looks: a `Theme` turns roles into colours and attributes, so
/// screens never name colours and the monochrome theme can keep every distinction.
public enum StyleRole: Hashable, Sendable {
  case normal
  case header, headerBadge, title
  case selection
  /// The tab being shown in a tab bar that is drawn in `header`: it must stand out in every theme.
  case activeTab
  case lowStock, error, warning, success
  case hint, keyHint, keyHintKey
  case dim, border
  /// An editable field, and the one that has focus.
  case field, fieldFocused
  /// A modal dialog's background.
  case dialog
  /// A category's own colour, named as in InventoryCore's `CategoryColor`.
  case category(PaletteColor)
  /// One cell of a grey image drawn with "▀": the upper half is `top`, the lower half `bottom` (0 black…255 white).
  case pixels(top: UInt8, bottom: UInt8)

  /// A symbol that carries the role's meaning without colour (NO_COLOR, colour-blind users, screen readers).
  /// Widgets put it before messages of that role, in every theme.
  public var symbol: String? {
    switch self {
    case .error: "✗"
    case .warning: "!"
    case .success: "✓"
    case .lowStock: "▼"
    default: nil
    }
  }
}

/// The 16 colours every colour terminal has. Raw values equal InventoryCore's `CategoryColor` raw values,
/// so `PaletteColor(rawValue: category.color.rawValue)` converts (a test keeps the two in step).
public enum PaletteColor: String, Hashable, Sendable, CaseIterable {
  case red, green, yellow, blue, magenta, cyan, white
  case brightRed = "bright-red", brightGreen = "bright-green", brightYellow = "bright-yellow"
  case brightBlue = "bright-blue", brightMagenta = "bright-magenta", brightCyan = "bright-cyan"
  case gray

  /// The ANSI colour number (0–15).
  public var ansiIndex: Int {
    switch self {
    case .red: 1
    case .green: 2
    case .yellow: 3
    case .blue: 4
    case .magenta: 5
    case .cyan: 6
    case .white: 7
    case .gray: 8
    case .brightRed: 9
    case .brightGreen: 10
    case .brightYellow: 11
    case .brightBlue: 12
    case .brightMagenta: 13
    case .brightCyan: 14
    }
  }
}

/// Text attributes a terminal can show without colour.
public struct TextAttributes: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let bold = TextAttributes(rawValue: 1 << 0)
  public static let reverse = TextAttributes(rawValue: 1 << 1)
  public static let underline = TextAttributes(rawValue: 1 << 2)
  public static let dim = TextAttributes(rawValue: 1 << 3)
}

/// A colour as a terminal understands it.
public enum TerminalColor: Hashable, Sendable {
  /// The terminal's own foreground or background (curses' use_default_colors, colour -1).
  case standard
  /// One of the 16 ANSI colours (0–15).
  case ansi(Int)
  /// A grey level 0 (black)…255 (white); terminals with 256 colours show one of 26 greys, others the
  /// nearest of black, grey and white.
  case grey(UInt8)
}

/// How one role looks: colours plus attributes.
public struct Style: Hashable, Sendable {
  public var foreground: TerminalColor
  public var background: TerminalColor
  public var attributes: TextAttributes

  public init(
    foreground: TerminalColor = .standard, background: TerminalColor = .standard, attributes: TextAttributes = []
  ) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  public static let plain = Style()
}
