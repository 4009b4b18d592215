/// The import-and-export role of an inventory: items as CSV, in and out.
public protocol CSVInventory: AnyObject, Sendable {
  @discardableResult
  func exportItems(to sink: @escaping ([UInt8]) throws -> Void) throws -> Int
  @discardableResult
  func exportItems(matching query: ItemQuery, to sink: @escaping ([UInt8]) throws -> Void) throws -> Int
  @discardableResult
  func exportReorderList(to sink: @escaping ([UInt8]) throws -> Void) throws -> Int
  @discardableResult
  func importItems(
    _ csv: ItemCSVImport, onDuplicate policy: DuplicatePolicy, dryRun: Bool, progress: ((Double) -> Void)?
  ) throws -> ImportSummary
}

/// An import that skips duplicates, applied, without progress.
extension CSVInventory {
  @discardableResult
  public func importItems(_ csv: ItemCSVImport, onDuplicate policy: DuplicatePolicy = .skip, dryRun: Bool = false)
    throws -> ImportSummary
  {
    try importItems(csv, onDuplicate: policy, dryRun: dryRun, progress: nil)
  }
}
