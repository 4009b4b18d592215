import BenchSupport
import Foundation
import InventoryCore
import ProductCatalogue
import SQLiteStore

// Product catalogue benchmark (`make bench`, issue 12): import 1,000,000 rows in Open Food Facts' export layout
// and look codes up, each beside a peer measured in the same run: the sqlite3 CLI's `.import` of the same file
// into a plain table, and the inventory's own `item(for:)` on a 100,000-item SQLite inventory. Peak memory of
// the import at 100,000 and 1,000,000 rows shows whether it is constant. Writes Markdown to --output.

let arguments = CommandLine.arguments
func argument(_ name: String) -> String? {
  arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
func count(_ name: String, default value: Int) -> Int {
  guard let text = argument(name) else { return value }
  guard let number = Int(text), (1...10_000_000).contains(number) else {
    FileHandle.standardError.write(Data("catalog-bench: \(name) takes 1 to 10000000, not '\(text)'\n".utf8))
    exit(64)
  }
  return number
}
func log(_ message: String) { FileHandle.standardError.write(Data("catalog-bench: \(message)\n".utf8)) }

let outputPath = argument("--output") ?? "Benchmarks/results/catalog.md"
let stockroom = argument("--stockroom") ?? ".build/release/stockroom"
let rowCount = count("--rows", default: 1_000_000)
let smallRowCount = min(rowCount, count("--small-rows", default: 100_000))
let lookupCount = count("--lookups", default: 10_000)
let itemCount = count("--items", default: 100_000)
guard FileManager.default.isExecutableFile(atPath: stockroom) else {
  log("no stockroom binary at \(stockroom) (build it: swift build -c release --product stockroom)")
  exit(69)
}

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-bench-\(getpid())").path
try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: folder) }
let loadBefore = BenchMachine.loadAverage

// MARK: The file.
log("writing \(rowCount) rows")
let bigFile = folder + "/products.tsv"
let smallFile = folder + "/products-small.tsv"
let (fileBytes, generateSeconds) = try timeOnce {
  try OpenFoodFactsSample.write(rows: rowCount, to: bigFile, prefixRows: smallRowCount, prefixPath: smallFile)
}
log("\(fileBytes / 1_000_000) MB in \(format(generateSeconds)) s")

// MARK: Reading and splitting only (in this process): the part of an import that is not the database.
log("reading only")
let (parsed, parseSeconds) = try timeOnce { () throws -> Int in
  let source = try CatalogueSource(path: bigFile)
  var reader = CatalogueReader()
  var buffer = [UInt8](repeating: 0, count: 1 << 20)
  var products = 0
  while true {
    let got = try source.read(into: &buffer)
    guard got > 0 else { break }
    try buffer.withUnsafeBufferPointer {
      try reader.read(UnsafeBufferPointer(rebasing: $0[..<got])) { _ in products += 1 }
    }
  }
  try reader.finish { _ in products += 1 }
  return products
}
guard parsed == rowCount else { throw BenchFailure("the reader found \(parsed) products, not \(rowCount)") }

// MARK: Imports, each in a process of its own.
func stockroomImport(_ file: String, into catalogue: String, rows: Int) throws -> ImportRun {
  let run = try ImportRun.run([stockroom, "catalog", "import", file, "--catalog", catalogue], folder: folder)
  guard run.output.contains("catalogue: \(rows) products") else { throw BenchFailure("import said: \(run.output)") }
  return run
}
log("stockroom import, \(smallRowCount) rows")
let small = try stockroomImport(smallFile, into: folder + "/small.sqlite", rows: smallRowCount)
log("stockroom import, \(rowCount) rows")
let catalogue = folder + "/catalog.sqlite"
let big = try stockroomImport(bigFile, into: catalogue, rows: rowCount)
log("stockroom re-import over the full catalogue")
let again = try stockroomImport(bigFile, into: catalogue, rows: rowCount)
guard again.output.contains(": 0 added, \(rowCount) updated") else { throw BenchFailure("re-import: \(again.output)") }
let catalogueBytes = (try? FileManager.default.attributesOfItem(atPath: catalogue))?[.size] as? Int ?? 0

log("sqlite3 .import")
let sqlite3 = "/usr/bin/sqlite3"
let hasSQLite3 = FileManager.default.isExecutableFile(atPath: sqlite3)
func sqlite3Import(_ source: String, into database: String, then statements: [String] = []) throws -> ImportRun {
  try ImportRun.run(
    [sqlite3, "-cmd", ".mode tabs", database, ".import \(source) product"] + statements, folder: folder)
}
let indexStatement = "CREATE INDEX product_code ON product(code)"
let peer = try hasSQLite3 ? sqlite3Import(bigFile, into: folder + "/peer.sqlite") : nil
let peerIndexed =
  try hasSQLite3 ? sqlite3Import(bigFile, into: folder + "/peer-indexed.sqlite", then: [indexStatement]) : nil
// The columns stockroom reads, cut out first: the same table a plain SQLite would need, without the checks.
let keptColumns = [
  "code", "product_name", "abbreviated_product_name", "generic_name", "quantity", "brands", "categories",
  "categories_tags", "categories_en", "main_category_en", "countries", "countries_tags", "countries_en",
]
let header = try OpenFoodFactsSample.header()
let fieldList = keptColumns.compactMap { name in header.firstIndex(of: name).map { String($0 + 1) } }
  .joined(separator: ",")
let peerCut =
  try hasSQLite3
  ? ImportRun.run(
    shell: "cut -f \(fieldList) \(ImportRun.quoted(bigFile)) | \(sqlite3) -cmd '.mode tabs' "
      + "\(ImportRun.quoted(folder + "/peer-cut.sqlite")) '.import /dev/stdin product' '\(indexStatement)'",
    folder: folder) : nil
for database in ["peer.sqlite", "peer-cut.sqlite"] where hasSQLite3 {
  let rows = try ImportRun.run([sqlite3, folder + "/" + database, "SELECT count(*) FROM product"], folder: folder)
  guard rows.output.trimmingCharacters(in: .whitespacesAndNewlines) == String(rowCount) else {
    throw BenchFailure("sqlite3 imported \(rows.output) rows into \(database)")
  }
}

// MARK: Lookups: the catalogue of `rowCount` products beside the inventory's item(for:) on `itemCount` items.
log("lookups")
var random = SeededGenerator(seed: 21)
let catalogueCodes = LookupFigures.codes(
  present: (0..<2_000).map { _ in SampleInventory.ean13(for: Int(random.next() % UInt64(rowCount))) },
  count: lookupCount, seed: 22)
let opened = try SQLiteProductCatalogue.open(path: catalogue)
let (catalogueSamples, catalogueFound) = try LookupFigures.measure(catalogueCodes) {
  try opened.product(for: $0) != nil
}

let (inventoryCSV, inventoryBarcodes, _) = try SampleInventory.csv(count: itemCount)
let inventory = SQLiteInventory(database: try AppDatabase.open(path: folder + "/inventory.sqlite"))
_ = try inventory.importItems(try ItemCSVReader.read(data: inventoryCSV))
let inventoryCodes = LookupFigures.codes(present: inventoryBarcodes, count: lookupCount, seed: 23)
let (inventorySamples, inventoryFound) = try LookupFigures.measure(inventoryCodes) {
  try inventory.item(for: $0) != nil
}
guard catalogueFound == lookupCount / 2, inventoryFound == lookupCount / 2 else {
  throw BenchFailure("found \(catalogueFound) and \(inventoryFound) of \(lookupCount / 2) present codes")
}
let loadAfter = BenchMachine.loadAverage

// MARK: Report.
func rate(_ rows: Int, _ seconds: Double) -> String { "\(Int((Double(rows) / seconds).rounded())) rows/s" }
func ratio(_ mine: Double?, _ peer: Double?) -> String {
  guard let mine, let peer, peer > 0 else { return "n/a" }
  return format(mine / peer) + "x"
}
let bytesPerRow = fileBytes / max(1, rowCount + 1)
let peerCell =
  peer.map { "\(format($0.seconds)) s, \(rate(rowCount, $0.seconds)), peak \(mebibytes($0.peakKiB))" }
  ?? "sqlite3 not installed"
let peerIndexedCell =
  peerIndexed.map { "\(format($0.seconds)) s, \(rate(rowCount, $0.seconds))" } ?? "sqlite3 not installed"
let peerCutCell =
  peerCut.map { "\(format($0.seconds)) s, \(rate(rowCount, $0.seconds)), peak \(mebibytes($0.peakKiB))" }
  ?? "sqlite3 not installed"
let growth =
  (small.peakKiB).flatMap { smallPeak in big.peakKiB.map { format(Double($0) / Double(smallPeak)) + "x" } } ?? "n/a"
let report = """
  ## Product catalogue (catalog-bench)

  Measured by `make bench` (`catalog-bench`, release build) on \(BenchMachine.summary), load average \(loadBefore) \
  before and \(loadAfter) after. The file: \(rowCount) generated rows in Open Food Facts' export layout (the \
  208-column header of the test fixture, about \(bytesPerRow) bytes a row: names, brands, categories and countries \
  in their three forms, an ingredient list, ten nutrients; \(format(Double(fileBytes) / 1_000_000_000)) GB), \
  written in \(format(generateSeconds)) s. Imports run `stockroom catalog import` as a process of its own under GNU \
  time (wall clock and peak resident memory); the catalogue file is \(format(Double(catalogueBytes) / 1_000_000, decimals: 0)) MB.

  | what | stockroom | peer | stockroom / peer |
  | --- | --- | --- | --- |
  | import \(rowCount) rows into a new catalogue | \(format(big.seconds)) s, \(rate(rowCount, big.seconds)), peak \(mebibytes(big.peakKiB)) | sqlite3 `.import` into a plain table: \(peerCell) | \(ratio(big.seconds, peer?.seconds)) the time |
  | the same, peer with an index on code | | sqlite3 `.import` + `CREATE INDEX`: \(peerIndexedCell) | \(ratio(big.seconds, peerIndexed?.seconds)) the time |
  | the same, peer given only the \(keptColumns.count) columns stockroom reads | | `cut -f` into sqlite3 `.import` + `CREATE INDEX`: \(peerCutCell) | \(ratio(big.seconds, peerCut?.seconds)) the time |
  | import \(smallRowCount) rows (the first of the same file) | \(format(small.seconds)) s, \(rate(smallRowCount, small.seconds)), peak \(mebibytes(small.peakKiB)) | | |
  | re-import all \(rowCount) rows over the full catalogue (copy, then update every product) | \(format(again.seconds)) s, \(rate(rowCount, again.seconds)), peak \(mebibytes(again.peakKiB)) | | \(ratio(again.seconds, big.seconds)) a new import |
  | read and split the file only, no database (`CatalogueReader`, in process) | \(format(parseSeconds)) s, \(rate(rowCount, parseSeconds)) | | |
  | look up \(lookupCount) codes, half absent (p50 / p95) | catalogue of \(rowCount): \(format(catalogueSamples.p50, decimals: 3)) / \(format(catalogueSamples.p95, decimals: 3)) ms | inventory `item(for:)` on \(itemCount) items: \(format(inventorySamples.p50, decimals: 3)) / \(format(inventorySamples.p95, decimals: 3)) ms | p50 \(ratio(catalogueSamples.p50, inventorySamples.p50)), p95 \(ratio(catalogueSamples.p95, inventorySamples.p95)) |

  Peak memory of the import: \(mebibytes(small.peakKiB)) for \(smallRowCount) rows, \(mebibytes(big.peakKiB)) for \
  \(rowCount) (\(growth)): the file is read in 1 MiB chunks and SQLite's page cache is capped at 16 MiB, so memory \
  does not grow with the file. The peers: sqlite3's `.import` stores all 208 columns as text (the whole file goes \
  into its database); with `cut -f` first it stores the \(keptColumns.count) columns stockroom reads and indexes \
  the code, the nearest plain-SQLite equivalent of the catalogue. Neither checks anything. stockroom's import \
  also recognises every code (check digit, form, its key), cleans and caps the text, picks the suggested \
  category, applies the filters, upserts through a unique index on the key, and syncs and renames the finished \
  file; a re-import first copies the catalogue it updates. A lookup recognises the typed code (`ProductCode`) and \
  queries each of its keys, as the inventory's `item(for:)` does.

  """
try FileManager.default.createDirectory(
  atPath: (outputPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
try report.write(toFile: outputPath, atomically: true, encoding: .utf8)
print(report)
