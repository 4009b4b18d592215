/// Why an archive could not be copied, naming the table and, for a difference, the record and its fields.
public enum ArchiveError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The destination already holds records: a copy goes into an empty inventory only.
  case destinationNotEmpty(destination: String, table: ArchiveTable, count: Int)
  /// A table read back with another number of records than the source has.
  case countMismatch(table: ArchiveTable, source: Int, copy: Int)
  /// A record read back different from the source's (or missing from one side).
  case recordMismatch(table: ArchiveTable, key: String, difference: String)
  /// A table's id counter differs: new rows would get other ids than in the source.
  case idCounterMismatch(table: ArchiveTable, source: Int64, copy: Int64)
  /// A stored value cannot be carried over as it is (a text where a number belongs, a missing value).
  case unreadableValue(table: ArchiveTable, key: String, column: String, found: String)
  /// No way to write a file of this kind was given to the store.
  case noFileMaker(store: String)
  /// A stored value breaks a limit the destination enforces (a name an older version let through).
  case beyondLimits(table: ArchiveTable, key: String, column: String, problem: String)

  public var description: String {
    switch self {
    case .destinationNotEmpty(let destination, let table, let count):
      "\(destination) is not empty (its \(table) table holds \(count) record\(count == 1 ? "" : "s")): an "
        + "inventory is copied only into an empty one; nothing was changed"
    case .countMismatch(let table, let source, let copy):
      "the copy is not exact: table \(table) has \(source) records in the source and \(copy) in the copy"
    case .recordMismatch(let table, let key, let difference):
      "the copy is not exact: table \(table), record \(key): \(difference)"
    case .idCounterMismatch(let table, let source, let copy):
      "the copy is not exact: table \(table) has handed out ids up to \(source) in the source and \(copy) in "
        + "the copy"
    case .unreadableValue(let table, let key, let column, let found):
      "table \(table), record \(key): the column \(column) holds \(found), which cannot be copied as it is"
    case .beyondLimits(let table, let key, let column, let problem):
      "table \(table), record \(key): the \(column) \(problem): change it in the source (for an item, "
        + "stockroom items edit \(key) --\(column) ...) and copy again; nothing was copied"
    case .noFileMaker(let store):
      "\(store) was opened without a way to write inventory files, so it cannot back up into one"
    }
  }
}
