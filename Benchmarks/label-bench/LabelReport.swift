import Foundation
import InventoryCore

/// The Markdown section of BENCHMARKS.md for labels and codes.
struct LabelReport {
  var itemCount: Int
  var runs: Int
  var sheets: [(child: ChildRun, figures: SheetChild.Figures)]
  var zint: [ChildRun]
  var command: [ChildRun]
  var stockroom: String
  var encodeAlone: Double
  var fitAlone: Double
  var verifyAlone: Double
  var qr: QRBenchmark.InProcess
  var qrCommands: QRBenchmark.Commands?
  var load: (before: String, after: String)

  func write(to path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  }

  var text: String {
    let items = StockLimits.groupedDigits(itemCount)
    let figures = sheets.map(\.figures)
    let make = median(figures.map(\.makeSeconds))
    let write = median(figures.map(\.writeSeconds))
    let inChild = median(figures.map { $0.makeSeconds + $0.writeSeconds })
    let childWall = median(sheets.map { $0.child.seconds })
    let zintWall = median(zint.map(\.seconds))
    let pages = figures.first?.pages ?? 0
    let bytes = figures.first?.bytes ?? 0
    let peak = figures.map(\.peakKiB).max() ?? 0
    let timePeak = sheets.compactMap { $0.child.peakKiB }.max() ?? 0
    let start = figures.map(\.startKiB).max() ?? 0
    let zintPeak = zint.compactMap(\.peakKiB).max() ?? 0
    let layout = SheetChild.layout
    let sheetName =
      "\(layout.name) (\(layout.columns * layout.rows) labels of \(format(layout.label.width, decimals: 0))"
      + " × \(format(layout.label.height, decimals: 0)) mm a page)"
    var rows = [
      row(
        "\(items) item labels on \(sheetName), \(pages) pages: made with every code read back, written as a PDF "
          + "(\(bytes / 1024) KiB); a child process of its own, median of \(runs)",
        "**\(format(inChild)) s** (sheet \(format(make)) s + PDF \(format(write)) s); process \(format(childWall)) s",
        "zint \(version("zint")): \(milliseconds(zintWall))", ratio(childWall, zintWall)),
      row(
        "peak memory of that child (its VmHWM), the largest of \(runs) runs",
        "**\(mebibytes(peak))** (\(mebibytes(start)) at start; GNU time says \(mebibytes(timePeak)))",
        "zint: \(mebibytes(zintPeak))", ratio(Double(peak), Double(zintPeak))),
      row(
        "of which, measured apart in-process (median of 3): encode with zint / fit to the label / read back, "
          + "the \(items) codes",
        "\(milliseconds(encodeAlone)) / \(milliseconds(fitAlone)) / \(milliseconds(verifyAlone))", "", ""),
    ]
    if command.isEmpty {
      rows.append(row("`stockroom labels --all`", "not measured: \(stockroom) was not built", "", ""))
    } else {
      let wall = median(command.map(\.seconds))
      rows.append(
        row(
          "`stockroom labels --all --layout \(layout.name)` on a database of \(items) items, the release binary, "
            + "median of \(runs)",
          "**\(format(wall)) s**, peak \(mebibytes(command.compactMap(\.peakKiB).max() ?? 0))",
          "zint: \(milliseconds(zintWall))", ratio(wall, zintWall)))
    }
    rows.append(
      row(
        "one QR code to the terminal, in-process: encode + read back + half blocks (\(qr.total.count) times)",
        "p50 **\(milliseconds(percentile(qr.total, 50)))**, p95 \(milliseconds(percentile(qr.total, 95)))", "", ""))
    rows.append(
      row(
        "of which encode / read back / draw (p50)",
        "\(milliseconds(percentile(qr.encode, 50))) / \(milliseconds(percentile(qr.verify, 50))) / "
          + "\(milliseconds(percentile(qr.draw, 50)))", "", ""))
    if let commands = qrCommands {
      let ours = percentile(commands.ours, 50)
      let peer = percentile(commands.peer, 50)
      rows.append(
        row(
          "`stockroom code qr URL` to a file, the whole process (\(commands.ours.count) runs; \(commands.ourSize) cells)",
          "p50 **\(milliseconds(ours))**, p95 \(milliseconds(percentile(commands.ours, 95)))",
          "`qrencode -t ANSIUTF8` \(version("qrencode")) (\(commands.peerSize) cells): p50 \(milliseconds(peer)), "
            + "p95 \(milliseconds(percentile(commands.peer, 95)))",
          ratio(ours, peer)))
      rows.append(
        row(
          "of which: the binary's start-up alone (`stockroom --version`, same runs)",
          "p50 \(milliseconds(percentile(commands.startUp, 50))), p95 \(milliseconds(percentile(commands.startUp, 95)))",
          "", ""))
    } else {
      rows.append(row("`stockroom code qr URL`", "not measured: \(stockroom) was not built", "", ""))
    }
    return """
      ## Labels and codes (issue 10)

      Measured by `make bench` (`label-bench`, release build) on \(machine), \(date); 1-minute load average \
      \(load.before) at the start and \(load.after) at the end (other work was running; the peers ran interleaved \
      with ours, so both saw the same load). Items: \(items) generated \
      names (short and long, cut to the label; accents, Greek, Cyrillic, CJK, emoji), a price each, a distinct \
      EAN-13 each, so every code is made and read back once. Wall-clock times; peak memory is the high-water mark \
      of resident memory (the child reads its own VmHWM; for the other commands GNU time's `%M`, which forks them \
      from its own small process). Ratios compare whole processes, start-up included.

      | what | figure | peer, same run | ratio |
      | --- | --- | --- | --- |
      \(rows.joined(separator: "\n"))

      The zint peer only encodes: `zint --batch --direct` writes the same \(items) EAN-13s as SVG, with their \
      quiet zones and digits, one after the other into one file (as many separate files made its time depend \
      on the file system more than on zint), and does nothing else: no sheet, no name or price, no fitting to the label, no \
      reading back, no PDF. The sheet ratios therefore overstate stockroom's overhead: they are an upper bound on \
      what it adds around the same zint encoding. Most of the difference is the self-check (each fitted code \
      drawn at 4 px a module and read by both decoders, zbar and zxing-cpp, with the still-image effort), the \
      "read back" part of the row measured apart. `LabelSheet.init` encodes, fits and reads back each distinct \
      code before anything is drawn; the PDF is not scanned again here (the tests do that: a PDF rendered with \
      pdftoppm, read back). `stockroom labels` adds process start, opening the database and reading the items. \
      `stockroom code qr` also opens the database and keeps the code in History (one write), and reads the code \
      back before drawing it; qrencode only encodes and prints.

      """
  }

  private func row(_ what: String, _ figure: String, _ peer: String, _ ratio: String) -> String {
    "| \(what) | \(figure) | \(peer) | \(ratio) |"
  }

  private func ratio(_ ours: Double, _ peer: Double) -> String {
    peer > 0 ? "**\(format(ours / peer, decimals: 1))x**" : ""
  }

  private func milliseconds(_ seconds: Double) -> String {
    format(seconds * 1000, decimals: seconds < 1 ? 2 : 0) + " ms"
  }

  private var machine: String {
    let cpu =
      (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?.split(separator: "\n")
      .first { $0.hasPrefix("model name") }.map {
        String($0.split(separator: ":").last ?? "").trimmingCharacters(in: .whitespaces)
      } ?? "unknown CPU"
    return "\(ProcessInfo.processInfo.activeProcessorCount) cores (\(cpu))"
  }

  private var date: String { String(ISO8601DateFormatter().string(from: Date()).prefix(10)) }

  /// The Debian package version of `package`, or "" when dpkg cannot say.
  private func version(_ package: String) -> String {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("label-bench-version-\(getpid())").path
    defer { try? FileManager.default.removeItem(atPath: file) }
    let run = try? ChildProcess.run("/usr/bin/dpkg-query", ["-W", "-f=${Version}", package], outputFile: file)
    return run?.output.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
  }
}
