import AtomicFiles
import Foundation
import GRDB
import InventoryCore

/// Builds the catalogue from a source file, streaming it: the file is read in 1 MiB chunks, each product
/// upserted through one prepared statement, committed every `batchSize` rows; memory stays constant.
///
/// An import never changes the catalogue in place: it copies the current catalogue (SQLite's online backup)
/// into a temporary file beside it, imports into that copy, syncs it and renames it over the catalogue
/// (`AtomicFileWriter.build`). Until that rename, lookups see the previous catalogue whole; an import that
/// fails leaves it untouched, and one that is killed leaves only its `.partial-…` file, which the next import
/// removes. Because the copy is private, it is written without a rollback journal and without syncing each
/// commit (a crash only loses the copy). One import at a time (`CatalogueImportLock`).
public enum CatalogueImporter {
  public struct Options: Sendable {
    /// Nil: decided by the file's header.
    public var format: CatalogueFormat?
    public var filter: CatalogueFilter
    /// Start from an empty catalogue instead of updating the current one (products not in the file are gone).
    public var replace: Bool
    public var batchSize: Int
    public var chunkSize: Int

    public init(
      format: CatalogueFormat? = nil, filter: CatalogueFilter = CatalogueFilter(), replace: Bool = false,
      batchSize: Int = 20_000, chunkSize: Int = 1 << 20
    ) {
      self.format = format
      self.filter = filter
      self.replace = replace
      self.batchSize = max(1, batchSize)
      self.chunkSize = max(1, chunkSize)
    }
  }

  /// Imports `source` into the catalogue at `path` (created with its folder if needed). `progress` is called
  /// with the fraction of the file read, when its size is known. Throws `CatalogueFileError` when the file is
  /// no catalogue, `CatalogueStoreError` for the rest.
  public static func importFile(
    _ source: CatalogueSource, into path: String, options: Options = Options(),
    progress: (Double) -> Void = { _ in }
  ) throws -> CatalogueImportSummary {
    let started = ContinuousClock.now
    try createFolder(for: path)
    let lock = try CatalogueImportLock(catalogue: path)
    defer { withExtendedLifetime(lock) {} }
    let current = try SQLiteProductCatalogue.openIfPresent(path: path, mapped: false)
    removeAbandonedCopies(of: path)
    var summary: CatalogueImportSummary?
    do {
      try AtomicFileWriter.build(at: path, replacing: true) { temporary in
        let copy = try DatabaseQueue(path: temporary, configuration: privateCopyConfiguration)
        if let current, !options.replace { try current.copy(to: copy) }
        try CatalogueSchema.migrator.migrate(copy)
        summary = try copy.writeWithoutTransaction { db in
          do { return try fill(db, from: source, options: options, started: started, progress: progress) } catch {
            // The copy is thrown away; ending its transaction only lets the connection close cleanly.
            if db.isInsideTransaction { try? db.execute(sql: "ROLLBACK") }
            throw error
          }
        }
        try copy.close()
      }
    } catch let error as CatalogueFileError {
      throw error
    } catch {
      throw SQLiteProductCatalogue.storeError(error, path: path)
    }
    guard let summary else { throw CatalogueStoreError.database(path: path, reason: "the import did not run") }
    return summary
  }

  /// Reads `source` into the open copy, in transactions of `batchSize` products, and records the import.
  private static func fill(
    _ db: Database, from source: CatalogueSource, options: Options, started: ContinuousClock.Instant,
    progress: (Double) -> Void
  ) throws -> CatalogueImportSummary {
    let before = try Int.fetchOne(db, sql: "SELECT count(*) FROM product") ?? 0
    let upsert = try db.makeStatement(sql: upsertSQL)
    let importedAt = Date().epochMilliseconds
    var reader = CatalogueReader(format: options.format, filter: options.filter)
    var inBatch = 0
    func store(_ product: CatalogueProduct) throws {
      upsert.setUncheckedArguments([
        product.key, product.code, product.name, product.brand, product.quantity,
        product.categories.joined(separator: "\n"), product.suggestedCategory, importedAt,
      ])
      try upsert.execute()
      inBatch += 1
      if inBatch >= options.batchSize {
        try db.execute(sql: "COMMIT; BEGIN")
        inBatch = 0
      }
    }
    try db.execute(sql: "BEGIN")
    var buffer = [UInt8](repeating: 0, count: options.chunkSize)
    while true {
      let count = try source.read(into: &buffer)
      guard count > 0 else { break }
      try buffer.withUnsafeBufferPointer {
        try reader.read(UnsafeBufferPointer(rebasing: $0[..<count]), product: store)
      }
      if let fraction = source.fractionRead { progress(fraction) }
    }
    try reader.finish(product: store)
    let after = try Int.fetchOne(db, sql: "SELECT count(*) FROM product") ?? 0
    let added = max(0, after - before)
    let summary = CatalogueImportSummary(
      source: source.path, format: reader.format ?? options.format ?? .simpleCSV, filter: options.filter,
      counts: reader.counts, added: added, updated: max(0, reader.counts.kept - added), replaced: options.replace,
      seconds: (ContinuousClock.now - started).seconds, finishedAt: Date())
    try CatalogueImportRecord.insert(summary, db)
    try db.execute(sql: "COMMIT")
    return summary
  }

  private static let upsertSQL = """
    INSERT INTO product (key, code, name, brand, quantity, categories, suggested_category, imported_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (key) DO UPDATE SET code = excluded.code, name = excluded.name, brand = excluded.brand,
      quantity = excluded.quantity, categories = excluded.categories,
      suggested_category = excluded.suggested_category, imported_at = excluded.imported_at
    """

  /// The copy being built is private until it is renamed into place: no rollback journal, no sync per commit
  /// (`AtomicFileWriter` syncs the finished file once), and a bounded page cache (16 MiB) whatever the size.
  private static var privateCopyConfiguration: Configuration {
    var configuration = Configuration()
    configuration.label = "catalogue import"
    configuration.prepareDatabase { db in
      try db.execute(sql: "PRAGMA journal_mode = OFF")
      try db.execute(sql: "PRAGMA synchronous = OFF")
      try db.execute(sql: "PRAGMA cache_size = -16384")
      try db.execute(sql: "PRAGMA temp_store = MEMORY")
    }
    return configuration
  }

  private static func createFolder(for path: String) throws(CatalogueStoreError) {
    let folder = (path as NSString).deletingLastPathComponent
    guard !folder.isEmpty else { return }
    do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
      throw .database(path: path, reason: "cannot create the folder \(folder)")
    }
  }

  /// Copies a killed import left (`catalog.sqlite.partial-…`); only called with the import lock held, so no
  /// other import is writing one.
  private static func removeAbandonedCopies(of path: String) {
    let folder = (path as NSString).deletingLastPathComponent
    let prefix = (path as NSString).lastPathComponent + ".partial-"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
    for name in names where name.hasPrefix(prefix) {
      try? FileManager.default.removeItem(atPath: folder.isEmpty ? name : folder + "/" + name)
    }
  }
}

extension Duration {
  fileprivate var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
