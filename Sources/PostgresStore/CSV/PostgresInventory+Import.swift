import Foundation
import InventoryCore
import InventoryEngine
import PostgresNIO

extension PostgresInventory {
  /// Applies a validated CSV in one transaction: all rows or none (`RowImporter` decides, for both stores). A row
  /// the inventory cannot place (no item by that id and no name, a barcode another item has) is refused with
  /// its line, and nothing is imported. With `dryRun` the transaction is rolled back and the summary says what
  /// would have happened.
  @discardableResult
  public func importItems(
    _ csv: ItemCSVImport, onDuplicate policy: DuplicatePolicy, dryRun: Bool, progress: ((Double) -> Void)?
  ) throws -> ImportSummary {
    try importItems(csv, onDuplicate: policy, dryRun: dryRun, progress: progress, creatingInBulk: true)
  }

  /// `creatingInBulk: false` always takes the row-by-row path (tests compare the two).
  func importItems(
    _ csv: ItemCSVImport, onDuplicate policy: DuplicatePolicy, dryRun: Bool, progress: ((Double) -> Void)?,
    creatingInBulk: Bool
  ) throws -> ImportSummary {
    let time = timestamp()
    let origin = self.origin
    do {
      return try write { link in
        var importer = try RowImporter(
          storage: PostgresImportStorage(link: link, time: time, origin: origin, dryRun: dryRun), csv: csv,
          policy: policy)
        let summary = try importer.importAll(dryRun: dryRun, progress: progress) {
          guard creatingInBulk else { return nil }
          return try PostgresBulkCreationStorage.createAll(
            csv, in: link, time: time, origin: origin, movesIDSequence: !dryRun, progress: progress)
        }
        if dryRun { throw DryRunFinished(summary: summary) }
        return summary
      }
    } catch let finished as DryRunFinished {
      return finished.summary
    }
  }
}

/// Ends a dry run's transaction by rolling it back, carrying what the import would have done.
private struct DryRunFinished: Error {
  var summary: ImportSummary
}
