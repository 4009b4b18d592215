import Foundation

/// Reads an item CSV file (our own export, or a hand-made file with some of its columns) into validated
/// rows, or into the list of everything wrong with it. It never touches storage: the caller applies the
/// rows, all of them or none.
///
/// Parsing is CSV.swift's (`CSVRecordReader` adds line numbers and encoding checks); this type maps the
/// header, validates each record as it is read, and reports progress.
public enum ItemCSVReader {
  /// Validates every row of `data` (UTF-8, BOM and CRLF accepted).
  ///
  /// - Parameter progress: called with 0...1 as the file is read, at most about 100 times, last with 1.
  /// - Throws: `ItemCSVImportError` with every problem, each with its line number, when anything is wrong.
  public static func read(
    data: Data, progress: ((Double) -> Void)? = nil
  ) throws(ItemCSVImportError) -> ItemCSVImport {
    var records: CSVRecordReader
    let header: ItemCSVHeader
    do throws(CSVProblem) {
      records = try CSVRecordReader(data: data)
      guard let headerRecord = records.next() else {
        throw CSVProblem(
          line: 1, message: "the file is empty: the first line should name the columns, such as name,quantity")
      }
      header = try ItemCSVHeader(headerRecord)
    } catch {
      throw ItemCSVImportError(problems: [error])
    }

    var validator = ItemCSVRowValidator(header: header)
    var reporter = ProgressReporter(total: records.byteCount, callback: progress)
    while let record = records.next() {
      validator.validate(record)
      reporter.update(records.bytesRead)
    }
    var problems = validator.problems
    // A runaway quote in a record that is already misshapen has been reported with the field count.
    if let line = records.unclosedQuoteLine, validator.lastMisshapenLine != records.lastRecordLine {
      problems.append(
        CSVProblem(
          line: line, message: "a quoted field opened on this line is never closed: it runs to the end of the file"))
      problems.sort { $0.line < $1.line }
    }
    reporter.finish()
    guard problems.isEmpty else { throw ItemCSVImportError(problems: problems, warnings: header.warnings) }
    return ItemCSVImport(columns: header.columns.map(\.column), rows: validator.rows, warnings: header.warnings)
  }

  /// Turns bytes read into calls of `callback` whenever another whole percent is done.
  private struct ProgressReporter {
    let total: Int
    let callback: ((Double) -> Void)?
    private var reported = -1

    init(total: Int, callback: ((Double) -> Void)?) {
      self.total = total
      self.callback = callback
    }

    mutating func update(_ done: Int) {
      guard let callback, total > 0 else { return }
      let percent = min(100, done * 100 / total)
      guard percent > reported else { return }
      reported = percent
      callback(Double(percent) / 100)
    }

    mutating func finish() { update(total) }
  }
}
