import App
import Foundation
import InventoryCore
import InventoryStore
import TerminalUI

// Terminal UI benchmarks (`make bench`): the inventory list on a database of 100,000 items, drawn into a
// MemoryTerminal in-process. The database is built by a child process (this program with --build), so
// the memory figures are the app's alone. Writes Markdown to the --output file.

let arguments = CommandLine.arguments
func argument(_ name: String) -> String? {
  arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
let itemCount = argument("--items").flatMap(Int.init) ?? 100_000
func log(_ message: String) { FileHandle.standardError.write(Data("tui-bench: \(message)\n".utf8)) }

if let buildPath = argument("--build") {
  try SampleItems.build(count: itemCount, at: buildPath)
  exit(0)
}

let outputPath = argument("--output") ?? "Benchmarks/results/tui.md"
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tui-bench-\(getpid())").path
try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: folder) }
let databasePath = folder + "/bench.sqlite"

log("building \(itemCount) items (child process)")
let builder = Process()
builder.executableURL = URL(fileURLWithPath: "/proc/self/exe")
builder.arguments = ["--build", databasePath, "--items", String(itemCount)]
try builder.run()
builder.waitUntilExit()
guard builder.terminationStatus == 0 else { fatalError("building the database failed") }

// MARK: Start-up: opening the database to the first frame drawn (in-process).
let clock = ContinuousClock()
let memoryBefore = residentMemory()
let startTime = clock.now
let service = InventoryService(database: try AppDatabase.open(path: databasePath))
let environment = try AppEnvironment(service: service)
let terminal = MemoryTerminal(columns: 120, rows: 40)
let app = StockroomApp.makeApplication(terminal: terminal, environment: environment, processEnvironment: [:])
app.step()
let startUp = clock.now - startTime
guard terminal.screenText.contains(where: { $0.contains("\(itemCount) items") }) else {
  fatalError("the first frame does not show the inventory:\n\(terminal.screenDump)")
}
log("first frame after \(format(startUp.milliseconds)) ms")

// MARK: Keystroke to redraw.
var lineDown = Samples()
for _ in 0..<300 { lineDown.add(keystrokeToFrame(.char("j"), app: app, terminal: terminal)) }
var pageDown = Samples()
for _ in 0..<300 { pageDown.add(keystrokeToFrame(.pageDown, app: app, terminal: terminal)) }
let toEnd = keystrokeToFrame(.end, app: app, terminal: terminal)
_ = keystrokeToFrame(.home, app: app, terminal: terminal)
var searchKeys = Samples()
_ = keystrokeToFrame(.char("/"), app: app, terminal: terminal)
for word in SampleItems.searchWords {
  for character in word { searchKeys.add(keystrokeToFrame(.char(character), app: app, terminal: terminal)) }
  _ = keystrokeToFrame(.ctrl("u"), app: app, terminal: terminal)
}
_ = keystrokeToFrame(.escape, app: app, terminal: terminal)
// The parts: a frame with no work but drawing (Ctrl-L), and the database reads a search key makes.
var redrawOnly = Samples()
for _ in 0..<100 { redrawOnly.add(keystrokeToFrame(.ctrl("l"), app: app, terminal: terminal)) }
var searchReads = Samples()
for word in SampleItems.searchWords {
  for length in 1...word.count {
    let query = ItemQuery(search: String(word.prefix(length)))
    let start = clock.now
    _ = try service.count(matching: query)
    _ = try service.items(matching: query, limit: 37)
    searchReads.add(clock.now - start)
  }
}
log("j \(lineDown.summary); PgDn \(pageDown.summary); search \(searchKeys.summary)")
let memoryAfter = residentMemory()

// MARK: Report.
let machine = "\(ProcessInfo.processInfo.activeProcessorCount) cores"
let date = ISO8601DateFormatter().string(from: Date()).prefix(10)
func verdict(_ value: Double, under target: Double) -> String { value < target ? "met" : "**missed**" }
let report = """
  ## Terminal UI (issue 4)

  Measured by `make bench` (`tui-bench`, release build) on \(machine), \(date). Database: \(itemCount) generated items \
  in 50 categories (built by a child process through the real import path); the whole app (every tab, the \
  low-stock badge) on a 120×40 `MemoryTerminal`, in-process. Keystroke figures are wall-clock from feeding the \
  key to the frame drawn into the canvas: event handling, database reads, layout and drawing, but not curses \
  sending the changed cells to a real terminal.

  | what | figure | target | |
  | --- | --- | --- | --- |
  | keystroke to redraw: j (300 presses) | \(lineDown.summary) | p95 < 16 ms | \(verdict(lineDown.percentile(95), under: 16)) |
  | keystroke to redraw: PgDn (300 presses) | \(pageDown.summary) | p95 < 16 ms | \(verdict(pageDown.percentile(95), under: 16)) |
  | keystroke to redraw: a search character (\(searchKeys.milliseconds.count) keys) | \(searchKeys.summary) | p95 < 16 ms | \(verdict(searchKeys.percentile(95), under: 16)) |
  | of which: drawing a frame, no other work (Ctrl-L, 100 times) | \(redrawOnly.summary) | | |
  | of which: a search key's database reads (match count, first page; units and value are summed when typing pauses) | \(searchReads.summary) | | |
  | keystroke to redraw: End (row \(itemCount)) | \(format(toEnd.milliseconds)) ms | | |
  | start-up: opening the database to the first frame drawn (in-process) | \(format(startUp.milliseconds)) ms | < 300 ms | \(verdict(startUp.milliseconds, under: 300)) |
  | resident memory after the runs above (VmRSS / VmHWM) | \(format(memoryAfter.current, decimals: 1)) MiB / \(format(memoryAfter.peak, decimals: 1)) MiB (\(format(memoryBefore.current, decimals: 1)) MiB before opening the database) | | |

  """
try report.write(toFile: outputPath, atomically: true, encoding: .utf8)
log("wrote \(outputPath)")
