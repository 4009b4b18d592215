import CodeRendering
import Foundation

/// The measured work, run in a child process of its own (`label-bench --sheet FILE.pdf`) so that its peak memory
/// is this work's alone: 1,000 labels made into a sheet (every code encoded by zint, fitted, and read back by the
/// decoders in `LabelSheet.init`), then written as a PDF. Prints one line of `key=value` figures.
enum SheetChild {
  static let layout = LabelLayout.a4ThreeByEight
  static let currency = "€"

  static func run(pdfPath: String, itemCount: Int) throws {
    let startKiB = statusKiB("VmRSS")
    let labels = try SampleLabels.labels(SampleLabels.items(count: itemCount), currency: currency)
    let (sheet, makeSeconds) = try timed { try LabelSheet(labels: labels, layout: layout) }
    let (_, writeSeconds) = try timed { try SheetDrawing.writePDF(sheet, to: pdfPath) }
    let bytes = (try FileManager.default.attributesOfItem(atPath: pdfPath)[.size] as? Int) ?? 0
    print(
      "make=\(makeSeconds) write=\(writeSeconds) hwm=\(statusKiB("VmHWM")) start=\(startKiB) "
        + "labels=\(sheet.labelCount) pages=\(sheet.pages.count) bytes=\(bytes)")
  }

  /// The figures a child printed.
  struct Figures {
    var makeSeconds: Double
    var writeSeconds: Double
    var peakKiB: Int
    var startKiB: Int
    var labels: Int
    var pages: Int
    var bytes: Int

    init(parsing line: String) throws {
      var values: [String: String] = [:]
      for pair in line.split(whereSeparator: \.isWhitespace) {
        let parts = pair.split(separator: "=", maxSplits: 1)
        if parts.count == 2 { values[String(parts[0])] = String(parts[1]) }
      }
      func number<Value: LosslessStringConvertible>(_ key: String) throws -> Value {
        guard let value = values[key].flatMap(Value.init) else {
          throw ChildFailure(description: "the sheet child printed no \(key): '\(line)'")
        }
        return value
      }
      makeSeconds = try number("make")
      writeSeconds = try number("write")
      peakKiB = try number("hwm")
      startKiB = try number("start")
      labels = try number("labels")
      pages = try number("pages")
      bytes = try number("bytes")
    }
  }
}
