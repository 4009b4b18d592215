import App
import Foundation
import InventoryCore
import SQLiteStore
import TerminalUI

// Terminal UI benchmarks (`make bench`): the inventory list on a database of 1,000,000 items (--items N),
// drawn into a MemoryTerminal in-process. The database is built by a child process (this program with
// --build), so the memory figures are the app's alone. Each key is timed to its first frame and to a settled
// screen; peers are the sqlite3 CLI running the statements the key needs, in the same run. Writes Markdown to
// the --output file.

let arguments = CommandLine.arguments
func argument(_ name: String) -> String? {
  arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
if arguments.contains("--help") || arguments.contains("-h") {
  print("usage: tui-bench [--items N (1000000)] [--output FILE (Benchmarks/results/tui.md)] [--keep-database PATH]")
  exit(0)
}
let itemCount = argument("--items").flatMap(Int.init) ?? 1_000_000
func log(_ message: String) { FileHandle.standardError.write(Data("tui-bench: \(message)\n".utf8)) }

if let buildPath = argument("--build") {
  try SampleItems.build(count: itemCount, at: buildPath)
  exit(0)
}

let outputPath = argument("--output") ?? "Benchmarks/results/tui.md"
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tui-bench-\(getpid())").path
try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: folder) }
let databasePath = argument("--keep-database") ?? folder + "/bench.sqlite"

if !FileManager.default.fileExists(atPath: databasePath) {
  log("building \(itemCount) items (child process)")
  let clock = ContinuousClock()
  let buildStart = clock.now
  let builder = Process()
  builder.executableURL = URL(fileURLWithPath: "/proc/self/exe")
  builder.arguments = ["--build", databasePath, "--items", String(itemCount)]
  try builder.run()
  builder.waitUntilExit()
  guard builder.terminationStatus == 0 else { fatalError("building the database failed") }
  log("built in \(format((clock.now - buildStart).milliseconds / 1000, decimals: 1)) s")
}
func fileSize(_ path: String) -> Double {
  Double((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0)
}
// Checkpointed first, so the file holds everything.
_ = sqlite3Output(databasePath, "PRAGMA wal_checkpoint(TRUNCATE)")
let databaseBytes = fileSize(databasePath)
let csvBytes = fileSize(databasePath + ".csv")
let sizeBreakdown = sqlite3Output(
  databasePath, "SELECT name, sum(pgsize) FROM dbstat GROUP BY name ORDER BY 2 DESC LIMIT 14"
).split(separator: "\n").map { line -> String in
  let parts = line.split(separator: "|")
  guard parts.count == 2, let bytes = Double(parts[1]) else { return String(line) }
  return "\(parts[0]) \(format(bytes / 1_048_576, decimals: 1)) MiB"
}.joined(separator: ", ")

// MARK: Start-up: opening the database to the first frame drawn (in-process).
let clock = ContinuousClock()
let memoryBefore = residentMemory()
let startTime = clock.now
let service = SQLiteInventory(database: try AppDatabase.open(path: databasePath))
let environment = try AppEnvironment(service: service)
let terminal = MemoryTerminal(columns: 120, rows: 40)
let app = StockroomApp.makeApplication(terminal: terminal, environment: environment, processEnvironment: [:])
app.step()
let startUp = clock.now - startTime
guard terminal.screenText.contains(where: { $0.contains("\(itemCount) items") }) else {
  fatalError("the first frame does not show the inventory:\n\(terminal.screenDump)")
}
log("first frame after \(format(startUp.milliseconds)) ms")
func summed(_ screen: [String]) -> Bool { screen.contains { $0.contains(" units · value ") } }
let startToSums = keystrokeToSettled(.ctrl("l"), app: app, terminal: terminal, settled: summed)

// MARK: Moving.
var lineDown = Samples()
for _ in 0..<300 { lineDown.add(keystrokeToFrame(.char("j"), app: app, terminal: terminal)) }
var pageDown = Samples()
for _ in 0..<300 { pageDown.add(keystrokeToFrame(.pageDown, app: app, terminal: terminal)) }
log("j \(lineDown.summary); PgDn \(pageDown.summary)")

// MARK: Every order and its reverse (s, S), with a selection deep in the list; End and Home in each.
let orders = ["Barcode", "Category", "Qty", "Min", "Price", "Counted", "Name"]
var sortKeys = Samples()
var sortByOrder: [String: Samples] = [:]
var endKeys = Samples()
var homeKeys = Samples()
var endByOrder: [String: Double] = [:]
for round in 0..<3 {
  for order in orders {
    let forward = keystrokeToFrame(.char("s"), app: app, terminal: terminal)
    let reverse = keystrokeToFrame(.char("S"), app: app, terminal: terminal)
    for time in [forward, reverse] {
      sortKeys.add(time)
      sortByOrder[order, default: Samples()].add(time)
    }
    if round == 0 {
      // End and Home, then back where the selection was for the next order.
      let end = keystrokeToFrame(.end, app: app, terminal: terminal)
      endKeys.add(end)
      endByOrder[order] = end.milliseconds
      homeKeys.add(keystrokeToFrame(.home, app: app, terminal: terminal))
      for _ in 0..<30 { _ = keystrokeToFrame(.pageDown, app: app, terminal: terminal) }
    }
  }
}
log("sort \(sortKeys.summary); End \(endKeys.summary); Home \(homeKeys.summary)")

// MARK: A category on and off (the picker's Enter), to the frame and to the sums shown.
var categoryOn = Samples()
var categoryOff = Samples()
var categoryOnSums = Samples()
var categoryOffSums = Samples()
for step in 0..<5 {
  _ = keystrokeToFrame(.char("c"), app: app, terminal: terminal)
  for _ in 0..<(2 + step * 7) { _ = keystrokeToFrame(.down, app: app, terminal: terminal) }
  let on = keystrokeToSettled(.enter, app: app, terminal: terminal, settled: summed)
  categoryOn.add(on.frame)
  categoryOnSums.add(on.settled)
  _ = keystrokeToFrame(.char("c"), app: app, terminal: terminal)
  let off = keystrokeToSettled(.enter, app: app, terminal: terminal, settled: summed)
  categoryOff.add(off.frame)
  categoryOffSums.add(off.settled)
}
log("category on \(categoryOn.summary); off \(categoryOff.summary)")

// MARK: Search: typing, and clearing (Esc) back to every item.
var searchKeys = Samples()
var searchRows = Samples()
var clearKeys = Samples()
var clearSums = Samples()
for word in SampleItems.searchWords {
  _ = keystrokeToFrame(.char("/"), app: app, terminal: terminal)
  for character in word {
    // The letter is drawn at once; on a large list its rows are read off the input thread ("searching…").
    let typed = keystrokeToSettled(
      .char(character), app: app, terminal: terminal, settled: { !$0.contains { $0.contains("searching…") } })
    searchKeys.add(typed.frame)
    searchRows.add(typed.settled)
  }
  let clear = keystrokeToSettled(.escape, app: app, terminal: terminal, settled: summed)
  clearKeys.add(clear.frame)
  clearSums.add(clear.settled)
}
log("search \(searchKeys.summary), rows \(searchRows.summary); clear \(clearKeys.summary)")
// The parts: a frame with no work but drawing (Ctrl-L), and the database reads a search key makes.
var redrawOnly = Samples()
for _ in 0..<100 { redrawOnly.add(keystrokeToFrame(.ctrl("l"), app: app, terminal: terminal)) }
let memoryAfter = residentMemory()

// MARK: Peers: the sqlite3 CLI running what each key needs, on the same file.
let middle = try service.items(matching: ItemQuery(sort: .barcode), limit: 1, offset: itemCount / 2).first
let columns = "id, name, barcode, quantity, price_minor, category_id, minimum_quantity, last_counted_at"
func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "''") + "'" }
let seekValues =
  middle.map { item in
    "(\(quoted(item.barcode ?? "")), \(quoted(Item.sortKey(for: item.name))), \(item.id ?? 0))"
  } ?? "('', '', 0)"
let peerSort = sqlite3Time(
  databasePath,
  """
  SELECT \(columns) FROM item WHERE barcode IS NOT NULL AND (barcode, sort_key, id) < \(seekValues)
    ORDER BY barcode DESC, sort_key DESC, id DESC LIMIT 64;
  SELECT \(columns) FROM item WHERE barcode IS NOT NULL AND (barcode, sort_key, id) > \(seekValues)
    ORDER BY barcode, sort_key, id LIMIT 64;
  """)
let peerEnd = sqlite3Time(
  databasePath, "SELECT \(columns) FROM item WHERE barcode IS NULL ORDER BY sort_key DESC, id DESC LIMIT 78")
let peerCategory = sqlite3Time(
  databasePath,
  "SELECT count(*) FROM item WHERE category_id = 3; "
    + "SELECT \(columns) FROM item WHERE category_id = 3 ORDER BY sort_key, id LIMIT 78")
let peerAll = sqlite3Time(
  databasePath, "SELECT count(*) FROM item; SELECT \(columns) FROM item ORDER BY sort_key, id LIMIT 78")
let peerSums = sqlite3Time(
  databasePath, "SELECT count(*), sum(quantity), sum(quantity * price_minor) FROM item")
let peerStart = sqlite3Time(databasePath, "SELECT 1")

// MARK: Report.
let machine = "\(ProcessInfo.processInfo.activeProcessorCount) cores"
let date = ISO8601DateFormatter().string(from: Date()).prefix(10)
func verdict(_ value: Double, under target: Double) -> String { value < target ? "met" : "**missed**" }
func ratio(_ ours: Double, _ peer: Double) -> String { "\(format(ours / peer, decimals: 2))×" }
let perOrder = orders.map { order in
  "\(order) max \(format(sortByOrder[order]?.percentile(100) ?? .nan)) ms"
}.joined(separator: ", ")
let endPerOrder = orders.map { "\($0) \(format(endByOrder[$0] ?? .nan))" }.joined(separator: ", ")
let report = """
  ## Terminal UI at \(itemCount) items (issues 4 and 27)

  Measured by `make bench` (`tui-bench`, release build) on \(machine), \(date). Database: \(itemCount) generated \
  items in 50 categories (a tenth without barcode; built by a child process through the real import path); \
  the whole app (every tab, the low-stock badge) on a 120×40 `MemoryTerminal`, in-process, SQLite store. \
  "Frame" is wall-clock from feeding the key to the frame drawn into the canvas (event handling, database \
  reads, layout and drawing, not curses sending cells to a terminal); "settled" runs on until the screen \
  shows the units and value, which a list of more than 2,000 items sums off the input thread ("summing…" \
  meanwhile, keys never wait). A change of order counts nothing: the rows either side of the selection are \
  sought from it, and its exact place is counted in the background. Peers: the sqlite3 CLI running the \
  statements the key needs on the same file, whole process (its start alone: \(format(peerStart)) ms).

  | what | figure | target | |
  | --- | --- | --- | --- |
  | start-up: opening the database to the first frame drawn (in-process) | \(format(startUp.milliseconds)) ms | < 300 ms | \(verdict(startUp.milliseconds, under: 300)) |
  | start-up: then the units and value shown (summed in the background) | \(format(startUp.milliseconds + startToSums.settled.milliseconds)) ms; sqlite3 summing alone \(format(peerSums)) ms | | |
  | j (300 presses) | \(lineDown.summary) | p95 < 16 ms | \(verdict(lineDown.percentile(95), under: 16)) |
  | PgDn (300 presses) | \(pageDown.summary) | p95 < 16 ms | \(verdict(pageDown.percentile(95), under: 16)) |
  | sort change, every order and its reverse (s, S; 3 rounds, \(sortKeys.milliseconds.count) keys), selection deep in the list | \(sortKeys.summary) (\(perOrder)); sqlite3 seeking around a barcode \(format(peerSort)) ms, ratio p95 \(ratio(sortKeys.percentile(95), peerSort)) | p95 < 100 ms | \(verdict(sortKeys.percentile(95), under: 100)) |
  | End, in each order | \(endKeys.summary) (\(endPerOrder) ms); sqlite3 last page by barcode \(format(peerEnd)) ms | p95 < 100 ms | \(verdict(endKeys.percentile(95), under: 100)) |
  | Home, in each order | \(homeKeys.summary) | p95 < 100 ms | \(verdict(homeKeys.percentile(95), under: 100)) |
  | a category on (picker Enter), to the frame | \(categoryOn.summary); sqlite3 count and first page \(format(peerCategory)) ms, ratio p95 \(ratio(categoryOn.percentile(95), peerCategory)) | p95 < 100 ms | \(verdict(categoryOn.percentile(95), under: 100)) |
  | a category on, to its sums shown | \(categoryOnSums.summary) | | |
  | back to all categories, to the frame | \(categoryOff.summary); sqlite3 count and first page \(format(peerAll)) ms, ratio p95 \(ratio(categoryOff.percentile(95), peerAll)) | p95 < 100 ms | \(verdict(categoryOff.percentile(95), under: 100)) |
  | back to all categories, to the sums shown | \(categoryOffSums.summary); sqlite3 summing \(format(peerSums)) ms | | |
  | a search character (\(searchKeys.milliseconds.count) keys), to the letter shown | \(searchKeys.summary) | p95 < 16 ms | \(verdict(searchKeys.percentile(95), under: 16)) |
  | a search character, to its rows shown (read off the input thread: keys never wait for it) | \(searchRows.summary) | p95 < 100 ms | \(verdict(searchRows.percentile(95), under: 100)) |
  | clearing a search (Esc), to the frame | \(clearKeys.summary); sqlite3 count and first page \(format(peerAll)) ms | p95 < 100 ms | \(verdict(clearKeys.percentile(95), under: 100)) |
  | clearing a search, to the sums shown | \(clearSums.summary) | | |
  | drawing a frame, no other work (Ctrl-L, 100 times) | \(redrawOnly.summary) | | |
  | resident memory after the runs above (VmRSS / VmHWM) | \(format(memoryAfter.current, decimals: 1)) MiB / \(format(memoryAfter.peak, decimals: 1)) MiB (\(format(memoryBefore.current, decimals: 1)) MiB before opening the database) | flat | |
  | database file against the CSV it was imported from | \(format(databaseBytes / 1_048_576, decimals: 1)) MiB / \(format(csvBytes / 1_048_576, decimals: 1)) MiB = \(format(databaseBytes / csvBytes, decimals: 2))× | ≤ 6× | \(verdict(databaseBytes / csvBytes, under: 6.0001)) |
  | of which (largest tables and indexes, sqlite3 dbstat) | \(sizeBreakdown) | | |

  """
try report.write(toFile: outputPath, atomically: true, encoding: .utf8)
log("wrote \(outputPath)")
