import InventoryCore

/// A terminal screen as `tmux capture-pane -p -e` prints it (text with SGR colour and attribute sequences),
/// read into cells: what the documentation's screenshots are drawn from. Other escape sequences are skipped.
public struct TerminalCapture: Sendable {
  public struct Colour: Sendable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
  }

  public struct Cell: Sendable {
    /// Nil for the second column of a wide character.
    public var character: Character?
    public var foreground: Colour?
    public var background: Colour?
    public var bold = false
    public var reverse = false
  }

  public let columns: Int
  public private(set) var rows: [[Cell]] = []

  /// At most `columns` cells a line; a line's unused cells are blank.
  public init(ansi text: String, columns: Int) {
    self.columns = max(1, columns)
    var style = Cell(character: " ")
    var row: [Cell] = []
    var characters = Array(text)[...]
    func endRow() {
      rows.append(row + Array(repeating: Cell(character: " "), count: max(0, self.columns - row.count)))
      row = []
    }
    while let character = characters.popFirst() {
      switch character {
      case "\u{1B}":
        guard characters.first == "[" else { continue }
        characters.removeFirst()
        var parameters = ""
        while let next = characters.popFirst() {
          if next.isLetter {
            if next == "m" { Self.apply(parameters, to: &style) }
            break
          }
          parameters.append(next)
        }
      case "\n", "\r\n":
        endRow()
      default:
        let width = max(1, character.terminalWidth)
        guard row.count + width <= self.columns else { continue }
        var cell = style
        cell.character = character
        row.append(cell)
        if width == 2 {
          cell.character = nil
          row.append(cell)
        }
      }
    }
    if !row.isEmpty { endRow() }
  }

  /// Applies one SGR sequence's parameters ("1;38;5;123"); unknown ones are ignored.
  static func apply(_ parameters: String, to style: inout Cell) {
    var values = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }[...]
    if values.isEmpty { values = [0] }
    while let value = values.popFirst() {
      switch value {
      case 0:
        style = Cell(character: " ")
      case 1: style.bold = true
      case 22: style.bold = false
      case 7: style.reverse = true
      case 27: style.reverse = false
      case 30...37: style.foreground = palette(value - 30)
      case 90...97: style.foreground = palette(value - 90 + 8)
      case 40...47: style.background = palette(value - 40)
      case 100...107: style.background = palette(value - 100 + 8)
      case 39: style.foreground = nil
      case 49: style.background = nil
      case 38, 48:
        let colour: Colour?
        switch values.popFirst() {
        case 5: colour = values.popFirst().map(palette)
        case 2:
          let rgb = [values.popFirst(), values.popFirst(), values.popFirst()].map { Double($0 ?? 0) / 255 }
          colour = Colour(red: rgb[0], green: rgb[1], blue: rgb[2])
        default: colour = nil
        }
        if value == 38 { style.foreground = colour } else { style.background = colour }
      default: break
      }
    }
  }

  /// The 256 colours: 16 named, xterm's 6×6×6 cube and 24 greys.
  static func palette(_ index: Int) -> Colour {
    // The Tango palette (GNOME Terminal's): readable on a dark background, unlike xterm's pure blue.
    let named: [(Double, Double, Double)] = [
      (46, 52, 54), (204, 0, 0), (78, 154, 6), (196, 160, 0), (52, 101, 164), (117, 80, 123), (6, 152, 154),
      (211, 215, 207), (85, 87, 83), (239, 41, 41), (138, 226, 52), (252, 233, 79), (114, 159, 207),
      (173, 127, 168), (52, 226, 226), (238, 238, 236),
    ]
    let clamped = min(255, max(0, index))
    if clamped < 16 {
      let (red, green, blue) = named[clamped]
      return Colour(red: red / 255, green: green / 255, blue: blue / 255)
    }
    if clamped >= 232 {
      let grey = Double(8 + (clamped - 232) * 10) / 255
      return Colour(red: grey, green: grey, blue: grey)
    }
    let cube = clamped - 16
    let level = { (step: Int) in step == 0 ? 0 : Double(55 + step * 40) / 255 }
    return Colour(red: level(cube / 36), green: level(cube / 6 % 6), blue: level(cube % 6))
  }
}
