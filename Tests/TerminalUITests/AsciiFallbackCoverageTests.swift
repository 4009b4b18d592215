import Foundation
import InventoryCore
import Testing

@testable import TerminalUI

/// Issue 19: with LANG=C the out-of-stock mark ○ was drawn as "?". Every non-ASCII character the app writes
/// in its own strings (marks, arrows, box lines, units) must have an ASCII look-alike, not the "?" kept for
/// text that has none; a new glyph added to a string without one fails here.
@Suite("ASCII fallbacks cover the interface's glyphs")
struct AsciiFallbackCoverageTests {
  /// The package's folders whose strings reach the screen.
  static let folders = ["Sources/App", "Sources/TerminalUI", "Sources/InventoryCore"]

  static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }

  /// Each non-ASCII character found in a string literal (not in a comment), with a file it is in.
  static func glyphsInStrings() throws -> [Character: String] {
    let literal = try NSRegularExpression(pattern: #""(?:[^"\\]|\\.)*""#)
    var found: [Character: String] = [:]
    for folder in folders {
      let url = packageRoot.appendingPathComponent(folder)
      let files = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
      while let file = files?.nextObject() as? URL {
        // The table's own strings are its answers, not glyphs drawn.
        guard file.pathExtension == "swift", file.lastPathComponent != "AsciiFallback.swift" else { continue }
        for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
          let code = String(line)
          if code.trimmingCharacters(in: .whitespaces).hasPrefix("//") { continue }
          let range = NSRange(code.startIndex..., in: code)
          for match in literal.matches(in: code, range: range) {
            guard let text = Range(match.range, in: code).map({ code[$0] }) else { continue }
            for character in text where !character.isASCII { found[character] = file.lastPathComponent }
          }
        }
      }
    }
    return found
  }

  @Test("every glyph in the app's strings has a look-alike (○ o, ◂ <, ▸ >, ² 2, € E ...)")
  func everyGlyphHasAFallback() throws {
    let glyphs = try Self.glyphsInStrings()
    // The scan really read the sources: these are drawn today.
    for known in ["○", "▼", "◂", "▸", "│", "…", "·"] as [Character] {
      #expect(glyphs[known] != nil, "\(known) not found in the sources: is the scan reading them?")
    }
    for (glyph, file) in glyphs.sorted(by: { $0.key < $1.key }) {
      let picture = AsciiFallback.text(for: glyph, width: glyph.terminalWidth)
      #expect(!picture.contains("?"), "\(glyph) (U+\(Self.hex(glyph)), in \(file)) is drawn as \(picture)")
    }
  }

  @Test("the pictures of control characters in text (␤, ␝) and the named glyphs have their look-alikes")
  func controlPicturesAndNamedGlyphs() {
    for value in Array(0x00..<0x20) + [0x7F] {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let picture = Character(scalar).sanitizedForDisplay
      #expect(AsciiFallback.text(for: picture, width: 1) == (value == 0x09 ? " " : "^"), "U+\(Self.hex(picture))")
    }
    let expected: [(Character, String)] = [
      ("○", "o"), ("◦", "o"), ("◯", "o"), ("◂", "<"), ("◀", "<"), ("▸", ">"), ("▶", ">"), ("²", "2"), ("€", "E"),
    ]
    for (glyph, ascii) in expected { #expect(AsciiFallback.text(for: glyph, width: 1) == ascii, "\(glyph)") }
  }

  static func hex(_ character: Character) -> String {
    character.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
  }
}
