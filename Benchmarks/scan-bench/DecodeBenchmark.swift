import Foundation
import InventoryCore
import Scanning
import ScanningFixtures

/// Every decoder combination against zbarimg and the PyPI zxing-cpp, image by image, on zint codes with
/// deterministic degradations: decode rate and wrong reads per degradation and per code.
struct DecodeBenchmark {
  let images: [DecodeImage]
  let zxingPython: ZXingPython

  /// Tallies per column, keyed "degradation:NAME", "format:ROW", "all" and "zbar-formats".
  private(set) var tallies: [DecodeColumn: [String: Tally]] = [:]
  /// Each column's wrong texts: "code, degradation: text" and how many images gave it.
  private var wrongReads: [DecodeColumn: [String: Int]] = [:]
  private var pythonNote: String?
  private var pythonVersion = "?"

  init(images: [DecodeImage], zxingPython: ZXingPython) {
    self.images = images
    self.zxingPython = zxingPython
  }

  static func keys(_ image: DecodeImage) -> [String] {
    ["degradation:" + image.degradation.rawValue, "format:" + image.row, "all"]
      + (image.zbarReadsFormat ? ["zbar-formats"] : [])
  }

  mutating func measure() throws {
    let symbologies = DecodeImageSet.symbologies
    var readers: [DecodeColumn: BarcodeReader] = [:]
    for column in DecodeColumn.allCases {
      if let options = column.options(symbologies: symbologies) {
        readers[column] = try BarcodeReader(options: options)
      }
    }
    for image in images {
      let peer = try ZBarImg.read(image.pngPath)
      add(.zbarimg, image, peer.texts, peer.seconds)
      for (column, reader) in readers {
        let (judged, seconds) = try BenchClock.time { try reader.readJudged(image.frame) }
        add(column, image, judged.reported.map(\.text), seconds, why: judged.reported.map(Self.basis))
        for key in Self.keys(image) {
          tallies[column, default: [:]][key, default: Tally()].addWithheld(judged.withheld, spec: image.spec)
        }
      }
    }
    switch try zxingPython.read(pgmPaths: images.map(\.pgmPath), symbologies: symbologies) {
    case .read(let version, let reads):
      pythonVersion = version
      for image in images {
        guard let read = reads[image.pgmPath] else {
          throw ChildProcess.Failure(description: "zxing-cpp skipped \(image.pgmPath)")
        }
        add(.zxingPython, image, read.texts, read.seconds)
      }
    case .unavailable(let reason): pythonNote = reason
    }
  }

  /// Records one column's texts for one image; `why` says, per text, what backed a stockroom read.
  private mutating func add(
    _ column: DecodeColumn, _ image: DecodeImage, _ texts: [String], _ seconds: Double, why: [String] = []
  ) {
    for (index, text) in texts.enumerated() where !DecodeImageSet.matches(text, image.spec) {
      let backing = index < why.count ? " (\(why[index]))" : ""
      wrongReads[column, default: [:]][
        "\(image.row), \(image.degradation.rawValue): `\(Self.printable(text))`\(backing)", default: 0] += 1
    }
    for key in Self.keys(image) {
      tallies[column, default: [:]][key, default: Tally()].add(texts, spec: image.spec, seconds: seconds)
    }
  }

  func write(into report: inout Report) {
    let columns = DecodeColumn.allCases
    let titles = columns.map { $0 == .zxingPython ? "zxing-cpp \(pythonVersion) (PyPI)" : $0.title }
    let figures = columns.compactMap { column -> String? in
      guard let all = tallies[column]?["all"], column != .zxingPython || pythonNote == nil else { return nil }
      return "\(titles[columns.firstIndex(of: column) ?? 0]) \(Report.percent(all.correct, all.images)) "
        + "(\(all.wrong) wrong)"
    }
    report.headline(
      "Still images read right, all \(images.count) (wrong texts reported)", figures.joined(separator: "; "))
    let modules = Set(images.map { Int($0.scale * 2) }).sorted().map(String.init).joined(separator: " and ")
    let seeds =
      images.count / max(1, DecodeImageSet.specs.count * Degrade.Kind.allCases.count * Set(images.map(\.scale)).count)
    report.line("### Decoding: zbar, zxing and both, against zbarimg and zxing-cpp from PyPI")
    report.line("")
    report.line(
      "\(images.count) images: \(DecodeImageSet.specs.count) codes made by zint (the \(FixtureCatalog.codes.count) "
        + "linear and QR codes, DataMatrix, PDF417, Aztec, Micro QR, GS1 DataMatrix, GS1-128, GS1 QR, and a Code 128 "
        + "whose extended characters need FNC4) at \(modules) px per module, each degradation applied with \(seeds) "
        + "fixed noise seed(s) on a 640x480 canvas. Every "
        + "reader looks for the same symbologies. A cell is the share of images whose code was read, and the number of "
        + "wrong texts reported (a text that is not the code's: GS1 element strings compared with their GS "
        + "separators; retail codes by GTIN, since zxing-cpp 3 reports a UPC-A as its EAN-13 and a UPC-E expanded "
        + "to 13 digits). \"plain zbar\" is zbar in-process with zbarimg's settings; \"zbar alone\" and \"zxing alone\" "
        + "add the hard-image passes (`effort = .thorough`); \"both\" is the default still-image reader: both decoders, "
        + "every read cross-checked, disagreements and risky lone reads withheld (`LoneReadRisk`); \"both + "
        + "unconfirmed\" (`includesUnconfirmed`) also reports the risky lone reads. zbarimg runs once per image; zxing-cpp from PyPI runs in "
        + "one Python process over all images with its default options (plain text mode).")
    report.line("")
    if let pythonNote { report.line("zxing-cpp (PyPI): \(pythonNote).\n") }
    let withheldTitle = "withheld by both (right / wrong read)"
    let degradationKeys = Degrade.Kind.allCases.map { "degradation:" + $0.rawValue } + ["all"]
    report.line(
      "#### Decode rate per degradation (all codes; zbar's columns count the 2D codes it cannot read as misses)")
    report.line("")
    report.table(
      ["degradation", "images"] + titles + [withheldTitle],
      degradationKeys.map { row($0, columns: columns) })
    report.line("#### Decode rate per code")
    report.line("")
    let formatKeys = DecodeImageSet.rows.map { "format:" + $0 } + ["all", "zbar-formats"]
    report.table(
      ["code", "images"] + titles + [withheldTitle],
      formatKeys.map { row($0, columns: columns) })
    report.line("#### Median time per image, ms")
    report.line("")
    report.line(
      "In-process read time for stockroom's readers and for zxing-cpp's `read_barcodes` call in Python; zbarimg's is "
        + "the whole process (start-up and image loading included), so it is not comparable.")
    report.line("")
    report.table(
      ["degradation"] + titles,
      degradationKeys.map { key in
        [label(key)]
          + columns.map { column in
            column == .zxingPython && pythonNote != nil
              ? "-" : Report.ms(Report.median(tallies[column]?[key]?.seconds ?? []))
          }
      })
    report.line("#### Wrong reads")
    report.line("")
    report.line(
      "Every wrong text a reader reported: the code, the degradation, the text (for stockroom's readers, what backed "
        + "it: the confidence basis, the decoders that read it and the pass that read it first), and in how many images."
    )
    report.line("")
    report.table(
      ["reader", "wrong reads"],
      columns.map { column in
        let reads = (wrongReads[column] ?? [:]).sorted { $0.key < $1.key }
        return [
          titles[columns.firstIndex(of: column) ?? 0],
          reads.isEmpty ? "none" : reads.map { "\($0.key) x\($0.value)" }.joined(separator: "; "),
        ]
      })
  }

  /// "repeated by zbar, plain": the read's confidence basis, its decoders, and the pass that read it first.
  static func basis(_ read: ScanResult) -> String {
    "\(read.confidence.basis.rawValue) by \(read.confidence.decoders.joined(separator: "+")), \(read.pass)"
  }

  /// Control characters (GS1's GS) shown by name, so that a wrong text is readable in markdown.
  static func printable(_ text: String) -> String {
    text.unicodeScalars.map { $0 == "\u{1D}" ? "<GS>" : $0.value < 32 ? "<\($0.value)>" : String($0) }.joined()
      .replacingOccurrences(of: "`", with: "'").replacingOccurrences(of: "|", with: "/")
  }

  private func label(_ key: String) -> String {
    switch key {
    case "all": "**all**"
    case "zbar-formats": "**all zbar reads** (no 2D-only codes)"
    default: String(key.drop { $0 != ":" }.dropFirst())
    }
  }

  /// One table row: the images, each column's cell, and what "both" withheld.
  private func row(_ key: String, columns: [DecodeColumn]) -> [String] {
    let zbarCannot = key.hasPrefix("format:") && !(images.first { "format:" + $0.row == key }?.zbarReadsFormat ?? true)
    let cells = columns.map { column -> String in
      if column == .zxingPython, let pythonNote {
        return pythonNote.hasPrefix("not installed") ? "not installed" : "failed"
      }
      if column.isZBarOnly, zbarCannot { return "n/a" }
      return tallies[column]?[key]?.cell ?? "-"
    }
    let both = tallies[.both]?[key] ?? Tally()
    return [label(key), "\(both.images)"] + cells + ["\(both.withheldRight) / \(both.withheldWrong)"]
  }
}
