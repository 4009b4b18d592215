/// A fully validated item CSV file: every row is good, so the whole file can be applied in one go.
///
/// Read from a file (`ItemCSVReader.read(_:)`), it holds no rows: only what the check found (columns, warnings,
/// the number of rows) and the file's fingerprint. `forEachRow` reads the file again to apply it, and refuses
/// it (`ItemCSVChangedError`) if it is not the file that was checked. Memory then stays the same whatever the
/// size of the file.
public struct ItemCSVImport: Sendable, Equatable {
  /// The columns the file has, in its order. A column that is absent here means "keep what the item
  /// has"; a column that is present with an empty cell means "clear it".
  public var columns: [ItemCSVColumn]
  /// The custom fields the file has a column of, in its order: a row's empty cell clears the item's value.
  public var fields: [CustomField]
  /// Things worth telling but not worth refusing the file for, such as columns stockroom does not know.
  public var warnings: [String]
  /// The number of rows (blank lines are not rows).
  public let rowCount: Int
  /// Every row has a name, so every row could create an item.
  public let everyRowHasName: Bool
  private let storage: Storage

  enum Storage: Sendable, Equatable {
    case rows([ItemCSVRow])
    case source(ItemCSVSource, ItemCSVFingerprint)
  }

  /// Rows already in memory (tests, or rows made by a program).
  public init(columns: [ItemCSVColumn], rows: [ItemCSVRow], warnings: [String], fields: [CustomField] = []) {
    self.columns = columns
    self.fields = fields
    self.warnings = warnings
    rowCount = rows.count
    everyRowHasName = rows.allSatisfy { $0.name != nil }
    storage = .rows(rows)
  }

  /// A checked source: `rowCount` valid rows, read again by `forEachRow`.
  init(
    columns: [ItemCSVColumn], fields: [CustomField], warnings: [String], rowCount: Int, source: ItemCSVSource,
    fingerprint: ItemCSVFingerprint
  ) {
    self.columns = columns
    self.fields = fields
    self.warnings = warnings
    self.rowCount = rowCount
    // A file with a name column has a name on every row: a row without one is refused (`name is required`).
    everyRowHasName = rowCount == 0 || columns.contains(.name)
    storage = .source(source, fingerprint)
  }

  public func contains(_ column: ItemCSVColumn) -> Bool { columns.contains(column) }

  /// Calls `body` with every row in file order: the rows in memory, or those of the source read again.
  ///
  /// - Throws: `ItemCSVChangedError` when the source no longer reads as when it was checked (some rows may
  ///   have been passed to `body` already: apply them in a transaction that this error rolls back);
  ///   `ItemCSVSourceError` when it cannot be read; errors of `body` pass through.
  public func forEachRow(_ body: (ItemCSVRow) throws -> Void) throws {
    switch storage {
    case .rows(let rows): for row in rows { try body(row) }
    case .source(let source, let fingerprint): try readAgain(source, expecting: fingerprint, body)
    }
  }

  /// Every row, in memory: for small files and tests (`forEachRow` keeps memory flat).
  public var rows: [ItemCSVRow] {
    get throws {
      var rows: [ItemCSVRow] = []
      rows.reserveCapacity(rowCount)
      try forEachRow { rows.append($0) }
      return rows
    }
  }

  private func readAgain(
    _ source: ItemCSVSource, expecting fingerprint: ItemCSVFingerprint, _ body: (ItemCSVRow) throws -> Void
  ) throws {
    func changed(_ detail: String) -> ItemCSVChangedError {
      ItemCSVChangedError(source: source.description, detail: detail)
    }
    var validator: ItemCSVRowValidator?
    var count = 0
    let end: CSVRecordReader.End
    do {
      end = try CSVRecordReader.read(source) { record in
        guard var rowValidator = validator.take() else {
          let header = try ItemCSVHeader(record, fields: fields)
          guard header.columns.map(\.column) == columns, header.fieldColumns.map(\.field) == fields else {
            throw changed("its header is not the same")
          }
          validator = ItemCSVRowValidator(header: header, checksDuplicates: false)
          return
        }
        defer { validator = rowValidator }
        guard let row = rowValidator.validate(record) else {
          throw changed("line \(record.line) no longer reads as it did")
        }
        count += 1
        guard count <= rowCount else { throw changed("it has more than the \(rowCount) rows checked") }
        do { try body(row) } catch { throw PassedThrough(error: error) }
      }
    } catch let passed as PassedThrough {
      throw passed.error
    } catch let problem as CSVProblem {
      throw changed("\(problem)")
    }
    if end.fingerprint.byteCount != fingerprint.byteCount {
      throw changed("its size went from \(fingerprint.byteCount) to \(end.fingerprint.byteCount) bytes")
    }
    if end.fingerprint != fingerprint { throw changed("its bytes are not the same") }
    if count != rowCount { throw changed("it has \(count) rows, not \(rowCount)") }
  }
}

/// An error of `forEachRow`'s body, carried through the reading unchanged.
private struct PassedThrough: Error {
  var error: any Error
}

/// Why a file cannot be imported: every problem in it, so one round of fixes is enough.
public struct ItemCSVImportError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Every problem, in file order. A row can have several (one per bad cell).
  public var problems: [CSVProblem]
  /// Warnings found before the problems (unknown columns), worth showing too.
  public var warnings: [String]

  /// How many problems `description` lists before summing up the rest.
  public static let descriptionLimit = 50

  public init(problems: [CSVProblem], warnings: [String] = []) {
    self.problems = problems
    self.warnings = warnings
  }

  /// The lines with problems (each once, in order).
  public var lines: [Int] {
    var seen = Set<Int>()
    return problems.map(\.line).filter { seen.insert($0).inserted }
  }

  /// One problem per line, `line 4: quantity "-3" must be a whole number, 0 or more`, the first
  /// `descriptionLimit` of them, then `and N more problems`.
  public var description: String {
    var lines = problems.prefix(Self.descriptionLimit).map(\.description)
    let rest = problems.count - Self.descriptionLimit
    if rest > 0 { lines.append("and \(rest) more problem\(rest == 1 ? "" : "s")") }
    return lines.joined(separator: "\n")
  }
}
