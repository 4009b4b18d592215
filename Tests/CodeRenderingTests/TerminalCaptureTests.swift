import Foundation
import TestSupport
import Testing

@testable import CodeRendering

/// The documentation's screenshots read tmux's coloured capture as the terminal showed it: colours and
/// attributes per cell, wide characters over two cells, every line as wide as the screen.
@Suite struct TerminalCaptureTests {
  @Test func coloursAttributesAndWideCharactersLandInTheirCells() {
    let text = "\u{1B}[1;38;5;196mA\u{1B}[0m\u{1B}[7mb\u{1B}[27m漢c\n\u{1B}[48;2;0;0;255m \u{1B}[49mz\n"
    let capture = TerminalCapture(ansi: text, columns: 6)
    #expect(capture.rows.count == 2)
    #expect(capture.rows.allSatisfy { $0.count == 6 })
    let first = capture.rows[0]
    #expect(first[0].character == "A" && first[0].bold && first[0].foreground == TerminalCapture.palette(196))
    #expect(first[1].character == "b" && first[1].reverse && !first[1].bold && first[1].foreground == nil)
    #expect(first[2].character == "漢" && first[3].character == nil && !first[2].reverse)
    #expect(first[4].character == "c" && first[5].character == " ")
    #expect(capture.rows[1][0].background == TerminalCapture.Colour(red: 0, green: 0, blue: 1))
    #expect(capture.rows[1][1].character == "z" && capture.rows[1][1].background == nil)
  }

  @Test func aLineLongerThanTheScreenIsCutAndOtherSequencesAreSkipped() {
    let capture = TerminalCapture(ansi: "\u{1B}[2Jabcdefgh\u{1B}[K", columns: 4)
    #expect(capture.rows.map { String($0.compactMap(\.character)) } == ["abcd"])
  }

  @Test func theCaptureIsDrawnAsAPictureOfTheScreensSize() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("capture-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("screen.png").path
    try TerminalPictureDrawing.writePNG(
      TerminalCapture(ansi: "\u{1B}[44m stockroom \u{1B}[0m\nline two\n", columns: 20), to: path, fontSize: 10)
    let png = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    // IHDR: width and height, big-endian, at bytes 16 and 20: 20 columns of 6 px, 2 rows of 13 px.
    let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
    let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
    #expect(width == 120 && height == 26)
  }

  /// Any text at all (cut escape sequences, stray parameters, wide and combining characters, control bytes) gives
  /// whole rows of the screen's width and never traps: a property over seeded random captures.
  @Test func anyTextGivesWholeRowsAndNeverTraps() {
    var generator = SeededGenerator(seed: 27)
    let pieces = [
      "\u{1B}[", "\u{1B}[38;5;", "\u{1B}[48;2;999;-1;x", "m", ";", "999999999999999999999", "\u{1B}", "\n", "\r\n",
      "a", "漢", "e\u{301}", "\u{0}", "\u{7F}", "🙂", "\u{1B}[7m", "\u{1B}[0m", "\u{202E}", " ",
    ]
    for _ in 0..<500 {
      let columns = Int.random(in: 1...12, using: &generator)
      let text = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
        pieces[Int.random(in: 0..<pieces.count, using: &generator)]
      }.joined()
      let capture = TerminalCapture(ansi: text, columns: columns)
      #expect(capture.rows.allSatisfy { $0.count == columns }, "\(text.debugDescription)")
    }
  }
}
