import CodeRendering
import Foundation
import InventoryCore

// Label benchmarks (`make bench`, issue 10): a 1,000-label PDF sheet made and self-checked (time and peak
// memory), in a child process of its own and through the real `stockroom labels` binary, against the zint
// command-line tool encoding the same 1,000 EAN-13s; and one QR code drawn to the terminal, in-process and as
// `stockroom code qr` against `qrencode`. Peers are measured in the same run, interleaved with ours.
// Writes Markdown to the --output file.

let arguments = CommandLine.arguments
func argument(_ name: String) -> String? {
  arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
func count(_ name: String, default value: Int) -> Int {
  guard let text = argument(name) else { return value }
  guard let number = Int(text), (1...100_000).contains(number) else {
    FileHandle.standardError.write(Data("label-bench: \(name) takes 1 to 100000, not '\(text)'\n".utf8))
    exit(64)
  }
  return number
}
func log(_ message: String) { FileHandle.standardError.write(Data("label-bench: \(message)\n".utf8)) }

let itemCount = count("--items", default: 1_000)
if let pdfPath = argument("--sheet") {
  try SheetChild.run(pdfPath: pdfPath, itemCount: itemCount)
  exit(0)
}

let outputPath = argument("--output") ?? "Benchmarks/results/labels.md"
let runs = count("--runs", default: 5)
let qrRuns = count("--qr-runs", default: 40)
let stockroom = argument("--stockroom") ?? ".build/release/stockroom"
func executable(_ name: String) -> String? {
  let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
  return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}
guard let zint = executable("zint"), let qrencode = executable("qrencode"),
  FileManager.default.isExecutableFile(atPath: ChildProcess.gnuTime)
else {
  log("needs zint, qrencode and \(ChildProcess.gnuTime) (Debian zint, qrencode, time: make deps)")
  exit(69)
}
let hasStockroom = FileManager.default.isExecutableFile(atPath: stockroom)
if !hasStockroom { log("no \(stockroom): its rows say so (make bench builds it)") }

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("label-bench-\(getpid())").path
try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: folder) }
let loadBefore = loadAverage()

// MARK: The items: their codes for zint, a database for `stockroom labels`.
let items = SampleLabels.items(count: itemCount)
let codesFile = folder + "/codes.txt"
try items.map(\.ean13).joined(separator: "\n").appending("\n").write(
  toFile: codesFile, atomically: true, encoding: .utf8)
let database = folder + "/labels.sqlite"
if hasStockroom { try SampleLabels.buildDatabase(items, at: database) }

// MARK: The sheet: our child, zint, and the real binary, interleaved, `runs` times each after one untimed round.
var sheets: [(child: ChildRun, figures: SheetChild.Figures)] = []
var zintRuns: [ChildRun] = []
var commandRuns: [ChildRun] = []
let zintArguments = [
  "-b", "EANX", "--batch", "--direct", "--filetype=SVG", "--quietzones", "-i", codesFile,
]
let labelsArguments = [
  "labels", "--all", "--layout", SheetChild.layout.name, "--currency", SheetChild.currency, "--db", database,
  "-o", folder + "/command.pdf", "--force",
]
let benchmark = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
for round in 0...runs {
  log("sheet round \(round) of \(runs) (round 0 untimed)")
  let child = try ChildProcess.run(
    benchmark, ["--sheet", folder + "/sheet.pdf", "--items", String(itemCount)], outputFile: folder + "/child.txt",
    measuresMemory: true)
  let figures = try SheetChild.Figures(parsing: child.output)
  guard figures.labels == itemCount else { throw ChildFailure(description: "the sheet holds \(figures.labels) labels") }
  let peer = try ChildProcess.run(zint, zintArguments, outputFile: folder + "/zint.txt", measuresMemory: true)
  let command =
    try hasStockroom
    ? ChildProcess.run(stockroom, labelsArguments, outputFile: folder + "/labels.txt", measuresMemory: true) : nil
  guard round > 0 else { continue }
  sheets.append((child, figures))
  zintRuns.append(peer)
  if let command { commandRuns.append(command) }
}
let zintSymbols = zintRuns.last.map { $0.output.components(separatedBy: "<svg ").count - 1 } ?? 0
guard zintSymbols == itemCount else { throw ChildFailure(description: "zint wrote \(zintSymbols) symbols") }
if let last = commandRuns.last, !last.output.contains("on \(sheets[0].figures.pages) pages") {
  throw ChildFailure(description: "stockroom labels said: \(last.output)")
}

// MARK: The parts, in this process, one after the other as `LabelSheet.init` does them for each code: encoding,
// fitting to the label's code space, reading the fitted symbol back (median of 3).
let specs = try items.map { item in
  let content = try LabelCode.content(forBarcode: item.ean13)
  return SymbolSpec(symbology: content.symbology, data: content.encoderInput)
}
let codeSpace = LabelArrangement(label: SheetChild.layout.label, hasDetails: true).codeSpace.size
var encodeAlone: [Double] = []
var fitAlone: [Double] = []
var verifyAlone: [Double] = []
for _ in 0..<3 {
  let (symbols, encode) = try timed { try specs.map { try ZintEncoder.encode($0) } }
  let (fitted, fit) = try timed {
    try symbols.map { try FittedCode.fit($0, in: codeSpace, dpi: 300, name: "EAN-13").symbol }
  }
  let (_, verify) = try timed {
    for (symbol, spec) in zip(fitted, specs) { try SymbolVerifier.verify(symbol, spec: spec) }
  }
  encodeAlone.append(encode)
  fitAlone.append(fit)
  verifyAlone.append(verify)
}

// MARK: One QR code to the terminal.
log("QR in-process")
let qr = try QRBenchmark.inProcess(runs: 300)
var qrCommands: QRBenchmark.Commands?
if hasStockroom {
  log("QR commands, \(qrRuns) runs each")
  qrCommands = try QRBenchmark.commands(
    stockroom: stockroom, database: folder + "/qr.sqlite", qrencode: qrencode, runs: qrRuns, folder: folder)
}
let loadAfter = loadAverage()

// MARK: Report.
try LabelReport(
  itemCount: itemCount, runs: runs, sheets: sheets, zint: zintRuns, command: commandRuns, stockroom: stockroom,
  encodeAlone: median(encodeAlone), fitAlone: median(fitAlone), verifyAlone: median(verifyAlone), qr: qr,
  qrCommands: qrCommands,
  load: (loadBefore, loadAfter)
).write(to: outputPath)
log("wrote \(outputPath)")
