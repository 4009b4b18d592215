import Glibc
import TerminalUI

// terminalui-demo: exercises TerminalUI on a real terminal for the end-to-end tests (not installed).
let options = DemoOptions(Array(CommandLine.arguments.dropFirst()))
if let pidFile = options.pidFile {
  let descriptor = open(pidFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
  if descriptor >= 0 {
    writeText("\(getpid())\n", to: descriptor)
    close(descriptor)
  }
}

let terminal: CursesTerminal
do {
  terminal = try CursesTerminal(options: .init(errorLogPath: options.logPath))
} catch {
  writeText("terminalui-demo: \(error)\n", to: 2)
  exit(1)
}
if options.stderrNoise { writeText("libv4l2: error getting capabilities\n", to: 2) }

let rows = DemoRows(count: options.rows)
let app = Application(
  terminal: terminal, root: DemoScreen(rows: rows),
  configuration: .init(title: "terminalui-demo", theme: .resolved(noColorFlag: options.noColor)))
let rowCount = options.rows
app.badge = { HeaderBadge("\(rowCount) rows") }
if options.crash {
  app.step()
  fatalError("crash requested by --crash")
}
let outcome = app.run()
terminal.close()
if case .terminated(let signalNumber) = outcome { CursesTerminal.exit(dueTo: signalNumber) }
print("terminalui-demo: bye (rows fetched: \(rows.rowsRequested))")
