import CNCursesW
import Glibc
import InventoryCore

extension CursesTerminal {
  /// Renders every cell (setcchar + mvwadd_wch; curses sends only what changed), then places the cursor
  /// (wmove, curs_set) and updates the screen once (wnoutrefresh + doupdate). In a non-UTF-8 locale each
  /// cell is drawn as its `AsciiFallback` picture of the same width. A grapheme cluster of several spacing
  /// characters (the ZWJ sequence 👨‍👩‍👧) does not fit a curses cell (setcchar keeps only the first), so
  /// curses gets its first character as a stand-in and the whole cluster is written over it afterwards.
  @discardableResult public func draw(_ canvas: Canvas, theme: Theme) -> FrameOutput {
    guard isOpen else { return FrameOutput(inputWasWaiting: false, time: now) }
    let rows = min(canvas.size.rows, size.rows)
    let columns = min(canvas.size.columns, size.columns)
    var styles: [StyleRole: Style] = [:]
    var overlays: [(row: Int, column: Int, text: String)] = []
    for row in 0..<rows {
      for column in 0..<columns {
        let source = canvas[row, column]
        if source.isContinuation { continue }
        var style = styles[source.role] ?? theme.style(for: source.role)
        styles[source.role] = style
        style.attributes.formUnion(source.attributes)
        let attributes = attributes(style.attributes)
        let pair = colors.pair(for: style)
        if !isUnicode {
          let picture = AsciiFallback.text(of: canvas, row: row, column: column)
          for (offset, character) in picture.enumerated() where column + offset < columns {
            put(String(character), row: row, column: column + offset, attributes: attributes, pair: pair)
          }
          continue
        }
        let scalars = source.character.unicodeScalars
        if scalars.dropFirst().contains(where: { $0.terminalWidth > 0 }), let first = scalars.first {
          put(String(first), row: row, column: column, attributes: attributes, pair: pair)
          overlays.append((row, column, String(source.character)))
        } else {
          put(String(source.character), row: row, column: column, attributes: attributes, pair: pair)
        }
      }
    }
    if let cursor = canvas.cursor, cursor.row < size.rows, cursor.column < size.columns {
      wmove(window, Int32(cursor.row), Int32(cursor.column))
      curs_set(1)
    } else {
      curs_set(0)
    }
    wnoutrefresh(window)
    let shown = FrameOutput(inputWasWaiting: inputIsWaitingOnTheDevice, time: now)
    doupdate()
    guard !overlays.isEmpty else { return shown }
    // After doupdate curses has flushed its output and left the attributes normal: write each cluster
    // over its stand-in, then put the cursor back where curses believes it is.
    for overlay in overlays {
      guard let move = cursorAddress(row: overlay.row, column: overlay.column) else { continue }
      fputs(move + overlay.text, output)
    }
    if let back = cursorAddress(row: Int(getcury(window)), column: Int(getcurx(window))) { fputs(back, output) }
    fflush(output)
    return shown
  }

  /// terminfo's cursor_address for (row, column) without its padding ("$<5>" in vt100's, which tputs
  /// would turn into delays that emulators do not need; tputs takes a C callback Swift cannot give).
  private func cursorAddress(row: Int, column: Int) -> String? {
    guard let pointer = stockroom_cursor_address(Int32(row), Int32(column)) else { return nil }
    var text = String(cString: pointer)
    while let start = text.range(of: "$<"), let end = text[start.upperBound...].firstIndex(of: ">") {
      text.removeSubrange(start.lowerBound...end)
    }
    return text
  }

  /// One cell: up to five scalars (a character and its combining marks), as setcchar takes them.
  private func put(_ text: String, row: Int, column: Int, attributes: attr_t, pair: Int16) {
    var characters = [wchar_t](repeating: 0, count: 6)
    var count = 0
    for scalar in text.unicodeScalars where count < 5 {
      characters[count] = wchar_t(bitPattern: scalar.value)
      count += 1
    }
    var cell = cchar_t()
    setcchar(&cell, characters, attributes, pair, nil)
    mvwadd_wch(window, Int32(row), Int32(column), &cell)
  }

  func attributes(_ attributes: TextAttributes) -> attr_t {
    var value = stockroom_a_normal()
    if attributes.contains(.bold) { value |= stockroom_a_bold() }
    if attributes.contains(.reverse) { value |= stockroom_a_reverse() }
    if attributes.contains(.underline) { value |= stockroom_a_underline() }
    if attributes.contains(.dim) { value |= stockroom_a_dim() }
    return value
  }
}

/// xterm's bracketed paste (mode 2004): pasted text arrives between `start` and `end`.
enum BracketedPaste {
  static let enable = "\u{1b}[?2004h"
  static let disable = "\u{1b}[?2004l"
  static let end = "\u{1b}[201~"
}
