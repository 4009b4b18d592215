import GRDB
import InventoryCore

/// One row of a table as the archive reads it: each column exactly as stored, or an
/// `ArchiveError.unreadableValue` naming the table, record and column when it holds something the
/// destination could not keep as it is (text in a number column, a fraction, a blob). Never a silent change.
struct ArchiveRowValues {
  let row: Row
  let table: ArchiveTable

  private var key: String { (row[0] as DatabaseValue).description }

  private func failure(_ index: Int) -> ArchiveError {
    let value: DatabaseValue = row[index]
    return .unreadableValue(
      table: table, key: key, column: table.columns[index], found: value.isNull ? "nothing" : value.description)
  }

  func integer(_ index: Int) throws -> Int64 {
    guard let value = try optionalInteger(index) else { throw failure(index) }
    return value
  }

  func optionalInteger(_ index: Int) throws -> Int64? {
    let value: DatabaseValue = row[index]
    switch value.storage {
    case .null: return nil
    case .int64(let integer): return integer
    default: throw failure(index)
    }
  }

  func text(_ index: Int) throws -> String {
    guard let value = try optionalText(index) else { throw failure(index) }
    return value
  }

  /// Text; a number in a text column (written by another program) is refused rather than guessed at.
  func optionalText(_ index: Int) throws -> String? {
    let value: DatabaseValue = row[index]
    switch value.storage {
    case .null: return nil
    case .string(let text): return text
    default: throw failure(index)
    }
  }

  func optionalReal(_ index: Int) throws -> Double? {
    let value: DatabaseValue = row[index]
    switch value.storage {
    case .null: return nil
    case .double(let real): return real
    case .int64(let integer): return Double(integer)
    default: throw failure(index)
    }
  }

  /// SQLite's 0 or 1.
  func flag(_ index: Int) throws -> Bool {
    switch try integer(index) {
    case 0: return false
    case 1: return true
    default: throw failure(index)
    }
  }
}
