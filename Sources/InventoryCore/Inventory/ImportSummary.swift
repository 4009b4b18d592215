/// What an import does with a row whose item exists already. A row is matched, in this order: by its
/// id (an export of this database, edited or not); by its barcode in any form; and only when the row has
/// neither id nor barcode, by the same name on an item without a barcode that existed before the import.
/// A name is not an identity: two exported items called "Screws" are two rows with two ids.
public enum DuplicatePolicy: String, Sendable, CaseIterable {
  /// Leave the existing item alone (the default: nothing is lost by accident).
  case skip
  /// Overwrite the existing item with the row's columns (absent columns are kept); quantity is set.
  case update
  /// Add the row's quantity to the existing item's stock.
  case add
}

public struct ImportSummary: Sendable, Hashable {
  public var added = 0
  public var updated = 0
  public var skipped = 0
  /// Items whose stock the row added to (policy add).
  public var restocked = 0
  public var categoriesCreated: [String] = []
  public var warnings: [String] = []
  public var dryRun = false

  public init() {}
}

extension ImportSummary {
  /// "3 added, 2 updated, 1 skipped (already present…), new categories: Dairy": the counts the CLI and the
  /// app both report; `skippedNote` says what "skipped" means where it is shown.
  public func countsText(skippedNote: String) -> String {
    var parts = ["\(added) added"]
    if updated > 0 { parts.append("\(updated) updated") }
    if restocked > 0 { parts.append("\(restocked) restocked") }
    if skipped > 0 { parts.append("\(skipped) skipped (\(skippedNote))") }
    if !categoriesCreated.isEmpty { parts.append("new categories: \(categoriesCreated.joined(separator: ", "))") }
    return parts.joined(separator: ", ")
  }
}

/// Problems an import can only see against the database (a row that names no item and has no name).
public struct ImportRefused: Error, Sendable, Hashable, CustomStringConvertible {
  public var problems: [CSVProblem]
  public init(problems: [CSVProblem]) { self.problems = problems }
  public var description: String { ItemCSVImportError(problems: problems).description }
}
