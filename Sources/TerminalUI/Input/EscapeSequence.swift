/// An escape sequence curses did not decode: terminfo entries miss what many terminals send (TERM=xterm
/// inside tmux sends End as Esc [4~, PuTTY's F2 is Esc [12~), and SGR mouse reports arrive where terminfo
/// expects X10 ones. `CursesTerminal` reads the rest of any sequence that starts with Esc [ or Esc O and
/// decodes it here, so an unknown sequence is dropped and never becomes keystrokes ("4~" in a name field).
///
/// The scalars are what followed Esc: "[" (CSI), then parameters (0x30–0x3F), intermediates (0x20–0x2F)
/// and one final character (0x40–0x7E); or "O" (SS3), optional digits and one final character.
enum EscapeSequence: Hashable {
  /// A key, with its modifiers (xterm's ";2"…";8" parameter).
  case key(KeyPress)
  /// An SGR (mode 1006) mouse report: the button code, the cell (zero-based), and press or release.
  case mouse(SGRMouseReport)
  /// Esc [200~: a bracketed paste's text follows.
  case pasteStart
  /// A complete sequence with no meaning here: ignored.
  case ignored

  /// Sequences longer than this are garbage (the reader drops them).
  static let maximumLength = 32

  /// Whether `scalars` form a complete sequence (then `decode` them); false while more must be read.
  /// Also true for a sequence that went wrong (a character no sequence contains): it decodes as `.ignored`.
  static func isComplete(_ scalars: [Unicode.Scalar]) -> Bool {
    guard let introducer = scalars.first, scalars.count > 1, let last = scalars.last else { return false }
    guard (0x20...0x7E).contains(last.value) else { return true }
    switch introducer {
    case "[":
      // The Linux console's F1–F5: Esc [ [ A…E.
      if scalars[1] == "[" { return scalars.count >= 3 }
      // An X10 mouse report: Esc [ M and three bytes.
      if scalars.count >= 2 && scalars[1] == "M" { return scalars.count >= 5 }
      return (0x40...0x7E).contains(last.value)
    case "O":
      return !(0x30...0x3F).contains(last.value)
    default:
      return true
    }
  }

  /// What a complete sequence means.
  static func decode(_ scalars: [Unicode.Scalar]) -> EscapeSequence {
    guard let introducer = scalars.first, let final = scalars.last, scalars.count > 1 else { return .ignored }
    let body = String(String.UnicodeScalarView(scalars.dropFirst().dropLast()))
    switch introducer {
    case "[" where scalars[1] == "M" && scalars.count == 5:
      return x10Mouse(Array(scalars.dropFirst(2)))
    case "[" where scalars[1] == "[" && scalars.count == 3:
      return linuxFunctionKey(final)
    case "[":
      return controlSequence(body, final: final)
    case "O":
      guard let key = letterKey(final, ss3: true) else { return .ignored }
      return modified(key, by: body.split(separator: ";").last.flatMap { Int($0) })
    default:
      return .ignored
    }
  }

  private static func controlSequence(_ body: String, final: Unicode.Scalar) -> EscapeSequence {
    if body.hasPrefix("<") {
      guard final == "M" || final == "m" else { return .ignored }
      return SGRMouseReport(parameters: body.dropFirst(), pressed: final == "M").map { .mouse($0) } ?? .ignored
    }
    let numbers = body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
    guard numbers.allSatisfy({ $0 != nil }) || body.isEmpty else { return .ignored }
    let first = numbers.first.flatMap { $0 }
    let modifier = numbers.count > 1 ? numbers[1] : nil
    if final == "~" {
      if first == 200 { return .pasteStart }
      guard let number = first, let key = tildeKey(number) else { return .ignored }
      return modified(key, by: modifier)
    }
    guard numbers.count <= 2, first == nil || first == 1, let key = letterKey(final, ss3: false) else {
      return .ignored
    }
    return modified(key, by: modifier)
  }

  /// Esc [ n ~ (vt220 style, as tmux, PuTTY, rxvt and the Linux console send them).
  private static func tildeKey(_ number: Int) -> Key? {
    switch number {
    case 1, 7: .home
    case 2: .insert
    case 3: .delete
    case 4, 8: .end
    case 5: .pageUp
    case 6: .pageDown
    case 11...15: .function(number - 10)
    case 17...21: .function(number - 11)
    case 23...26: .function(number - 12)
    case 28, 29, 31...34: .function(number < 30 ? number - 13 : number - 14)
    default: nil
    }
  }

  /// Esc [ A (or Esc O A in application mode) and the other one-letter keys.
  private static func letterKey(_ final: Unicode.Scalar, ss3: Bool) -> Key? {
    switch final {
    case "A": .up
    case "B": .down
    case "C": .right
    case "D": .left
    case "H": .home
    case "F": .end
    case "P": .function(1)
    case "Q": .function(2)
    case "R": .function(3)
    case "S": .function(4)
    case "Z": ss3 ? nil : .backTab
    case "M": ss3 ? .enter : nil
    default: nil
    }
  }

  private static func linuxFunctionKey(_ final: Unicode.Scalar) -> EscapeSequence {
    guard ("A"..."E").contains(final) else { return .ignored }
    return .key(.f(Int(final.value) - 0x40))
  }

  /// xterm's modifier parameter: 1 + (1 shift, 2 alt, 4 control); 1 or none is no modifier.
  private static func modified(_ key: Key, by parameter: Int?) -> EscapeSequence {
    guard let parameter, parameter > 1 else { return .key(KeyPress(key)) }
    guard parameter <= 16 else { return .ignored }
    let bits = parameter - 1
    var modifiers: KeyModifiers = []
    if bits & 1 != 0 { modifiers.insert(.shift) }
    if bits & 2 != 0 { modifiers.insert(.alt) }
    if bits & 4 != 0 { modifiers.insert(.control) }
    if key == .tab && modifiers == .shift { return .key(.backTab) }
    return .key(KeyPress(key, modifiers))
  }

  /// Esc [ M b x y, each byte offset by 32 (only reached when curses does not decode X10 reports itself).
  private static func x10Mouse(_ bytes: [Unicode.Scalar]) -> EscapeSequence {
    let values = bytes.map { Int($0.value) - 32 }
    guard values.count == 3, values.allSatisfy({ $0 >= 0 }), values[1] >= 1, values[2] >= 1 else { return .ignored }
    // X10 reports a release as button 3 (which one is not said).
    let button = values[0]
    let released = button & 3 == 3 && button & 64 == 0
    return .mouse(SGRMouseReport(button: button, column: values[1] - 1, row: values[2] - 1, pressed: !released))
  }
}

/// One mouse report as xterm's SGR encoding gives it: Esc [ < button ; column ; row M (press) or m (release),
/// with one-based cells; unlike X10 it has no limit of 223 columns.
struct SGRMouseReport: Hashable {
  /// The button code: 0 left, 1 middle, 2 right, 64/65 wheel up/down; +4 Shift, +8 Alt, +16 Ctrl, +32 motion.
  var button: Int
  var column: Int
  var row: Int
  var pressed: Bool

  init(button: Int, column: Int, row: Int, pressed: Bool) {
    self.button = button
    self.column = column
    self.row = row
    self.pressed = pressed
  }

  /// From "b;x;y" (one-based cells); nil when malformed.
  init?(parameters: Substring, pressed: Bool) {
    let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
    guard numbers.count == 3, let button = numbers[0], let column = numbers[1], let row = numbers[2],
      button >= 0, column >= 1, row >= 1
    else { return nil }
    self.init(button: button, column: column - 1, row: row - 1, pressed: pressed)
  }

  var position: Position { Position(row: row, column: column) }

  /// What stockroom does with it: a press of the left or right button, or a wheel step; nil for releases,
  /// motion and the middle button. (A double click is two left presses; `CursesTerminal` times them.)
  var kind: MouseEvent.Kind? {
    guard pressed, button & 32 == 0 else { return nil }
    if button & 64 != 0 {
      switch button & 3 {
      case 0: return .wheelUp
      case 1: return .wheelDown
      default: return nil
      }
    }
    switch button & 3 {
    case 0: return .click
    case 2: return .rightClick
    default: return nil
    }
  }
}
