/// A fully validated item CSV file: every row is good, so the whole file can be applied in one go.
public struct ItemCSVImport: Sendable, Equatable {
  /// The columns the file has, in its order. A column that is absent here means "keep what the item
  /// has"; a column that is present with an empty cell means "clear it".
  public var columns: [ItemCSVColumn]
  public var rows: [ItemCSVRow]
  /// Things worth telling but not worth refusing the file for, such as columns stockroom does not know.
  public var warnings: [String]

  public init(columns: [ItemCSVColumn], rows: [ItemCSVRow], warnings: [String]) {
    self.columns = columns
    self.rows = rows
    self.warnings = warnings
  }

  public func contains(_ column: ItemCSVColumn) -> Bool { columns.contains(column) }
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
