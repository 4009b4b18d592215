import Foundation

/// Maps style roles to styles. `colour` for ordinary terminals, `monochrome` for NO_COLOR / --no-color
/// (attributes only: reverse, bold, underline, dim), `highContrast` for bright, bold text on black.
public struct Theme: Sendable {
  public var name: String
  /// Whether the theme uses colour at all; the grey preview falls back to a shade ramp when it does not.
  public var usesColor: Bool
  private var styleFor: @Sendable (StyleRole) -> Style

  public init(name: String, usesColor: Bool, style: @escaping @Sendable (StyleRole) -> Style) {
    self.name = name
    self.usesColor = usesColor
    self.styleFor = style
  }

  public func style(for role: StyleRole) -> Style { styleFor(role) }

  /// The theme the user asked for: monochrome when `noColorFlag` is set or the NO_COLOR environment
  /// variable is present and not empty (https://no-color.org), else colour.
  public static func resolved(noColorFlag: Bool, environment: [String: String] = ProcessInfo.processInfo.environment)
    -> Theme
  {
    if noColorFlag || !(environment["NO_COLOR"] ?? "").isEmpty { return .monochrome }
    return .colour
  }

  /// This theme as a terminal with `colorCount` colours can show it: a colour theme on a terminal with
  /// fewer than 8 colours (TERM=vt100) becomes `monochrome`, else the selected row would be invisible
  /// (its black-on-cyan would be drawn as plain text).
  /// On 8 colours (TERM=linux, the console; TERM=screen) grey (8) is shown as colour 0, black: a hint drawn
  /// grey on the default background would vanish on a dark screen, so it becomes the default colour, dimmed.
  public func adapted(toColorCount colorCount: Int) -> Theme {
    guard usesColor else { return self }
    if colorCount < 8 { return .monochrome }
    guard colorCount < 16 else { return self }
    let style = styleFor
    return Theme(name: name, usesColor: true) { role in
      var adapted = style(role)
      if adapted.background == .standard, adapted.foreground == .ansi(0) || adapted.foreground == .ansi(8) {
        adapted.foreground = .standard
        adapted.attributes.insert(.dim)
      }
      return adapted
    }
  }

  public static let colour = Theme(name: "colour", usesColor: true) { role in
    switch role {
    case .normal, .field: .plain
    case .header: Style(foreground: .ansi(15), background: .ansi(4), attributes: .bold)
    case .headerBadge: Style(foreground: .ansi(0), background: .ansi(11), attributes: .bold)
    case .title: Style(foreground: .ansi(14), attributes: .bold)
    case .selection, .activeTab: Style(foreground: .ansi(0), background: .ansi(6))
    case .lowStock: Style(foreground: .ansi(9), attributes: .bold)
    case .error: Style(foreground: .ansi(15), background: .ansi(1), attributes: .bold)
    case .warning: Style(foreground: .ansi(11), attributes: .bold)
    case .success: Style(foreground: .ansi(10))
    case .hint, .dim: Style(foreground: .ansi(8))
    case .keyHint: Style(foreground: .ansi(0), background: .ansi(6))
    case .keyHintKey: Style(foreground: .ansi(15), background: .ansi(0), attributes: .bold)
    case .border: Style(foreground: .ansi(6))
    case .fieldFocused: Style(attributes: .underline)
    case .dialog: Style(foreground: .ansi(15), background: .ansi(4))
    case .category(let color): Style(foreground: .ansi(color.ansiIndex))
    case .pixels(let top, let bottom): Style(foreground: .grey(top), background: .grey(bottom))
    }
  }

  /// No colour at all: every distinction colour makes elsewhere is an attribute here, and meanings that
  /// colour alone would carry also have a `StyleRole.symbol`.
  public static let monochrome = Theme(name: "monochrome", usesColor: false) { role in
    switch role {
    case .normal, .field, .category, .pixels, .success: .plain
    case .header, .selection, .keyHint, .dialog: Style(attributes: .reverse)
    case .headerBadge, .title, .keyHintKey, .warning: Style(attributes: .bold)
    case .lowStock, .error: Style(attributes: [.bold, .underline])
    case .hint, .dim, .border: Style(attributes: .dim)
    case .fieldFocused: Style(attributes: .underline)
    // The bar is reversed, so the active tab is the one cell run that is not: bold and underlined.
    case .activeTab: Style(attributes: [.bold, .underline])
    }
  }

  /// Bright, bold text on the terminal's background; selection and bars in reverse.
  public static let highContrast = Theme(name: "high-contrast", usesColor: true) { role in
    switch role {
    case .normal, .field, .dim, .hint, .border: Style(foreground: .ansi(15))
    case .header, .selection, .keyHint, .dialog: Style(foreground: .ansi(15), attributes: [.reverse, .bold])
    case .headerBadge, .keyHintKey: Style(foreground: .ansi(11), attributes: .bold)
    case .activeTab: Style(foreground: .ansi(11), attributes: [.bold, .underline])
    case .title: Style(foreground: .ansi(15), attributes: [.bold, .underline])
    case .lowStock, .error: Style(foreground: .ansi(9), attributes: [.bold, .underline])
    case .warning: Style(foreground: .ansi(11), attributes: .bold)
    case .success: Style(foreground: .ansi(10), attributes: .bold)
    case .fieldFocused: Style(foreground: .ansi(15), attributes: [.underline, .bold])
    case .category(let color): Style(foreground: .ansi(color.ansiIndex), attributes: .bold)
    case .pixels(let top, let bottom): Style(foreground: .grey(top), background: .grey(bottom))
    }
  }
}
