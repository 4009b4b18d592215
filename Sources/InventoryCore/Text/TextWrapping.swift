/// Word wrapping by display width (wide characters count two), for help text on narrow terminals.
public enum TextWrapping {
  /// `line` broken at spaces into lines of at most `width` columns. Continuation lines are indented like
  /// the text they continue: under the second column of a two-column line ("  F1  Help for this screen"
  /// continues under "Help"), else under the line's own indent. A word longer than a line is cut.
  public static func wrap(_ line: String, width: Int) -> [String] {
    guard width > 0, line.terminalWidth > width else { return [line] }
    let indent = String(repeating: " ", count: min(hangingIndent(of: line), width / 2))
    var lines: [String] = []
    var current = ""
    var currentWidth = 0
    for word in words(of: line) {
      let wordWidth = word.terminalWidth
      let separator = currentWidth > indent.count && !word.hasPrefix(" ") ? 1 : 0
      if currentWidth + separator + wordWidth <= width || currentWidth <= indent.count {
        if separator == 1 { current += " " }
        current += word
        currentWidth += separator + wordWidth
        continue
      }
      lines.append(current)
      current = indent + word
      currentWidth = indent.count + wordWidth
    }
    lines.append(current)
    return lines.flatMap { $0.terminalWidth > width ? cut($0, width: width, indent: indent) : [$0] }
  }

  /// The words of `line`, its leading spaces and any run of two or more spaces kept with the next word
  /// (they align columns).
  private static func words(of line: String) -> [String] {
    var words: [String] = []
    var pendingSpaces = ""
    var word = ""
    for character in line {
      if character == " " {
        if !word.isEmpty {
          words.append(word)
          word = ""
        }
        pendingSpaces.append(" ")
      } else {
        if word.isEmpty && (words.isEmpty || pendingSpaces.count > 1) { word = pendingSpaces }
        pendingSpaces = ""
        word.append(character)
      }
    }
    if !word.isEmpty { words.append(word) }
    return words
  }

  private static func hangingIndent(of line: String) -> Int {
    let leading = line.prefix { $0 == " " }.count
    let rest = line.dropFirst(leading)
    guard let gap = rest.range(of: "  ") else { return leading }
    let afterGap = rest[gap.upperBound...].prefix { $0 == " " }.count
    return leading + rest[..<gap.lowerBound].terminalWidth + 2 + afterGap
  }

  /// A line with a word wider than `width`, cut into pieces of at most `width` columns.
  private static func cut(_ line: String, width: Int, indent: String) -> [String] {
    var pieces: [String] = []
    var piece = ""
    var used = 0
    for character in line {
      let characterWidth = character.terminalWidth
      if used + characterWidth > width, used > indent.count {
        pieces.append(piece)
        (piece, used) = (indent, indent.count)
      }
      piece.append(character)
      used += characterWidth
    }
    pieces.append(piece)
    return pieces
  }
}
