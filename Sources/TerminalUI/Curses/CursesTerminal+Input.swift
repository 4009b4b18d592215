import CNCursesW
import Glibc

extension CursesTerminal {
  /// Waits up to `timeout` for a key (wtimeout + wget_wch, so any Unicode character arrives whole),
  /// a mouse event (getmouse) or a resize (KEY_RESIZE), and translates it. A stop signal received in the
  /// meantime comes back as `.terminate`.
  public func readEvent(timeout: Duration) -> InputEvent? {
    if let signalNumber = TerminalRestoration.takeStopSignal() { return .terminate(signal: signalNumber) }
    wtimeout(window, Int32(max(0, min(60_000, (timeout / .milliseconds(1)).rounded(.up)))))
    var character: wint_t = 0
    let result = wget_wch(window, &character)
    if let signalNumber = TerminalRestoration.takeStopSignal() { return .terminate(signal: signalNumber) }
    switch result {
    case KEY_CODE_YES: return keyCode(Int32(bitPattern: character))
    case OK: return typed(character)
    default: return nil
    }
  }

  /// Whether bytes wait on the input device (poll, no wait). Unlike `hasPendingInput` it does not go
  /// through curses, whose read would first refresh a changed window: `draw` asks it mid-frame. Keys
  /// curses has already read ahead are not seen; the run loop reads none ahead between its checks.
  var inputIsWaitingOnTheDevice: Bool {
    var request = pollfd(fd: fileno(input), events: Int16(POLLIN), revents: 0)
    return poll(&request, 1, 0) > 0 && request.revents & Int16(POLLIN) != 0
  }

  /// Whether a key (or other input) is waiting: read without waiting and put back (wget_wch, unget_wch).
  public var hasPendingInput: Bool {
    wtimeout(window, 0)
    var character: wint_t = 0
    switch wget_wch(window, &character) {
    case KEY_CODE_YES:
      ungetch(Int32(bitPattern: character))
      return true
    case OK:
      unget_wch(wchar_t(bitPattern: character))
      return true
    default:
      return false
    }
  }

  /// A character from get_wch: controls become named keys or Ctrl-letters (GS stays a character); Esc
  /// followed at once by a character is Alt + that character.
  private func typed(_ value: wint_t) -> InputEvent? {
    switch value {
    case 9: return .key(.tab)
    case 10, 13: return .key(.enter)
    case 8, 127: return .key(.backspace)
    case 27: return escapeOrAlt()
    case 1...26: return .key(.ctrl(Character(Unicode.Scalar(UInt8(96 + value)))))
    // GS (Ctrl-]): what a USB scanner sends between GS1 elements. A character, so it stays within the
    // scanner's burst (`ScannerBurstDetector`) and reaches the app as part of the code.
    case 29: return .key(.char("\u{1D}"))
    case 0..<32: return nil
    default:
      guard let scalar = Unicode.Scalar(value) else { return nil }
      return .key(.char(Character(scalar)))
    }
  }

  private func escapeOrAlt() -> InputEvent? {
    wtimeout(window, 0)
    var next: wint_t = 0
    switch wget_wch(window, &next) {
    case OK where next == 0x5B || next == 0x4F:
      return escapeSequence(startingWith: next)
    case OK where next >= 32 && next != 127:
      if let scalar = Unicode.Scalar(next) { return .key(.alt(Character(scalar))) }
      return .key(.escape)
    case OK:
      unget_wch(wchar_t(bitPattern: next))
    case KEY_CODE_YES:
      ungetch(Int32(bitPattern: next))
    default:
      break
    }
    return .key(.escape)
  }

  /// After Esc "[" or Esc "O": reads the rest of the sequence (each character within the escape delay) and
  /// decodes it (`EscapeSequence`). Alone, Esc "[" is Alt-[ (and Esc "O" Alt-O); a sequence that is unknown,
  /// cut off or too long is dropped: it never becomes keystrokes.
  private func escapeSequence(startingWith introducer: wint_t) -> InputEvent? {
    guard let first = Unicode.Scalar(introducer) else { return nil }
    var scalars = [first]
    wtimeout(window, escapeDelayMilliseconds)
    while !EscapeSequence.isComplete(scalars) {
      var next: wint_t = 0
      let result = wget_wch(window, &next)
      guard result == OK, let scalar = Unicode.Scalar(next), scalars.count < EscapeSequence.maximumLength else {
        if result == KEY_CODE_YES { ungetch(Int32(bitPattern: next)) }
        return scalars.count == 1 ? .key(.alt(Character(first))) : nil
      }
      scalars.append(scalar)
    }
    switch EscapeSequence.decode(scalars) {
    case .key(let key): return .key(key)
    case .mouse(let report): return mouse(report)
    case .pasteStart: return pastedText()
    case .ignored: return nil
    }
  }

  /// A mouse report curses did not decode (SGR, which stockroom turns on): two left presses at one cell
  /// within the click interval are a double click.
  private func mouse(_ report: SGRMouseReport) -> InputEvent? {
    guard var kind = report.kind else { return nil }
    if kind == .click {
      let time = now
      if let last = lastClick, last.position == report.position, time - last.time <= Self.doubleClickInterval {
        kind = .doubleClick
        lastClick = nil
      } else {
        lastClick = (time, report.position)
      }
    }
    return .mouse(MouseEvent(kind, at: report.position))
  }

  /// After Esc [200~: the pasted text up to Esc [201~ as one `.paste`. It is read until the end marker, a
  /// second without input, or a megabyte, whichever comes first.
  private func pastedText() -> InputEvent? {
    wtimeout(window, 1000)
    var text = String.UnicodeScalarView()
    let end = Array(BracketedPaste.end.unicodeScalars)
    while text.count < 1_000_000 {
      var next: wint_t = 0
      guard wget_wch(window, &next) == OK else { break }
      guard let scalar = Unicode.Scalar(next == 13 ? 10 : next) else { continue }
      text.append(scalar)
      if text.count >= end.count && text.suffix(end.count).elementsEqual(end) {
        text.removeLast(end.count)
        break
      }
    }
    return .paste(String(text))
  }

  /// A key code from get_wch (KEY_UP, KEY_F(n), KEY_RESIZE, KEY_MOUSE, and terminfo's modified keys).
  private func keyCode(_ code: Int32) -> InputEvent? {
    let simple: [Int32: KeyPress] = [
      KEY_UP: .up, KEY_DOWN: .down, KEY_LEFT: .left, KEY_RIGHT: .right, KEY_PPAGE: .pageUp, KEY_NPAGE: .pageDown,
      KEY_HOME: .home, KEY_END: .end, KEY_DC: .delete, KEY_IC: KeyPress(.insert), KEY_BACKSPACE: .backspace,
      KEY_ENTER: .enter, KEY_BTAB: .backTab, KEY_SLEFT: KeyPress(.left, .shift), KEY_SRIGHT: KeyPress(.right, .shift),
      KEY_SHOME: KeyPress(.home, .shift), KEY_SEND: KeyPress(.end, .shift), KEY_SDC: KeyPress(.delete, .shift),
    ]
    if let key = simple[code] { return .key(key) }
    let f0 = stockroom_key_f(0)
    if code > f0 && code <= f0 + 63 { return .key(.f(Int(code - f0))) }
    if code == KEY_RESIZE { return .resize(updateSize()) }
    if code == KEY_MOUSE { return mouse() }
    if code > KEY_MAX, let name = keyname(code) { return modifiedKey(named: String(cString: name)) }
    return nil
  }

  /// xterm-style modified keys, which ncurses names from terminfo ("kUP5" is Ctrl-Up, "kRIT3" Alt-Right).
  private func modifiedKey(named name: String) -> InputEvent? {
    let keys: [String: Key] = [
      "kUP": .up, "kDN": .down, "kLFT": .left, "kRIT": .right, "kHOM": .home, "kEND": .end, "kNXT": .pageDown,
      "kPRV": .pageUp, "kDC": .delete,
    ]
    guard let digit = name.last?.wholeNumberValue, (2...8).contains(digit), let key = keys[String(name.dropLast())]
    else {
      return nil
    }
    let bits = digit - 1
    var modifiers: KeyModifiers = []
    if bits & 1 != 0 { modifiers.insert(.shift) }
    if bits & 2 != 0 { modifiers.insert(.alt) }
    if bits & 4 != 0 { modifiers.insert(.control) }
    return .key(KeyPress(key, modifiers))
  }

  /// The pending mouse event (getmouse): button 1 click or double click, button 3, wheel (buttons 4 and 5).
  private func mouse() -> InputEvent? {
    var event = MEVENT()
    guard getmouse(&event) == OK else { return nil }
    let position = Position(row: Int(event.y), column: Int(event.x))
    let state = event.bstate
    let kinds: [(mmask_t, MouseEvent.Kind)] = [
      (stockroom_wheel_up(), .wheelUp), (stockroom_wheel_down(), .wheelDown),
      (stockroom_button1_double_clicked(), .doubleClick), (stockroom_button1_clicked(), .click),
      (stockroom_button1_pressed(), .click), (stockroom_button3_clicked(), .rightClick),
      (stockroom_button3_pressed(), .rightClick),
    ]
    guard let kind = kinds.first(where: { state & $0.0 != 0 })?.1 else { return nil }
    return .mouse(MouseEvent(kind, at: position))
  }
}
