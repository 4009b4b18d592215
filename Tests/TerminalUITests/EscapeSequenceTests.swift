import Testing

@testable import TerminalUI

@Suite("Escape sequences curses does not know")
struct EscapeSequenceTests {
  /// Feeds `text` (what follows Esc) scalar by scalar, as the reader does, and decodes it once complete.
  func decode(_ text: String) -> EscapeSequence? {
    var scalars: [Unicode.Scalar] = []
    for scalar in text.unicodeScalars {
      #expect(!EscapeSequence.isComplete(scalars), "complete too early: \(scalars)")
      scalars.append(scalar)
    }
    guard EscapeSequence.isComplete(scalars) else { return nil }
    return EscapeSequence.decode(scalars)
  }

  @Test(
    "Home, End and F-keys as tmux, PuTTY, rxvt and xterm send them",
    arguments: [
      ("[1~", KeyPress.home), ("[4~", .end), ("[H", .home), ("[F", .end), ("[7~", .home), ("[8~", .end),
      ("OH", .home), ("OF", .end), ("[11~", .f(1)), ("[12~", .f(2)), ("[13~", .f(3)), ("[14~", .f(4)),
      ("[15~", .f(5)), ("[17~", .f(6)), ("[21~", .f(10)), ("[23~", .f(11)), ("[24~", .f(12)), ("OP", .f(1)),
      ("OQ", .f(2)), ("OR", .f(3)), ("OS", .f(4)), ("[2~", KeyPress(.insert)), ("[3~", .delete),
      ("[5~", .pageUp), ("[6~", .pageDown), ("[A", .up), ("OB", .down), ("[Z", .backTab), ("[[B", .f(2)),
    ])
  func keys(sequence: String, key: KeyPress) {
    #expect(decode(sequence) == .key(key))
  }

  @Test("xterm's modifier parameter: 2 Shift, 3 Alt, 5 Ctrl")
  func modifiers() {
    #expect(decode("[1;5H") == .key(KeyPress(.home, .control)))
    #expect(decode("[4;2~") == .key(KeyPress(.end, .shift)))
    #expect(decode("[1;3C") == .key(KeyPress(.right, .alt)))
    #expect(decode("[12;5~") == .key(KeyPress(.function(2), .control)))
  }

  @Test("an SGR mouse report: press and release, past column 223, wheel; motion is ignored")
  func sgrMouse() throws {
    let press = try #require(decode("[<0;250;5M"))
    #expect(press == .mouse(SGRMouseReport(button: 0, column: 249, row: 4, pressed: true)))
    guard case .mouse(let report) = press else { return }
    #expect(report.kind == .click && report.position == Position(row: 4, column: 249))
    guard case .mouse(let release) = decode("[<0;250;5m") else { Issue.record("not a report"); return }
    #expect(release.kind == nil)
    guard case .mouse(let wheel) = decode("[<65;3;3M") else { Issue.record("not a report"); return }
    #expect(wheel.kind == .wheelDown)
    guard case .mouse(let right) = decode("[<2;3;3M") else { Issue.record("not a report"); return }
    #expect(right.kind == .rightClick)
    guard case .mouse(let motion) = decode("[<32;3;3M") else { Issue.record("not a report"); return }
    #expect(motion.kind == nil)
    #expect(decode("[<0;0;5M") == .ignored, "cells are one-based")
  }

  @Test("an X10 mouse report curses left alone still decodes")
  func x10Mouse() {
    #expect(decode("[M \u{2B}\u{28}") == .mouse(SGRMouseReport(button: 0, column: 10, row: 7, pressed: true)))
    #expect(decode("[M#\u{2B}\u{28}") == .mouse(SGRMouseReport(button: 3, column: 10, row: 7, pressed: false)))
  }

  @Test("unknown or malformed sequences are complete and ignored, never typed")
  func unknown() {
    #expect(decode("[99~") == .ignored)
    #expect(decode("[?1;2c") == .ignored, "a device attributes answer")
    #expect(decode("[1;2;3;4X") == .ignored)
    #expect(decode("O5x") == .ignored)
    #expect(decode("[200~") == .pasteStart)
    #expect(EscapeSequence.isComplete(["[", "1", "\u{7}"]), "a control character ends a broken sequence")
    #expect(EscapeSequence.decode(["[", "1", "\u{7}"]) == .ignored)
    #expect(!EscapeSequence.isComplete(["["]) && !EscapeSequence.isComplete(["O"]))
  }
}
