import Foundation
import GRDB
import InventoryCore

/// An import as the catalogue file remembers it (`stockroom catalog info`).
public struct CatalogueImportRecord: Sendable, Equatable {
  public var source: String
  public var format: CatalogueFormat?
  /// `--country france`, or empty.
  public var filter: String
  public var finishedAt: Date
  public var seconds: Double
  public var read: Int
  public var kept: Int
  public var filteredOut: Int
  public var skipped: Int
  /// `1 without a product name (line 9)`.
  public var skippedDetail: String
  public var added: Int
  public var updated: Int
  public var replaced: Bool

  init(row: Row) {
    let text = { (column: String) in String.fromDatabaseValue(row[column] as DatabaseValue) ?? "" }
    let number = { (column: String) in Int.fromDatabaseValue(row[column] as DatabaseValue) ?? 0 }
    source = text("source")
    format = CatalogueFormat(rawValue: text("format"))
    filter = text("filter")
    finishedAt = Date(epochMilliseconds: Int64.fromDatabaseValue(row["finished_at"] as DatabaseValue) ?? 0)
    seconds = Double.fromDatabaseValue(row["seconds"] as DatabaseValue) ?? 0
    read = number("rows_read")
    kept = number("kept")
    filteredOut = number("filtered_out")
    skipped = number("skipped")
    skippedDetail = text("skipped_detail")
    added = number("added")
    updated = number("updated")
    replaced = number("replaced") != 0
  }

  /// Stores `summary` as the catalogue's latest import.
  static func insert(_ summary: CatalogueImportSummary, _ db: Database) throws {
    try db.execute(
      sql: """
        INSERT INTO import (source, format, filter, finished_at, seconds, rows_read, kept, filtered_out, skipped,
          skipped_detail, added, updated, replaced)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """,
      arguments: [
        summary.source, summary.format.rawValue, summary.filter.description, summary.finishedAt.epochMilliseconds,
        summary.seconds, summary.counts.read, summary.counts.kept, summary.counts.filteredOut,
        summary.counts.skippedCount, summary.counts.skippedText, summary.added, summary.updated, summary.replaced,
      ])
  }
}
