import Foundation

/// Checks an item CSV file (our own export, or a hand-made file with some of its columns): every row is
/// validated, or the list of everything wrong with it comes back. It never touches storage: the caller applies
/// the rows, all of them or none.
///
/// Parsing is CSV.swift's (`CSVRecordReader` adds line numbers and encoding checks); this type maps the
/// header, validates each record as it is read, and reports progress. The file is read in blocks and no row
/// is kept, only the barcodes and ids that catch a product listed twice: the rows are read again when they
/// are applied (`ItemCSVImport.forEachRow`).
public enum ItemCSVReader {
  /// Validates every row of `data` (UTF-8, BOM and CRLF accepted).
  ///
  /// - Parameter progress: called with 0...1 as the file is read, at most about 100 times, last with 1.
  /// - Throws: `ItemCSVImportError` with every problem, each with its line number, when anything is wrong.
  public static func read(
    data: Data, fields: [CustomField] = [], progress: ((Double) -> Void)? = nil
  ) throws(ItemCSVImportError) -> ItemCSVImport {
    do { return try read(.data(data), fields: fields, progress: progress) } catch let error as ItemCSVImportError {
      throw error
    } catch {
      // Bytes in memory cannot fail to be read; should that change, the reason is still shown.
      throw ItemCSVImportError(problems: [CSVProblem(line: 1, message: "\(error)")])
    }
  }

  /// Validates every row of the file at `path` without holding it in memory.
  ///
  /// - Throws: `ItemCSVImportError` with every problem, `ItemCSVSourceError` when it cannot be read.
  public static func read(
    file path: String, fields: [CustomField] = [], progress: ((Double) -> Void)? = nil
  ) throws -> ItemCSVImport {
    try read(.file(path), fields: fields, progress: progress)
  }

  /// Validates every row of `source`. A column headed by one of `fields`' names holds that field's values.
  ///
  /// - Throws: `ItemCSVImportError` with every problem, `ItemCSVSourceError` when it cannot be read.
  public static func read(
    _ source: ItemCSVSource, fields: [CustomField] = [], progress: ((Double) -> Void)? = nil
  ) throws -> ItemCSVImport {
    var header: ItemCSVHeader?
    var validator: ItemCSVRowValidator?
    var reporter = ProgressReporter(total: source.byteCount() ?? 0, callback: progress)
    let end: CSVRecordReader.End
    do {
      end = try CSVRecordReader.read(source, progress: progress == nil ? nil : { reporter.update($0) }) { record in
        guard var rowValidator = validator.take() else {
          let found = try ItemCSVHeader(record, fields: fields)
          header = found
          validator = ItemCSVRowValidator(header: found)
          return
        }
        rowValidator.validate(record)
        validator = rowValidator
      }
    } catch let problem as CSVProblem {
      // Not UTF-8, a header that names no column, a runaway quote: what was found before it is listed too.
      let problems = ((validator?.problems ?? []) + [problem]).sorted { $0.line < $1.line }
      throw ItemCSVImportError(problems: problems, warnings: header?.warnings ?? [])
    }
    guard let header, let validator else {
      throw ItemCSVImportError(problems: [
        CSVProblem(
          line: 1, message: "the file is empty: the first line should name the columns, such as name,quantity")
      ])
    }
    var problems = validator.problems
    // A runaway quote in a record that is already misshapen has been reported with the field count.
    if let line = end.unclosedQuoteLine, validator.lastMisshapenLine != end.lastRecordLine {
      problems.append(
        CSVProblem(
          line: line, message: "a quoted field opened on this line is never closed: it runs to the end of the file"))
      problems.sort { $0.line < $1.line }
    }
    reporter.finish()
    guard problems.isEmpty else { throw ItemCSVImportError(problems: problems, warnings: header.warnings) }
    return ItemCSVImport(
      columns: header.columns.map(\.column), fields: header.fieldColumns.map(\.field), warnings: header.warnings,
      rowCount: validator.rowCount, source: source, fingerprint: end.fingerprint)
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
      let percent = done >= Int.max / 100 ? 100 : min(100, done * 100 / total)
      guard percent > reported else { return }
      reported = percent
      callback(Double(percent) / 100)
    }

    mutating func finish() { update(total) }
  }
}
