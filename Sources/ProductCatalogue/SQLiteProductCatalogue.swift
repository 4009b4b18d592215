import Foundation
import GRDB
import InventoryCore

/// The product catalogue in its own SQLite file (`catalog.sqlite` beside the default database): reference data
/// rebuilt from a source file, possibly millions of rows, kept apart from the inventory so it works the same
/// whether the inventory is SQLite or PostgreSQL, and never changed in place: an import builds a new file and
/// renames it over this one (`CatalogueImporter`). Opened read-only; looking a code up is one indexed query
/// per reading of the code.
public final class SQLiteProductCatalogue: ProductCatalogue, Sendable {
  public let location: String
  private let queue: DatabaseQueue
  /// The file's inode when opened: an import replaces the file, so a different one means a newer catalogue.
  private let fileNumber: UInt64?

  private init(path: String, queue: DatabaseQueue) {
    location = path
    self.queue = queue
    fileNumber = Self.fileNumber(path)
  }

  /// Opens the catalogue at `path`; `CatalogueStoreError.noCatalogue` when there is none yet.
  public static func open(path: String) throws(CatalogueStoreError) -> SQLiteProductCatalogue {
    guard let catalogue = try openIfPresent(path: path) else { throw .noCatalogue(path: path) }
    return catalogue
  }

  /// Opens the catalogue at `path`, or nil when there is no file there (a scan then simply has no catalogue).
  public static func openIfPresent(path: String) throws(CatalogueStoreError) -> SQLiteProductCatalogue? {
    try openIfPresent(path: path, mapped: true)
  }

  /// `mapped`: for lookups. An import, which reads the whole file once to copy it, does without the map (its
  /// pages would count as the import's memory).
  static func openIfPresent(path: String, mapped: Bool) throws(CatalogueStoreError) -> SQLiteProductCatalogue? {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
    guard !isFolder.boolValue else { throw .notACatalogue(path: path) }
    do {
      var configuration = Configuration()
      configuration.readonly = true
      configuration.label = "catalogue"
      // Lookups read pages through a memory map instead of a read(2) each: a catalogue of a million products
      // is far larger than SQLite's page cache. Safe here because the file is never changed in place (an
      // import renames a new file over it), so it cannot shrink under the map.
      if mapped { configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA mmap_size = 1073741824") } }
      let queue = try DatabaseQueue(path: path, configuration: configuration)
      try queue.inDatabase { db in try check(db, path: path) }
      return SQLiteProductCatalogue(path: path, queue: queue)
    } catch {
      throw Self.storeError(error, path: path)
    }
  }

  /// Refuses a file that is not a catalogue this version reads.
  static func check(_ db: Database, path: String) throws(CatalogueStoreError) {
    do {
      guard try Int32.fetchOne(db, sql: "PRAGMA application_id") == CatalogueSchema.applicationID else {
        throw CatalogueStoreError.notACatalogue(path: path)
      }
      let applied = try String.fetchSet(db, sql: "SELECT identifier FROM grdb_migrations")
      let known = Set(CatalogueSchema.migrator.migrations)
      guard applied.isSubset(of: known) else { throw CatalogueStoreError.newerCatalogue(path: path) }
      guard applied == known else { throw CatalogueStoreError.notACatalogue(path: path) }
    } catch {
      throw storeError(error, path: path)
    }
  }

  public func product(for code: ProductCode) throws -> CatalogueProduct? {
    do {
      return try queue.inDatabase { db in
        let statement = try db.cachedStatement(
          sql: "SELECT code, name, brand, quantity, categories, suggested_category FROM product WHERE key = ?")
        for key in code.lookupKeys {
          if let row = try Row.fetchOne(statement, arguments: [key]) { return Self.product(row, asked: code) }
        }
        return nil
      }
    } catch {
      throw Self.storeError(error, path: location)
    }
  }

  public var productCount: Int {
    get throws {
      do { return try queue.inDatabase { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM product") ?? 0 } } catch
      {
        throw Self.storeError(error, path: location)
      }
    }
  }

  /// The last import that built this catalogue, or nil (a catalogue always has one, unless made by hand).
  public func lastImport() throws -> CatalogueImportRecord? {
    do {
      return try queue.inDatabase { db in
        try Row.fetchOne(db, sql: "SELECT * FROM import ORDER BY id DESC LIMIT 1").map(CatalogueImportRecord.init)
      }
    } catch {
      throw Self.storeError(error, path: location)
    }
  }

  /// A consistent copy of this catalogue into `destination` (SQLite's online backup), for an import to build on.
  func copy(to destination: DatabaseQueue) throws { try queue.backup(to: destination) }

  /// True once an import has replaced the file this catalogue was opened on: reopen to see its products.
  public var isReplacedOnDisk: Bool { Self.fileNumber(location) != fileNumber }

  /// A stored row as a product. Values are read without GRDB's trapping typed subscripts: a file edited by
  /// another program must not stop the process.
  private static func product(_ row: Row, asked: ProductCode) -> CatalogueProduct {
    let text = { (index: Int) in String.fromDatabaseValue(row[index] as DatabaseValue) ?? "" }
    let code = text(0)
    let categories = text(4).split(separator: "\n").map(String.init)
    return CatalogueProduct(
      code: code, productCode: (try? ProductCode(code)) ?? asked, name: text(1), brand: text(2), quantity: text(3),
      categories: categories, suggestedCategory: String.fromDatabaseValue(row[5] as DatabaseValue))
  }

  private static func fileNumber(_ path: String) -> UInt64? {
    ((try? FileManager.default.attributesOfItem(atPath: path))?[.systemFileNumber] as? NSNumber)?.uint64Value
  }

  static func storeError(_ error: any Error, path: String) -> CatalogueStoreError {
    if let error = error as? CatalogueStoreError { return error }
    if let error = error as? DatabaseError {
      switch error.resultCode {
      case .SQLITE_NOTADB, .SQLITE_CORRUPT: return .notACatalogue(path: path)
      case .SQLITE_ERROR where error.message?.contains("no such table") == true: return .notACatalogue(path: path)
      case .SQLITE_FULL: return .database(path: path, reason: "disk full; nothing was changed")
      default: return .database(path: path, reason: error.message ?? "\(error.resultCode)")
      }
    }
    return .database(path: path, reason: "\(error)")
  }
}
