import BenchSupport
import Foundation
import InventoryCore
import PostgresStore
import SQLiteStore
import TestSupport

// Station benchmarks (`make bench`, issue 11): the PostgreSQL store beside the SQLite store in the same run,
// on the same machine: scans per second and commit latency with 1 and 4 stations, search as you type on
// 100,000 items, how soon another station sees a change, and importing 100,000 rows. PostgreSQL runs as a
// private server this benchmark starts (Debian's postgresql, local Unix socket). Writes Markdown to --output.

let arguments = CommandLine.arguments
func argument(_ name: String) -> String? {
  arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
func count(_ name: String, default value: Int) -> Int {
  guard let text = argument(name) else { return value }
  guard let number = Int(text), (1...1_000_000).contains(number) else {
    FileHandle.standardError.write(Data("station-bench: \(name) takes 1 to 1000000, not '\(text)'\n".utf8))
    exit(64)
  }
  return number
}
func log(_ message: String) { FileHandle.standardError.write(Data("station-bench: \(message)\n".utf8)) }

let outputPath = argument("--output") ?? "Benchmarks/results/stations.md"
let searchItems = count("--items", default: 100_000)
let scansPerStation = count("--scans", default: 500)
let refreshSamples = count("--refreshes", default: 200)

guard PrivatePostgresServer.isAvailable else {
  log(PrivatePostgresServer.unavailableReason ?? "no PostgreSQL")
  exit(69)
}
let loadBefore = loadAverage()
let server = try PrivatePostgresServer()
defer { server.stop() }
let folder = try TemporaryDirectory("station-bench")
let backends = Backends(server: server, folder: folder)
let serverVersion = ((try? server.psql("SHOW server_version")) ?? "?").trimmingCharacters(in: .whitespacesAndNewlines)

// MARK: Scans: 1 and 4 stations, each its own connection, scanning 1,000 items (and one item, for the hot spot).
log("scans")
let (scanCSV, scanCodes, _) = try SampleInventory.csv(count: 1_000, seed: 11)
var scanRows: [String] = []
for stations in [1, 4] {
  for hot in [false, true] where stations > 1 || !hot {
    var figures: [ScanFigures] = []
    for backend in Backend.allCases {
      let name = try backends.newInventory(backend)
      try backends.open(backend, name, station: "setup").importItems(try ItemCSVReader.read(data: scanCSV))
      let inventories = try (0..<stations).map { try backends.open(backend, name, station: "station \($0)") }
      figures.append(
        try ScanFigures.measure(inventories, codes: hot ? [scanCodes[0]] : scanCodes, perStation: scansPerStation))
    }
    let (sqlite, postgres) = (figures[0], figures[1])
    let what = "\(stations) station\(stations == 1 ? "" : "s")" + (hot ? ", all on one item" : "")
    scanRows.append(
      "| \(what) | \(format(postgres.perSecond, decimals: 0)) /s, p50 \(format(postgres.p50)) ms, p95 "
        + "\(format(postgres.p95)) ms | \(format(sqlite.perSecond, decimals: 0)) /s, p50 \(format(sqlite.p50)) ms, "
        + "p95 \(format(sqlite.p95)) ms | \(format(postgres.perSecond / sqlite.perSecond))x | "
        + "\(postgres.exact && sqlite.exact ? "exact" : "**NOT EXACT**") |")
  }
}

// MARK: 100,000 rows imported, then search as you type on them.
log("import and search on \(searchItems) items")
let (bigCSV, _, _) = try SampleInventory.csv(count: searchItems)
var importSeconds: [Backend: Double] = [:]
var searchFigures: [Backend: Samples] = [:]
for backend in Backend.allCases {
  let name = try backends.newInventory(backend)
  let inventory = try backends.open(backend, name, station: "till")
  let rows = try ItemCSVReader.read(data: bigCSV)
  let (summary, seconds) = try timeOnce { try inventory.importItems(rows) }
  guard summary.added == searchItems else { throw BenchFailure("\(backend) imported \(summary.added) items") }
  importSeconds[backend] = seconds
  searchFigures[backend] = try SearchFigures.measure(inventory)
}

// MARK: How soon another station sees a change: commit on one, its change token moves on the other, re-read.
log("refresh across stations")
var refresh: [Backend: Samples] = [:]
for backend in Backend.allCases {
  let name = try backends.newInventory(backend)
  let till = try backends.open(backend, name, station: "till")
  let backRoom = try backends.open(backend, name, station: "back room")
  refresh[backend] = try RefreshFigures.measure(writer: till, watcher: backRoom, samples: refreshSamples)
}
let loadAfter = loadAverage()

// MARK: Report.
func ratio(_ mine: Double?, _ peer: Double?) -> String {
  guard let mine, let peer, peer > 0 else { return "n/a" }
  return format(mine / peer) + "x"
}
let pgSearch = searchFigures[.postgresql]
let liteSearch = searchFigures[.sqlite]
let pgRefresh = refresh[.postgresql]
let liteRefresh = refresh[.sqlite]
let report = """
  ## Several stations: PostgreSQL beside SQLite (station-bench)

  \(machineDescription()), load average \(loadBefore) before and \(loadAfter) after. PostgreSQL \(serverVersion) \
  as a private server on a local Unix socket (started by the benchmark: `fsync=off`, \
  `synchronous_commit=off`, as the tests run it; SQLite's WAL with `synchronous=NORMAL` does not sync on \
  commit either). Each station is its own connection (SQLite: its own database connection, as another process \
  would have), scanning from its own thread. A scan is `recordScan` in add mode: find the item by any form of \
  its code, lock it, add a movement, journal it, keep the scan with its station.

  | Scans (\(scansPerStation) per station) | PostgreSQL | SQLite (peer) | PostgreSQL / SQLite throughput | total |
  |---|---|---|---|---|
  \(scanRows.joined(separator: "\n"))

  | Measure | PostgreSQL | SQLite (peer) | ratio |
  |---|---|---|---|
  | import \(searchItems) rows into an empty inventory (every row validated; PostgreSQL: COPY) | \(format(importSeconds[.postgresql] ?? .nan)) s | \(format(importSeconds[.sqlite] ?? .nan)) s | \(ratio(importSeconds[.postgresql], importSeconds[.sqlite])) |
  | search as you type on \(searchItems) items (count + first 40 rows per keystroke, \(pgSearch?.count ?? 0) keystrokes): p50 / p95 | \(format(pgSearch?.p50 ?? .nan)) / \(format(pgSearch?.p95 ?? .nan)) ms | \(format(liteSearch?.p50 ?? .nan)) / \(format(liteSearch?.p95 ?? .nan)) ms | p95 \(ratio(pgSearch?.p95, liteSearch?.p95)) |
  | another station sees a change (commit returned → its change token moved → item re-read), \(refreshSamples) changes: p50 / p95 | \(format(pgRefresh?.p50 ?? .nan)) / \(format(pgRefresh?.p95 ?? .nan)) ms | \(format(liteRefresh?.p50 ?? .nan)) / \(format(liteRefresh?.p95 ?? .nan)) ms | p95 \(ratio(pgRefresh?.p95, liteRefresh?.p95)) |

  Target (issue 11): another station shows a scan within 300 ms. The terminal UI reads the change token every \
  50 ms (its tick), so on screen add up to 50 ms and a redraw to the last row.

  """
try FileManager.default.createDirectory(
  atPath: (outputPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
try report.write(toFile: outputPath, atomically: true, encoding: .utf8)
print(report)
