import CodeRendering
import Foundation

// terminal-screenshot COLUMNS OUT.png < capture: draws a `tmux capture-pane -p -e` capture (read from standard
// input) as a PNG. `make docs` (scripts/make-screenshots.sh) makes the guide's pictures with it.
let arguments = CommandLine.arguments
guard arguments.count == 3, let columns = Int(arguments[1]), (1...500).contains(columns) else {
  FileHandle.standardError.write(Data("usage: terminal-screenshot COLUMNS OUT.png < capture\n".utf8))
  exit(64)
}
let input = FileHandle.standardInput.readDataToEndOfFile()
let capture = TerminalCapture(ansi: String(decoding: input, as: UTF8.self), columns: columns)
do {
  try TerminalPictureDrawing.writePNG(capture, to: arguments[2])
} catch {
  FileHandle.standardError.write(Data("terminal-screenshot: \(error)\n".utf8))
  exit(74)
}
